// Screenshots of shop pages at phone (390 px) and desktop width, for a person to look at:
// `node scripts/screenshots.mjs http://localhost:3000 / /about` → e2e/artifacts/screens/*.png
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const targets =
  paths.length > 0 ? paths : ['/', '/products', '/product/12', '/about', '/contact', '/nope'];
const out = 'e2e/artifacts/screens';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
]) {
  const page = await browser.newPage({ viewport });
  for (const target of targets) {
    await page.goto(base + target, { waitUntil: 'networkidle' });
    const name =
      target === '/' ? 'home' : target.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
    await page.screenshot({ path: `${out}/${name}-${label}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log(`Screenshots in ${out}`);
