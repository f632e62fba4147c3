/**
 * What a phone downloads to show each storefront page the first time, against the first-load budget
 * (docs/decisions/007-first-load.md): the bytes on the wire per kind, in Debian's Chromium at
 * 390 px, a fresh browser profile per page. Scripts and styles count as sent (the server sends them
 * gzip-compressed to Chromium over http); images count only when they show above the fold.
 */
import { chromium } from 'playwright-core';
import chromiumArgs from '../e2e/support/chromium-args.json';

export const PAGE_WEIGHT_BUDGET_KB = { js: 90, css: 20, fonts: 40, imagesAboveFold: 100 };

export type PageWeight = {
  page: string;
  language: 'en' | 'bn';
  jsKb: number;
  cssKb: number;
  fontsKb: number;
  imagesAboveFoldKb: number;
  htmlKb: number;
  requests: number;
  withinBudget: boolean;
};

export async function measurePageWeights(
  baseUrl: string,
  productId: number,
): Promise<PageWeight[]> {
  const pages = ['/', '/products', `/product/${productId}`, '/cart', '/login'];
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: chromiumArgs,
  });
  const rows: PageWeight[] = [];
  try {
    for (const language of ['en', 'bn'] as const) {
      for (const page of pages) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          isMobile: true,
          locale: language === 'bn' ? 'bn-BD' : 'en-US',
        });
        const tab = await context.newPage();
        const sizes: { kind: string; url: string; bytes: number }[] = [];
        const pending: Promise<void>[] = [];
        tab.on('requestfinished', (request) => {
          pending.push(
            request.sizes().then((size) => {
              const kind = request.resourceType();
              const bytes = size.responseBodySize;
              sizes.push({ kind: kind === 'document' ? 'html' : kind, url: request.url(), bytes });
            }),
          );
        });
        await tab.goto(baseUrl + page, { waitUntil: 'networkidle' });
        await Promise.all(pending);
        if (process.env.BENCH_VERBOSE) {
          for (const s of sizes) console.log(`${page} ${language} ${s.kind} ${s.bytes} ${s.url}`);
        }
        const aboveFold = new Set(
          await tab.evaluate(() =>
            [...document.images]
              .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
              .map((image) => image.currentSrc),
          ),
        );
        const total = (kind: string, keep: (url: string) => boolean = () => true) =>
          Math.round(
            (sizes
              .filter((s) => s.kind === kind && keep(s.url))
              .reduce((sum, s) => sum + s.bytes, 0) /
              1024) *
              10,
          ) / 10;
        const row = {
          page,
          language,
          jsKb: total('script'),
          cssKb: total('stylesheet'),
          fontsKb: total('font'),
          imagesAboveFoldKb: total('image', (url) => aboveFold.has(url)),
          htmlKb: total('html'),
          requests: sizes.length,
        };
        rows.push({
          ...row,
          withinBudget:
            row.jsKb <= PAGE_WEIGHT_BUDGET_KB.js &&
            row.cssKb <= PAGE_WEIGHT_BUDGET_KB.css &&
            row.fontsKb <= PAGE_WEIGHT_BUDGET_KB.fonts &&
            row.imagesAboveFoldKb <= PAGE_WEIGHT_BUDGET_KB.imagesAboveFold,
        });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export function formatPageWeights(rows: PageWeight[]): string {
  const b = PAGE_WEIGHT_BUDGET_KB;
  const header = `page (first load, KB on the wire) | lang | JS ≤${b.js} | CSS ≤${b.css} | fonts ≤${b.fonts} | images above fold ≤${b.imagesAboveFold} | HTML | requests |`;
  const lines = rows.map((row) =>
    [
      row.page,
      row.language,
      row.jsKb,
      row.cssKb,
      row.fontsKb,
      row.imagesAboveFoldKb,
      row.htmlKb,
      row.requests,
      row.withinBudget ? 'PASS' : 'MISS',
    ].join(' | '),
  );
  return [header, ...lines].join('\n');
}
