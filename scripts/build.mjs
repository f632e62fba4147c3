// Builds the web app (Vite → dist/web, its server renderer → dist/ssr) and bundles the server (esbuild → dist/server/main.js),
// then stamps the build so `npm start` knows it is current.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { sourceFingerprint } from './fingerprint.mjs';

// Test runners set NODE_ENV=test; the shop is always built for production.
function viteBuild(...args) {
  const vite = spawnSync('npx', ['vite', 'build', ...args], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (vite.status !== 0) process.exit(vite.status ?? 1);
}
viteBuild();
// The server's renderer of the shopping pages (src/web/entry-server.tsx, docs/decisions/009).
viteBuild('--ssr', 'src/web/entry-server.tsx', '--outDir', 'dist/ssr', '--emptyOutDir');

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

// Compressed once here at the highest levels, so the server sends .br/.gz copies without spending
// CPU per request (@fastify/static preCompressed).
const assets = 'dist/web/assets';
for (const name of readdirSync(assets)) {
  if (!/\.(js|css|svg)$/.test(name)) continue;
  const file = path.join(assets, name);
  const content = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

writeFileSync('dist/build-stamp', `${sourceFingerprint()}\n`);
console.log('Build complete: dist/web and dist/server');
