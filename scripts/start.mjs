// `npm start`: builds when the build is missing or older than the sources, then serves it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { sourceFingerprint } from './fingerprint.mjs';

function buildIsCurrent() {
  try {
    return readFileSync('dist/build-stamp', 'utf8').trim() === sourceFingerprint();
  } catch {
    return false;
  }
}

if (!buildIsCurrent()) {
  console.log('Building the shop (first start, or the sources changed)…');
  const result = spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Settings come from the environment, and from .env when there is one.
const envFile = existsSync('.env') ? ['--env-file=.env'] : [];
const server = spawn('node', [...envFile, '--enable-source-maps', 'dist/server/main.js'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
