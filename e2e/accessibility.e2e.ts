/**
 * Every page, signed out, signed in and as admin, at the narrowest phone width we support (360 px):
 * axe-core finds nothing serious or critical, and nothing scrolls sideways. Signed-out pages are
 * checked in Bangla too. Findings are gathered for all pages first, so one run shows them all.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, sidewaysOverflow } from './support/browser';
import { addToCart } from './support/checkout';
import { type AxeFinding, seriousAxeFindings } from './support/pages';
import { type RunningShop, startShop } from './support/server';
import { createVerifiedShopper, type ShopperLogin, signInThroughPage } from './support/shopper';

const NARROW = { width: 360, height: 780 };
const OWNER = 'owner.a11y@example.com';

const SIGNED_OUT = [
  '/',
  '/products',
  '/products/makeup?sort=price_asc',
  '/makeup',
  '/skincare',
  '/product/12',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=not-a-real-token',
  '/cart',
  '/about',
  '/contact',
  '/terms',
  '/privacy',
  '/no-such-page',
];

let shop: RunningShop;
let browser: Browser;
let shopper: ShopperLogin;
let owner: ShopperLogin;
let orderId = '';

async function pageFor(locale = 'en-US'): Promise<Page> {
  // axe is injected as a script, which the shop's CSP rightly forbids to everyone else.
  const context = await browser.newContext({ viewport: NARROW, locale, bypassCSP: true });
  return context.newPage();
}

type Problems = Record<string, { axe: AxeFinding[]; overflow: number }>;

async function inspect(page: Page, paths: string[], label: string, problems: Problems) {
  for (const path of paths) {
    await openPage(page, `${shop.baseUrl}${path}`);
    await page.waitForLoadState('networkidle');
    const [axe, overflow] = await Promise.all([seriousAxeFindings(page), sidewaysOverflow(page)]);
    if (axe.length > 0 || overflow > 0) problems[`${label} ${path}`] = { axe, overflow };
  }
}

beforeAll(async () => {
  shop = await startShop({ OWNER_EMAIL: OWNER });
  browser = await launchBrowser();
  [shopper, owner] = await Promise.all([
    createVerifiedShopper(shop, {
      firstName: 'Farzana',
      lastName: 'Haque',
      email: 'farzana.a11y@example.com',
      password: 'krishnachura-7',
    }),
    createVerifiedShopper(shop, {
      firstName: 'Shirin',
      lastName: 'Akhter',
      email: OWNER,
      password: 'nakshi-kantha-9',
    }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('accessibility and narrow screens', () => {
  // Sixteen pages, each waited on until the network is idle and then run through axe: on a slow CI
  // host one language alone has taken most of a minute, so each language is its own test with room.
  it.each([
    ['en', 'en-US'],
    ['bn', 'bn-BD'],
  ])('signed out, in %s', { timeout: 180_000 }, async (label, locale) => {
    const problems: Problems = {};
    await inspect(await pageFor(locale), SIGNED_OUT, label, problems);
    expect(problems).toEqual({});
  });

  it('signed in: account tabs, cart, checkout and an order', async () => {
    const page = await pageFor();
    await signInThroughPage(page, shop, shopper);
    await addToCart(page, 12, 1);
    orderId = await page.evaluate(async () => {
      const response = await fetch('/api/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          idempotencyKey: crypto.randomUUID(),
          email: 'farzana.a11y@example.com',
          firstName: 'Farzana',
          lastName: 'Haque',
          address: 'House 7, Road 3, Mirpur 10',
          city: 'Dhaka',
          phone: '01712345678',
          location: 'dhaka',
          paymentMethod: 'cod',
        }),
      });
      return (await response.json()).id as string;
    });
    await addToCart(page, 20, 1);
    await page.evaluate(() =>
      fetch('/api/wishlist/items', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ productId: 14 }),
      }),
    );
    const problems: Problems = {};
    await inspect(
      page,
      [
        '/account',
        '/account?tab=orders',
        '/account?tab=wishlist',
        '/account?tab=settings',
        `/account/orders/${orderId}`,
        '/cart',
        '/checkout',
      ],
      'shopper',
      problems,
    );
    expect(problems).toEqual({});
  });

  it('as admin: every panel page', async () => {
    const page = await pageFor();
    await signInThroughPage(page, shop, owner);
    const problems: Problems = {};
    await inspect(
      page,
      [
        '/admin',
        '/admin/products',
        '/admin/products/new',
        '/admin/products/12/edit',
        '/admin/orders',
        `/admin/orders/${orderId}`,
        `/admin/orders/${orderId}/invoice`,
        `/admin/orders/${orderId}/vat-invoice`,
        '/admin/customers',
        '/admin/messages',
        '/admin/search',
        '/admin/reports',
        '/admin/reports?tab=products&dimension=variant',
        '/admin/reports?tab=delivery',
        '/admin/reports?tab=promotions',
        '/admin/reports?tab=customers&by=week',
        '/admin/reports?tab=stock',
        '/admin/reports?tab=vat',
        '/admin/settings',
      ],
      'admin',
      problems,
    );
    expect(problems).toEqual({});
  }, 120_000);
});
