// Builds the shop once when the build is missing or stale, as `npm start` would.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
// @ts-expect-error: a plain .mjs script without type declarations
import { sourceFingerprint } from '../../scripts/fingerprint.mjs';

export default function setup() {
  let current = false;
  try {
    current = readFileSync('dist/build-stamp', 'utf8').trim() === sourceFingerprint();
  } catch {}
  if (current) return;
  const result = spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The build failed');
}
