// Builds the web app (Vite → dist/web) and bundles the server (esbuild → dist/server/main.js),
// then stamps the build so `npm start` knows it is current.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { sourceFingerprint } from './fingerprint.mjs';

// Test runners set NODE_ENV=test; the shop is always built for production.
const vite = spawnSync('npx', ['vite', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
if (vite.status !== 0) process.exit(vite.status ?? 1);

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Dependencies stay in node_modules; only our own code is bundled.
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

writeFileSync('dist/build-stamp', `${sourceFingerprint()}\n`);
console.log('Build complete: dist/web and dist/server');
