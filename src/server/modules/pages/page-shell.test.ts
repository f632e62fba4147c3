import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_START_SCRIPT } from './app-start';
import { loadPageShell, type PageParts } from './page-shell';

/** A dist/web shaped like Vite's: the entry, a shared chunk, one page chunk and a stylesheet. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sajghor-shell-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <title>Sajghor</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/compat-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
    <!--app-data-->
  </body>
</html>`,
  );
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', imports: ['_compat.js'] },
      '_compat.js': { file: 'assets/compat-1.js' },
      'src/page.tsx': { file: 'assets/page-1.js', imports: ['_compat.js', '_card.js'] },
      '_card.js': { file: 'assets/card-1.js' },
    }),
  );
  return dir;
}

const parts = (body: string): PageParts => ({
  language: 'bn',
  head: '<title>A page | Sajghor</title>',
  chunks: ['src/page.tsx'],
  body,
  appData: '<script id="app-data" type="application/json">{}</script>',
});

describe('the page shell', () => {
  const shell = loadPageShell(fakeBuild());

  it('puts the stylesheet first in <head>, ahead of every script', () => {
    const html = shell.page(parts(''));
    expect(html).toContain('<html lang="bn">');
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('<title>'));
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('<script'));
  });

  it('preloads the chunks of a page the browser renders itself', () => {
    const html = shell.page(parts(''));
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/card-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/page-1.js">');
    // The entry's own import is preloaded once, by the entry's tag.
    expect(html.match(/compat-1\.js/g)).toHaveLength(1);
    expect(html).not.toContain(APP_START_SCRIPT);
  });

  it('sends a rendered page with its scripts started after the first paint', () => {
    const html = shell.page(parts('<main><h1>Lipstick</h1></main>'));
    expect(html).toContain('<div id="root"><main><h1>Lipstick</h1></main></div>');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    const files = JSON.parse(html.match(/<script id="app-files"[^>]*>(.*?)<\/script>/)?.[1] ?? '');
    expect(files).toEqual({
      entry: '/assets/index-1.js',
      preload: ['/assets/compat-1.js', '/assets/card-1.js', '/assets/page-1.js'],
    });
    expect(html).toContain(`<script>${APP_START_SCRIPT}</script>`);
  });

  it('puts a plain form’s notice above the app, where the scripts leave it be', () => {
    const notice = '<p id="page-notice" role="status">Added to your cart.</p>';
    const html = shell.page({ ...parts('<main></main>'), notice });
    expect(html).toContain(`${notice}<div id="root"><main></main></div>`);
  });
});
