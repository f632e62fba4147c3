// A fingerprint of everything a build is made from; a change means the build is stale.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const INPUTS = [
  'src',
  'index.html',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'public',
];

function* files(entry) {
  let stat;
  try {
    stat = statSync(entry);
  } catch {
    return;
  }
  if (stat.isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) {
    if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    yield* files(path.join(entry, name));
  }
}

export function sourceFingerprint() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(input)) {
      hash.update(file);
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}
