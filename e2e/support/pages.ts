/** Checks a journey runs on any page: accessibility (axe), width, and words left in English. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { RunningShop } from './server';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export type AxeFinding = { id: string; impact: string; help: string; targets: string[] };

/**
 * axe-core's serious and critical findings on the page as it is now (WCAG 2.2 A and AA rules).
 * The shop's CSP forbids injected scripts, so journeys that run axe use a context with bypassCSP.
 */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations
      .filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical')
      .map((v: { id: string; impact: string; help: string; nodes: { target: string[] }[] }) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
  });
}

/** A product page also shows its reviews and its batches' origin and importer. */
async function wordsOfProductPage(shop: RunningShop, productId: number): Promise<string[]> {
  const words: string[] = [];
  const answer = (await (
    await fetch(`${shop.baseUrl}/api/products/${productId}/reviews?sort=newest&page=1`)
  ).json()) as { reviews: { author: string; title: string; content: string }[] };
  for (const review of answer.reviews) words.push(review.author, review.title, review.content);
  const product = (await (await fetch(`${shop.baseUrl}/api/products/${productId}`)).json()) as {
    expiries?: { originCountry: string | null; importer: string | null }[];
  };
  for (const expiry of product.expiries ?? [])
    words.push(expiry.originCountry ?? '', expiry.importer ?? '');
  return words;
}

/**
 * What stays as it was written in every language: product data, shoppers' reviews of the given
 * products, people's names and the shop's own facts.
 */
export async function wordsThatStay(
  shop: RunningShop,
  { opened = [], people = [] }: { opened?: number[]; people?: string[] } = {},
): Promise<string[]> {
  // Names, and the notification area's key (alt+T) as keyboards print it.
  const words = ['bKash', 'Facebook', 'Messenger', 'Instagram', 'YouTube', 'TikTok', 'alt+T'];
  for (let page = 1; ; page++) {
    const answer = (await (
      await fetch(`${shop.baseUrl}/api/products?limit=48&page=${page}`)
    ).json()) as { products: { name: string; brand: string | null; description: string }[] };
    for (const product of answer.products) {
      words.push(product.name, product.description);
      if (product.brand) words.push(product.brand);
    }
    if (answer.products.length < 48) break;
  }
  for (const productId of opened) words.push(...(await wordsOfProductPage(shop, productId)));
  words.push(...people);
  const info = (await (await fetch(`${shop.baseUrl}/api/shop`)).json()) as Record<string, unknown>;
  const collect = (value: unknown): void => {
    if (typeof value === 'string') words.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(info);
  // Longest first, so a product name is taken out before a brand inside it.
  return [...new Set(words)].filter(Boolean).sort((a, b) => b.length - a.length);
}

/**
 * Texts (and labels, alternative texts, placeholders, titles) with Latin words once the words
 * that stay are taken out: what a Bangla reader would still find in English.
 */
export function englishLeft(page: Page, stay: string[]): Promise<string[]> {
  return page.evaluate((stay) => {
    const left: string[] = [];
    const check = (text: string | null) => {
      if (!text) return;
      let rest = text;
      for (const word of stay) if (rest.includes(word)) rest = rest.split(word).join(' ');
      if (/[A-Za-z]{2,}/.test(rest)) left.push(text.trim().slice(0, 120));
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript')) continue;
      check(node.textContent);
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [alt], [placeholder], [title]',
    )) {
      for (const name of ['aria-label', 'alt', 'placeholder', 'title'])
        check(element.getAttribute(name));
    }
    check(document.title);
    return [...new Set(left)];
  }, stay);
}
