/**
 * Points and store credit in Chromium at 390 px (issue 44): in Bangla, a delivered order earns
 * points the shopper then spends on a second order, whose total the server computed; in English, a
 * return refunded as store credit pays part of a third order, the rest on delivery. Screenshots go
 * to $POINTS_SHOTS when set.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '#shared/i18n/catalogues';
import type { TranslationKey } from '#shared/i18n/keys';
import type { Language } from '#shared/i18n/languages';
import { createTranslator, type MessageParams } from '#shared/i18n/translator';
import type { Order } from '#shared/schemas/order';
import type { Product } from '#shared/schemas/product';
import type { ReturnView } from '#shared/schemas/returns';
import { adminCall, apiCookie } from './support/banners';
import { DESKTOP, launchBrowser, openPage, PHONE, sidewaysOverflow } from './support/browser';
import { addToCart, button, fillShipping, toast } from './support/checkout';
import { type RunningShop, startShop } from './support/server';
import {
  createOwner,
  createVerifiedShopper,
  type ShopperLogin,
  signedInPage,
} from './support/shopper';

const OWNER = 'owner.points@example.com';
const SHOTS = process.env.POINTS_SHOTS;

let shop: RunningShop;
let browser: Browser;
let cookie: string;
let owner: ShopperLogin;
let product: Product;
let page: Page;
let errors: string[];
/** The first order: delivered, it earns the points, and later comes back as store credit. */
let first: Order;
/** Its return, refunded as store credit. */
let creditReturn: ReturnView;

const words = (language: Language) => {
  const translator = createTranslator(language, ALL_MESSAGES[language]);
  return {
    t: (key: TranslationKey, params?: MessageParams) => translator.t(key, params),
    money: (poisha: number) => translator.money(poisha, { decimals: true }),
  };
};

async function shoot(name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The signed-in page's own orders, newest first, as the server has them. */
const myOrders = (): Promise<Order[]> =>
  page.evaluate(async () => (await (await fetch('/api/orders')).json()).orders);

async function moveOrder(id: string, status: 'shipped' | 'delivered') {
  await adminCall(shop, cookie, 'POST', `/api/admin/orders/${id}/status`, { status });
}

/** Review step to placed: cash on delivery inside Dhaka, in the page's language. */
async function toReview(language: Language) {
  const { t } = words(language);
  await openPage(page, `${shop.baseUrl}/checkout`);
  await fillShipping(page, t('checkout.button.continue'));
  await page.getByRole('radio', { name: new RegExp(t('orders.location.dhaka')) }).check();
  await button(page, t('checkout.button.continue')).click();
  await page.getByRole('radio', { name: new RegExp(t('orders.method.cod')) }).check();
  await button(page, t('checkout.button.continue')).click();
  await page.getByRole('heading', { name: t('checkout.heading.review') }).waitFor();
}

async function placeHere(language: Language) {
  const { t } = words(language);
  await button(page, t('checkout.button.placeOrder')).click();
  await toast(page, t('checkout.toast.placed'));
  await page.waitForURL(`${shop.baseUrl}/account?tab=orders`);
}

beforeAll(async () => {
  shop = await startShop({ OWNER_EMAIL: OWNER });
  browser = await launchBrowser();
  owner = await createOwner(shop, OWNER);
  cookie = await apiCookie(shop, owner);
  // A point for every ৳10, worth ৳1, paying at most half an order.
  await adminCall(shop, cookie, 'PUT', '/api/admin/points/settings', {
    enabled: true,
    earnTaka: 10,
    worthTaka: 1,
    expireMonths: 12,
    maxPercent: 50,
  });
  const listed = (await (
    await fetch(`${shop.baseUrl}/api/products?category=skincare&limit=48`)
  ).json()) as { products: Product[] };
  const found = listed.products.find(
    (each) => !each.variantSummary && each.stockQuantity >= 10 && each.salePrice === null,
  );
  if (!found) throw new Error('no skincare product without shades, in stock, at full price');
  product = found;
  const login = await createVerifiedShopper(
    shop,
    {
      firstName: 'Farzana',
      lastName: 'Akter',
      email: 'farzana.points@example.com',
      password: 'shorshe-ilish-5',
    },
    'bn',
  );
  ({ page, errors } = await signedInPage(browser, shop, login, {
    viewport: PHONE,
    language: 'bn',
    returnTo: '/account',
  }));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('points, in Bangla at 390 px', () => {
  it('earns points when her first order is delivered, and shows them on her account', async () => {
    const { t } = words('bn');
    await addToCart(page, product.id, 2);
    await toReview('bn');
    await placeHere('bn');
    const [placed] = await myOrders();
    if (!placed) throw new Error('no first order');
    first = placed;
    await moveOrder(first.id, 'shipped');
    await moveOrder(first.id, 'delivered');

    const earned = Math.floor((first.subtotal - first.discount) / 1_000);
    await openPage(page, `${shop.baseUrl}/account?tab=points`);
    await page
      .getByText(t('points.balance', { count: earned }), { exact: true })
      .first()
      .waitFor();
    await page.getByText(t('points.reason.earned')).first().waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await shoot('points-account-phone-bn');
  }, 120_000);

  it('spends them on a second order, priced by the server', async () => {
    const { t, money } = words('bn');
    const before = Math.floor((first.subtotal - first.discount) / 1_000);
    await addToCart(page, product.id, 1);
    await toReview('bn');
    const box = page.locator('[data-points-box]');
    await box.waitFor();
    // The box offers all she may use: half of one item's price in points, or all she holds.
    const cap = Math.min(before, Math.floor(product.price / 200));
    await box.getByRole('button', { name: t('points.use.apply') }).click();
    await box.getByRole('status').waitFor();
    await shoot('points-checkout-phone-bn');
    await placeHere('bn');

    const [second] = await myOrders();
    if (!second) throw new Error('no second order');
    expect(second).toMatchObject({
      pointsUsed: cap,
      pointsDiscount: cap * 100,
      total: product.price + second.shipping + second.codCharge - cap * 100,
    });
    await openPage(page, `${shop.baseUrl}/account/orders/${second.id}`);
    await page
      .getByText(t('points.discount', { points: cap }))
      .first()
      .waitFor();
    await page.getByText(money(second.total)).first().waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await shoot('points-order-phone-bn');
  }, 120_000);
});

describe('store credit, in English at 390 px', () => {
  it('pays part of a third order with the refund of a return she kept as credit', async () => {
    const { t, money } = words('en');
    await page.request.put(`${shop.baseUrl}/api/account/language`, {
      data: { language: 'en' },
      headers: { origin: shop.baseUrl },
    });
    await page.context().addCookies([{ name: 'lang', value: 'en', url: shop.baseUrl }]);

    // She returns one of the first order's two items, asking for store credit; the shop refunds it.
    const item = first.items[0];
    if (!item) throw new Error('no line on the first order');
    const asked = await page.evaluate(
      async ({ orderId, itemId }) =>
        (
          await fetch(`/api/orders/${orderId}/returns`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              lines: [{ itemId, quantity: 1 }],
              reason: 'Too strong for my skin',
              refundAs: 'credit',
            }),
          })
        ).json() as Promise<Order>,
      { orderId: first.id, itemId: item.id },
    );
    const found = asked.returns?.at(-1) as ReturnView;
    creditReturn = found;
    await adminCall(shop, cookie, 'POST', `/api/admin/returns/${found.id}/decision`, {
      decision: 'accept',
    });
    await adminCall(shop, cookie, 'POST', `/api/admin/returns/${found.id}/receive`, {
      lines: found.lines.map((line) => ({ lineId: line.id, restock: line.quantity })),
    });
    await adminCall(shop, cookie, 'POST', `/api/admin/returns/${found.id}/refund`, {
      method: 'credit',
      amount: found.worth,
    });

    await addToCart(page, product.id, 2);
    await toReview('en');
    const box = page.locator('[data-credit-box]');
    await box.waitFor();
    await box.getByRole('textbox').fill(String(found.worth / 200));
    await box.getByRole('button', { name: t('credit.use.apply') }).click();
    await box.getByRole('status').waitFor();
    await shoot('credit-checkout-phone-en');
    await placeHere('en');

    const [third] = await myOrders();
    if (!third) throw new Error('no third order');
    const paidByCredit = found.worth / 2;
    expect(third).toMatchObject({
      creditPaid: paidByCredit,
      total: third.subtotal - third.discount + third.shipping + third.codCharge - paidByCredit,
      paymentMethod: 'cod',
    });
    await openPage(page, `${shop.baseUrl}/account/orders/${third.id}`);
    await page.getByText(money(paidByCredit)).first().waitFor();
    await page.getByText(money(third.total)).first().waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await shoot('credit-order-phone-en');
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('on a desktop', () => {
  it('shows her points and credit together, and the owner both rules, in either language', async () => {
    const en = words('en');
    await page.setViewportSize(DESKTOP);
    await openPage(page, `${shop.baseUrl}/account?tab=points`);
    await page.getByRole('region', { name: en.t('credit.heading') }).waitFor();
    await page.getByRole('heading', { name: en.t('points.heading') }).waitFor();
    await shoot('points-and-credit-account-desktop-en');

    const bn = words('bn');
    const admin = await signedInPage(browser, shop, owner, {
      viewport: DESKTOP,
      language: 'bn',
      returnTo: '/admin/promotions',
    });
    await openPage(admin.page, `${shop.baseUrl}/admin/promotions`);
    await admin.page.getByText(bn.t('admin.points.title'), { exact: true }).waitFor();
    await admin.page.getByText(bn.t('admin.credit.title'), { exact: true }).waitFor();
    const shootAdmin = async (name: string) => {
      if (SHOTS) {
        await admin.page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
      }
    };
    await shootAdmin('admin-promotions-desktop-bn');

    // The return she took as credit: her credit opens from its order, holding what is left of it.
    await openPage(admin.page, `${shop.baseUrl}/admin/returns/${creditReturn.id}`);
    await shootAdmin('admin-return-desktop-bn');
    await admin.page
      .getByRole('button', {
        name: bn.t('admin.customerCredit.openFor', { name: 'Farzana Akter' }),
      })
      .click();
    const dialog = admin.page.getByRole('dialog', {
      name: bn.t('admin.customerCredit.title', { name: 'Farzana Akter' }),
    });
    await dialog
      .getByText(bn.money(creditReturn.worth / 2))
      .first()
      .waitFor();
    await shootAdmin('admin-return-credit-desktop-bn');
    await admin.page.setViewportSize(PHONE);
    expect(await sidewaysOverflow(admin.page)).toBeLessThanOrEqual(0);
    await shootAdmin('admin-return-credit-phone-bn');
    expect(admin.errors).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);
});
