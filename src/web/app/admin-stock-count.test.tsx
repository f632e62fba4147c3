/**
 * Admin → Stock count in the browser against a real shop server (issue 41): reached from the
 * Products page, a filled sheet shows its difference with its value at cost, one button applies
 * it to the ledger; in Bangla, a line the shop cannot place is named in Bangla.
 */
import '../test/browser';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { formatMoney } from '#shared/money';
import { closeApp, renderApp } from '../test/render-app';
import { type ShopServer, setVariant, signInInBrowser, startShopServer } from '../test/shop-server';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShopServer();
  await signInInBrowser(shop, 'admin');
});
afterAll(() => shop?.close());
afterEach(closeApp);

const SLOW = { timeout: 15_000 };

const sheet = (lines: string[]) =>
  new File([`\uFEFFSKU,Batch,Counted\r\n${lines.join('\r\n')}\r\n`], 'count.csv', {
    type: 'text/csv',
  });

test('a filled sheet’s difference and its value, applied to the ledger; refused in Bangla', async () => {
  const found = await shop.db.execute<{
    variant: number;
    sku: string;
    batch: number;
    quantity: number;
  }>(sql`
    SELECT v.id AS variant, v.sku, b.id AS batch, b.quantity FROM product_variants v
    JOIN stock_batches b ON b.variant_id = v.id
    WHERE b.quantity > 1 AND b.code IS NULL AND b.expires_on IS NULL ORDER BY v.id LIMIT 1`);
  const row = found.rows[0];
  if (!row) throw new Error('the seed has no undated stock');
  await setVariant(shop.db, row.variant, { costPrice: 12_000 });
  const user = userEvent.setup();

  await renderApp('/admin/products');
  await user.click(await screen.findByRole('link', { name: 'Stock count' }, SLOW));
  expect(await screen.findByRole('heading', { name: 'Stock count' }, SLOW)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Download the count sheet' })).toBeTruthy();

  await user.upload(
    screen.getByLabelText('Filled sheet (CSV)'),
    sheet([`${row.sku},#${row.batch},${row.quantity - 1}`]),
  );
  await user.click(screen.getByRole('button', { name: 'Show the differences' }));
  const table = await screen.findByRole('table', {}, SLOW);
  expect(within(table).getByText(row.sku, { exact: false })).toBeTruthy();
  expect(within(table).getAllByText('-1')).toHaveLength(2);
  expect(within(table).getAllByText(`−${formatMoney(12_000)}`)).toHaveLength(2);

  await user.click(screen.getByRole('button', { name: 'Apply the count' }));
  expect(
    await screen.findByText(/^Count #\d+ applied\. Batches changed: 1$/, {}, SLOW),
  ).toBeTruthy();
  const after = await shop.db.execute<{ quantity: number; reason: string }>(sql`
    SELECT b.quantity, (SELECT reason FROM stock_movements m WHERE m.batch_id = b.id
      ORDER BY m.id DESC LIMIT 1) AS reason FROM stock_batches b WHERE b.id = ${row.batch}`);
  expect(after.rows).toEqual([{ quantity: row.quantity - 1, reason: 'counted' }]);
  closeApp();

  const saved = await fetch('/api/account/language', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'bn' }),
    credentials: 'same-origin',
  });
  expect(saved.ok).toBe(true);
  await renderApp('/admin/stock-count');
  expect(await screen.findByRole('heading', { name: 'স্টক গণনা' }, SLOW)).toBeTruthy();
  await user.upload(screen.getByLabelText('পূরণ করা শিট (CSV)'), sheet(['NO-SUCH-SKU,,3']));
  await user.click(screen.getByRole('button', { name: 'পার্থক্য দেখুন' }));
  expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe(
    'লাইন ২: “NO-SUCH-SKU” SKU-র কোনো পণ্য বা শেড নেই',
  );
}, 90_000);
