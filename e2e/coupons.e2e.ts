/**
 * A coupon code from the admin to the shopper's order, in Chromium at phone width (issue 19): the
 * admin creates EID20 (20 % off, minimum ৳2,000) and free delivery inside Dhaka over ৳5,000; a
 * shopper applies EID20 in the cart below the minimum and is told how much to add, adds it, sees
 * the discount, checks out with cash on delivery, and the order page (also in Bangla), the order
 * e-mail and the admin's invoice show the discount with its code.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '#shared/i18n/catalogues';
import type { MessageKey } from '#shared/i18n/keys';
import { formatMoney } from '#shared/money';
import { DESKTOP, launchBrowser, openPage, PHONE, watchPageErrors } from './support/browser';
import { addToCart, button, fillShipping, ordersOf, toast } from './support/checkout';
import { type RunningShop, startShop } from './support/server';
import { createVerifiedShopper, type ShopperLogin, signInThroughPage } from './support/shopper';

type Product = {
  id: number;
  name: string;
  price: number;
  salePrice: number | null;
  stockQuantity: number;
  variants?: unknown[];
};

const OWNER = 'owner.coupons@example.com';
const MINIMUM = 200_000; // ৳2,000
const FREE_DELIVERY_OVER = 500_000; // ৳5,000
const en = (key: MessageKey, params: Record<string, string> = {}) =>
  Object.entries(params).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, value),
    ALL_MESSAGES.en[key] ?? key,
  );
const bn = (key: MessageKey) => ALL_MESSAGES.bn[key] ?? key;
const taka = (poisha: number) => formatMoney(poisha);

let shop: RunningShop;
let browser: Browser;
let owner: Page;
let shopper: Page;
let ownerLogin: ShopperLogin;
let buyer: ShopperLogin;
let product: Product;
const pageErrors: string[][] = [];

beforeAll(async () => {
  shop = await startShop({ OWNER_EMAIL: OWNER });
  browser = await launchBrowser();
  owner = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  shopper = await (await browser.newContext({ viewport: PHONE })).newPage();
  pageErrors.push(watchPageErrors(owner), watchPageErrors(shopper));
  [ownerLogin, buyer] = await Promise.all([
    createVerifiedShopper(shop, {
      firstName: 'Shirin',
      lastName: 'Akhter',
      email: OWNER,
      password: 'nakshi-kantha-9',
    }),
    createVerifiedShopper(shop, {
      firstName: 'Nusrat',
      lastName: 'Jahan',
      email: 'nusrat.coupons@example.com',
      password: 'mishti-doi-42',
    }),
  ]);
  // One of a product is under the minimum, two are over it: ৳1,000 to ৳1,999 at full price.
  let fits: Product | undefined;
  for (let page = 1; !fits && page <= 5; page++) {
    const listed = (await (
      await fetch(`${shop.baseUrl}/api/products?limit=48&page=${page}`)
    ).json()) as { products: Product[] };
    fits = listed.products.find(
      (p) =>
        p.salePrice === null &&
        p.price >= 100_000 &&
        p.price < MINIMUM &&
        p.price % 100 === 0 &&
        p.stockQuantity >= 5 &&
        !p.variants?.length,
    );
  }
  if (!fits) throw new Error('The seed catalogue has no product between ৳1,000 and ৳1,999');
  product = fits;
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** The newest mail to this address whose subject matches, waiting a little for it. */
async function newestMailTo(email: string, subject: RegExp): Promise<string> {
  const dir = path.join(shop.dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const file of files.filter((name) => name.endsWith('.json'))) {
      const mail = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as {
        to: { address: string }[];
        subject: string;
        text: string;
      };
      if (mail.to.some((to) => to.address === email) && subject.test(mail.subject)) {
        return mail.text;
      }
    }
    if (Date.now() > deadline) throw new Error(`No mail matching ${subject} to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a coupon code', () => {
  let orderId = '';
  let discount = 0;

  it('is created by the admin through the promotions API', async () => {
    await signInThroughPage(owner, shop, ownerLogin, '/admin');
    const created = await owner.evaluate(async (minimum) => {
      const response = await fetch('/api/admin/promotions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          kind: 'coupon',
          code: 'eid20',
          name: 'Eid 20 % off',
          discountType: 'percent',
          discountValue: 20,
          minSubtotal: minimum,
          startsAt: new Date(Date.now() - 60_000).toISOString(),
          endsAt: null,
        }),
      });
      return { status: response.status, body: await response.json() };
    }, MINIMUM);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.code).toBe('EID20');
    const settings = await owner.evaluate(async (over) => {
      const response = await fetch('/api/admin/settings/free-delivery', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ dhakaOver: over, everywhereOver: null }),
      });
      return response.status;
    }, FREE_DELIVERY_OVER);
    expect(settings).toBe(200);
  });

  it('is refused in the cart below the minimum, saying how much to add', async () => {
    await signInThroughPage(shopper, shop, buyer);
    await addToCart(shopper, product.id, 1);
    await openPage(shopper, `${shop.baseUrl}/cart`);
    await shopper.getByLabel(en('coupon.label')).fill('eid20');
    await button(shopper, en('coupon.apply')).click();
    const short = taka(MINIMUM - product.price);
    await shopper
      .getByText(en('coupon.refusal.minimum', { amount: short, code: 'EID20' }))
      .waitFor();
    // Free delivery inside Dhaka is ৳5,000 away less the one product.
    await shopper
      .getByText(en('freeDelivery.remaining', { amount: taka(FREE_DELIVERY_OVER - product.price) }))
      .waitFor();
    expect(await shopper.getByText(en('coupon.discount', { code: 'EID20' })).count()).toBe(0);
  });

  it('is accepted once the cart reaches the minimum, with the discount on the line and the total', async () => {
    discount = (product.price * 2 * 20) / 100;
    await shopper.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
    await shopper.getByText(en('coupon.applied', { code: 'EID20' })).waitFor();
    const summary = shopper.getByRole('region', { name: en('cart.summary.title') as string });
    const discountRow = shopper.locator('dl div').filter({
      hasText: en('coupon.discount', { code: 'EID20' }),
    });
    await discountRow.waitFor();
    expect(await discountRow.textContent()).toContain(`−${taka(discount)}`);
    // A cart-wide code: the one line carries all of it.
    expect(await shopper.locator('[data-line-discount]').first().textContent()).toBe(
      `EID20 −${taka(discount)}`,
    );
    const total = product.price * 2 - discount + 10_000;
    expect(await summary.getByText(taka(total), { exact: true }).count()).toBeGreaterThan(0);
    await shopper.screenshot({ path: '/tmp/h4-e2e-cart-applied.png', fullPage: true });
  });

  it('goes with the shopper to checkout and onto the order', async () => {
    await shopper.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await shopper.waitForURL(`${shop.baseUrl}/checkout`);
    await fillShipping(shopper);
    await shopper.getByRole('radio', { name: /Inside Dhaka/ }).check();
    await button(shopper, 'Continue').click();
    await shopper.getByRole('radio', { name: /Cash on Delivery/ }).check();
    await button(shopper, 'Continue').click();
    await shopper.getByRole('heading', { name: 'Review Your Order' }).waitFor();
    await shopper.getByText(en('coupon.applied', { code: 'EID20' })).waitFor();
    await shopper
      .getByText(`−${taka(discount)}`)
      .first()
      .waitFor();
    await button(shopper, 'Place Order').click();
    await toast(shopper, 'Order placed successfully!');
    await shopper.waitForURL(`${shop.baseUrl}/account?tab=orders`);

    const [order] = (await ordersOf(shopper)) as unknown as {
      id: string;
      discount: number;
      couponCode: string | null;
      total: number;
    }[];
    expect(order?.couponCode).toBe('EID20');
    expect(order?.discount).toBe(discount);
    expect(order?.total).toBe(product.price * 2 - discount + 10_000);
    orderId = order?.id ?? '';
  });

  it('shows on the order page, in English and in Bangla', async () => {
    await openPage(shopper, `${shop.baseUrl}/account/orders/${orderId}`);
    const row = shopper
      .locator('section[aria-labelledby="order-order-summary-heading"] dl div')
      .filter({
        hasText: en('coupon.discount', { code: 'EID20' }),
      });
    await row.waitFor();
    expect(await row.textContent()).toContain(`−${formatMoney(discount, { decimals: true })}`);

    await shopper.getByRole('button', { name: en('common.header.openMenu') }).click();
    await shopper.getByRole('button', { name: en('common.language.switchTo') }).click();
    await shopper.waitForFunction(() => document.documentElement.lang === 'bn');
    const bangla = shopper
      .locator('section[aria-labelledby="order-order-summary-heading"] dl div')
      .filter({
        hasText: bn('coupon.discount').replace('{code}', 'EID20'),
      });
    await bangla.waitFor();
    expect(await bangla.textContent()).toContain(
      `−${formatMoney(discount, { locale: 'bn', decimals: true })}`,
    );
  });

  it('is in the order e-mail', async () => {
    const text = await newestMailTo(buyer.email, /order/i);
    expect(text).toContain('EID20');
    expect(text).toContain(taka(discount)); // also the start of '৳800.00'
  });

  it("is on the admin's order and invoice", async () => {
    await openPage(owner, `${shop.baseUrl}/admin/orders/${orderId}/invoice`);
    const row = owner.locator('[data-invoice] dl div').filter({
      hasText: en('coupon.discount', { code: 'EID20' }),
    });
    await row.waitFor();
    expect(await row.textContent()).toContain(`−${formatMoney(discount, { decimals: true })}`);
    expect(await owner.locator('[data-invoice] [data-line-discount]').textContent()).toContain(
      'EID20',
    );
  });

  it('raised no page errors', () => {
    expect(pageErrors.flat()).toEqual([]);
  });
});
