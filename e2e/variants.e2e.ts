/**
 * Shades and sizes, in Chromium (issue 17's "Done when"): a shopper at 390 px picks Ruby Woo and a
 * size-39 shoe on their pages, checks out, and the order page, the e-mail, the admin's invoice and
 * the orders CSV name both; the owner creates a six-shade lipstick in the editor, and imports 200
 * products from a CSV whose one bad row the dry run refuses.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CSV_COLUMNS } from '#shared/schemas/admin-import';
import type { Product } from '#shared/schemas/product';
import { DESKTOP, launchBrowser, openPage, PHONE, watchPageErrors } from './support/browser';
import { button, fillShipping, ordersOf, payByBkash, placeOrder } from './support/checkout';
import { type RunningShop, startShop } from './support/server';
import { createVerifiedShopper, type ShopperLogin, signInThroughPage } from './support/shopper';

const OWNER = 'owner.variants@example.com';
const SHADES = ['Ruby Woo', 'Velvet Teddy', 'Chili', 'Mehr', 'Mocha', 'Plum Dandy'];

let shop: RunningShop;
let browser: Browser;
let shopper: Page;
let owner: Page;
let buyer: ShopperLogin;
let ownerLogin: ShopperLogin;
const pageErrors: string[][] = [];
let orderId = '';

beforeAll(async () => {
  shop = await startShop({ OWNER_EMAIL: OWNER });
  browser = await launchBrowser();
  shopper = await (await browser.newContext({ viewport: PHONE })).newPage();
  owner = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  pageErrors.push(watchPageErrors(shopper), watchPageErrors(owner));
  [buyer, ownerLogin] = await Promise.all([
    createVerifiedShopper(shop, {
      firstName: 'Nusrat',
      lastName: 'Jahan',
      email: 'nusrat.shades@example.com',
      password: 'kacchi-biryani-3',
    }),
    createVerifiedShopper(shop, {
      firstName: 'Rumana',
      lastName: 'Ahmed',
      email: OWNER,
      password: 'nakshi-kantha-12',
    }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function getJson<Body>(url: string): Promise<Body> {
  const response = await fetch(`${shop.baseUrl}${url}`);
  expect(response.status, url).toBe(200);
  return (await response.json()) as Body;
}

/** The first listed product with a variant on sale whose option values include `value`. */
async function productWith(listQuery: string, value: string) {
  const { products } = await getJson<{ products: Product[] }>(`/api/products?${listQuery}`);
  for (const listed of products) {
    const product = await getJson<Product>(`/api/products/${listed.id}`);
    const variant = product.variants?.find(
      (candidate) =>
        candidate.options.includes(value) &&
        candidate.status === 'active' &&
        candidate.stockQuantity > 0,
    );
    if (variant) return { product, variant };
  }
  throw new Error(`no product with ${value} in stock for ${listQuery}`);
}

/** Picks each option's value on the product page; the radios are the picker's swatches and sizes. */
async function pick(page: Page, values: string[]) {
  for (const value of values) {
    await page.getByRole('radio', { name: value, exact: true }).check({ force: true });
  }
}

async function cartLines(page: Page): Promise<number> {
  return page.evaluate(async () => (await (await fetch('/api/cart')).json()).items.length);
}

/** The text of the newest stored e-mail to `email` whose subject names the order. */
async function mailAbout(email: string, shortId: string): Promise<string> {
  const dir = path.join(shop.dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  for (;;) {
    for (const file of (await readdir(dir)).filter((name) => name.endsWith('.json'))) {
      const mail = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
      const to = mail.to.some((recipient: { address: string }) => recipient.address === email);
      if (to && String(mail.subject).includes(shortId)) return String(mail.text);
    }
    if (Date.now() > deadline) throw new Error(`no mail about #${shortId}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('shades and sizes', () => {
  it('a shopper picks Ruby Woo and a size-39 shoe at 390 px; the order names both', async () => {
    await signInThroughPage(shopper, shop, buyer);
    const lipstick = await productWith('q=Ruby%20Woo', 'Ruby Woo');
    await openPage(shopper, `${shop.baseUrl}/product/${lipstick.product.id}`);
    // The product's own button comes before the related products' cards.
    const addToCart = button(shopper, 'Add to Cart').first();
    expect(await addToCart.isDisabled()).toBe(true);
    await shopper.getByText('Choose a Shade').first().waitFor();
    await pick(shopper, lipstick.variant.options);
    await expect.poll(() => shopper.url()).toContain(`variant=${lipstick.variant.id}`);
    await addToCart.click();
    await expect.poll(() => cartLines(shopper)).toBe(1);

    const shoe = await productWith('category=shoes&sizes=39', '39');
    await openPage(shopper, `${shop.baseUrl}/product/${shoe.product.id}`);
    await pick(shopper, shoe.variant.options);
    await button(shopper, 'Add to Cart').first().click();
    await expect.poll(() => cartLines(shopper)).toBe(2);

    await openPage(shopper, `${shop.baseUrl}/cart`);
    const cart = shopper.getByRole('main');
    await expect.poll(() => cart.textContent()).toContain('Shade: Ruby Woo');
    expect(await cart.textContent()).toContain('Size: 39');
    await shopper.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await shopper.waitForURL(`${shop.baseUrl}/checkout`);
    await fillShipping(shopper);
    await payByBkash(shopper, 'BKSHADE39X');
    await placeOrder(shopper, shop);

    const [order] = await ordersOf(shopper);
    if (!order) throw new Error('no order');
    orderId = order.id;
    await openPage(shopper, `${shop.baseUrl}/account/orders/${orderId}`);
    const detail = shopper.getByRole('main');
    await expect.poll(() => detail.textContent()).toContain('Shade: Ruby Woo');
    expect(await detail.textContent()).toContain('Size: 39');

    const mail = await mailAbout(buyer.email, orderId.slice(0, 8));
    expect(mail).toContain('Shade: Ruby Woo');
    expect(mail).toContain('Size: 39');
  });

  it("the owner's invoice and orders CSV name both variants", async () => {
    await signInThroughPage(owner, shop, ownerLogin, '/admin');
    await openPage(owner, `${shop.baseUrl}/admin/orders/${orderId}/invoice`);
    const invoice = owner.getByRole('main');
    await expect.poll(() => invoice.textContent()).toContain('Shade: Ruby Woo');
    expect(await invoice.textContent()).toContain('Size: 39');

    const csv = await owner.evaluate(async () => (await fetch('/api/admin/orders.csv')).text());
    const row = csv.split('\n').find((line) => line.includes(orderId)) ?? '';
    expect(row).toContain('Shade: Ruby Woo');
    expect(row).toContain('Size: 39');
  });

  it('the owner creates a lipstick in six shades in the editor', async () => {
    await openPage(owner, `${shop.baseUrl}/admin/products/new`);
    await owner.getByLabel(/^Name/).fill('Kohl Matte Lipstick');
    await owner.getByLabel(/^Category/).selectOption('makeup');
    await owner.getByLabel('Brand').fill('MAC');
    await button(owner, 'Add an option').click();
    await owner.getByRole('textbox', { name: 'Option 1', exact: true }).fill('Shade');
    const values = owner.getByRole('textbox', { name: 'Values of Shade', exact: true });
    for (const shade of SHADES) {
      await values.fill(shade);
      await values.press('Enter');
    }
    await button(owner, 'Generate variants').click();
    await owner.getByLabel('Set price for all').fill('2400');
    await owner.getByLabel('Set price for all').press('Enter');
    await owner.getByLabel('Set stock for all').fill('5');
    await owner.getByLabel('Set stock for all').press('Enter');
    await owner.getByLabel('Swatch: Ruby Woo').fill('#9b111e');
    await button(owner, 'Create Product').click();
    await owner.waitForURL(`${shop.baseUrl}/admin/products`);

    const { products } = await getJson<{ products: Product[] }>(
      '/api/products?q=Kohl%20Matte%20Lipstick',
    );
    const created = products.find((product) => product.name === 'Kohl Matte Lipstick');
    expect(created?.variantSummary).toMatchObject({ optionName: 'Shade', valueCount: 6 });
    await openPage(shopper, `${shop.baseUrl}/product/${created?.id}`);
    expect(await shopper.getByRole('radio').count()).toBe(6);
  });

  it('imports 200 products from a CSV once the dry run has refused its one bad row', async () => {
    const rows: string[][] = [];
    const row = (cells: Record<string, string>) =>
      PRODUCT_CSV_COLUMNS.map((column) => cells[column] ?? '');
    for (let n = 1; n <= 200; n += 1) {
      const handle = `import-e2e-${n}`;
      rows.push(
        row({
          Handle: handle,
          Name: `Aloe Gel ${n}`,
          Category: 'skincare',
          Brand: 'Mamaearth',
          'Price (BDT)': n === 14 ? 'abc' : '450',
          Stock: '12',
        }),
      );
    }
    const csv = (sheet: string[][]) =>
      [[...PRODUCT_CSV_COLUMNS], ...sheet]
        .map((cells) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(','))
        .join('\n');

    await openPage(owner, `${shop.baseUrl}/admin/import`);
    const upload = async (text: string) => {
      await owner
        .locator('#import-csv')
        .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
      await button(owner, 'Check file').click();
    };
    await upload(csv(rows));
    await owner.getByText('Refused rows: 1').waitFor();
    // On a desktop the rows are a table; the sheet's row 15 holds n = 14 (the header is row 1).
    const refused = owner.getByRole('table').getByRole('row').filter({ hasText: 'Refused' });
    await refused.getByText("Price (BDT) 'abc' is not a number").waitFor();
    expect(await refused.getByRole('cell').first().textContent()).toBe('15');
    expect(await button(owner, 'Apply').isDisabled()).toBe(true);

    rows[13] = row({
      Handle: 'import-e2e-14',
      Name: 'Aloe Gel 14',
      Category: 'skincare',
      Brand: 'Mamaearth',
      'Price (BDT)': '450',
      Stock: '12',
    });
    await upload(csv(rows));
    await owner.getByText('New products: 200').waitFor();
    await button(owner, 'Apply').click();
    await owner.getByText('Imported: 200 new and 0 changed products.').waitFor({ timeout: 30_000 });
    const found = await getJson<{ total: number }>('/api/products?q=Aloe%20Gel&limit=1');
    expect(found.total).toBeGreaterThanOrEqual(200);
    expect(pageErrors.flat()).toEqual([]);
  });
});
