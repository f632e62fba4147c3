import { chromium } from 'playwright-core';

const base = 'http://127.0.0.1:3140';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const [lang, ...paths] = process.argv.slice(2);
for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desk', { width: 1280, height: 900 }],
] as const) {
  const context = await browser.newContext({ viewport, locale: lang === 'bn' ? 'bn-BD' : 'en-US' });
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(base + path);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/shot-${lang}-${name}${path.replace(/[/?=]/g, '_')}.png` });
  }
  await context.close();
}
await browser.close();
