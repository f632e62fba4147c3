// Builds the shop once when the build is missing or stale, as `npm start` would, then seeds one
// data folder that every journey's shop starts from a copy of (migrating and seeding took each
// start about 15 s).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
// @ts-expect-error: a plain .mjs script without type declarations
import { sourceFingerprint } from '../../scripts/fingerprint.mjs';
import { SEEDED_DATA_DIR, startShop } from './server';

export default async function setup() {
  let current = false;
  try {
    current = readFileSync('dist/build-stamp', 'utf8').trim() === sourceFingerprint();
  } catch {}
  if (!current) {
    const result = spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error('The build failed');
  }
  // A fresh seed each run: the sample reviews and sales are dated from today.
  await rm(SEEDED_DATA_DIR, { recursive: true, force: true });
  const shop = await startShop({}, { fromSeeded: false });
  const exitCode = await shop.stop();
  if (exitCode !== 0) throw new Error(`The seeding shop stopped with ${exitCode}`);
  await rename(shop.dataDir, SEEDED_DATA_DIR);
}
