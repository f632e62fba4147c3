// Screenshots of shop pages at phone (390 px) and desktop width, for a person to look at:
// `node scripts/screenshots.mjs http://localhost:3000 / /about` → e2e/artifacts/screens/*.png
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const targets =
  paths.length > 0 ? paths : ['/', '/products', '/product/12', '/about', '/contact', '/nope'];
const out = 'e2e/artifacts/screens';
mkdirSync(out, { recursive: true });

// The same flags the e2e suite uses (this machine's network is closed).
const args = JSON.parse(readFileSync('e2e/support/chromium-args.json', 'utf8'));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
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
