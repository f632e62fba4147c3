/**
 * Admin → Purchases in the browser against a real shop server (issue 41): a supplier added, a
 * purchase order drafted by SKU, marked ordered, received in part with a dated batch, and the
 * printable goods received note naming the batch; the list shows what is still due. A supplier
 * edited in place, in English and Bangla.
 */
import '../test/browser';
import { fireEvent, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { closeApp, renderApp } from '../test/render-app';
import { type ShopServer, signInInBrowser, startShopServer } from '../test/shop-server';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShopServer();
  await signInInBrowser(shop, 'admin');
});
afterAll(() => shop?.close());
afterEach(closeApp);

const SLOW = { timeout: 15_000 };

test('a supplier, a purchase order by SKU, a delivery in part and its receipt note', async () => {
  const found = await shop.db.execute<{ sku: string }>(
    sql`SELECT sku FROM product_variants ORDER BY id LIMIT 1`,
  );
  const sku = String(found.rows[0]?.sku);
  const user = userEvent.setup();
  await renderApp('/admin/purchases');
  expect(await screen.findByRole('heading', { name: 'Purchases' }, SLOW)).toBeTruthy();

  await user.type(await screen.findByLabelText('Name', {}, SLOW), 'Chawkbazar Wholesale');
  await user.click(screen.getByRole('button', { name: 'Add the supplier' }));
  const option = await screen.findByRole('option', { name: 'Chawkbazar Wholesale' }, SLOW);
  await user.selectOptions(screen.getByLabelText('Supplier'), option);
  await user.type(screen.getByLabelText('SKU'), sku);
  await user.type(screen.getByLabelText('Quantity'), '5');
  await user.type(screen.getByLabelText('Unit cost (৳)'), '420.50');
  await user.click(screen.getByRole('button', { name: 'Save the draft' }));

  await user.click(await screen.findByRole('button', { name: 'Mark ordered' }, SLOW));
  await user.type(await screen.findByLabelText('Received', {}, SLOW), '2');
  await user.type(screen.getByLabelText('Batch or lot'), 'CW-7');
  fireEvent.change(screen.getByLabelText('Made on'), { target: { value: '2026-01-01' } });
  fireEvent.change(screen.getByLabelText('Expires on'), { target: { value: '2028-03-31' } });
  await user.click(screen.getByRole('button', { name: 'Record the delivery' }));

  expect(
    await screen.findByRole('heading', { name: /Goods received note #\d+/ }, SLOW),
  ).toBeTruthy();
  expect(screen.getByText('CW-7')).toBeTruthy();
  expect(screen.getByText('2026-01-01 / 2028-03-31')).toBeTruthy();
  expect(screen.getByText('Chawkbazar Wholesale')).toBeTruthy();

  await user.click(screen.getByRole('link', { name: /Purchase order #\d+/ }));
  expect(await screen.findByText(/Partly received/, {}, SLOW)).toBeTruthy();
  const stock = await shop.db.execute<{ quantity: number }>(
    sql`SELECT quantity FROM stock_batches WHERE code = 'CW-7'`,
  );
  expect(stock.rows).toEqual([{ quantity: 2 }]);
}, 90_000);

test('a supplier edited in the form it was added with, the list showing the change', async () => {
  await shop.db.execute(
    sql`INSERT INTO suppliers (name, phone) VALUES ('Mirpur Cosmetics House', '01711000000')`,
  );
  const user = userEvent.setup();
  await renderApp('/admin/purchases');
  await user.click(
    await screen.findByRole('button', { name: 'Edit Mirpur Cosmetics House' }, SLOW),
  );
  const form = screen.getByRole('button', { name: 'Save the supplier' }).closest('form');
  if (!form) throw new Error('no supplier form');
  const name = within(form).getByLabelText('Name') as HTMLInputElement;
  const phone = within(form).getByLabelText('Phone') as HTMLInputElement;
  expect([name.value, phone.value]).toEqual(['Mirpur Cosmetics House', '01711000000']);
  await user.clear(phone);
  await user.type(phone, '01811222333');
  await user.type(within(form).getByLabelText('Address'), 'Mirpur 10, Dhaka');
  await user.click(within(form).getByRole('button', { name: 'Save the supplier' }));

  expect(await screen.findByText('Mirpur Cosmetics House · 01811222333', {}, SLOW)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Save the supplier' })).toBeNull();
  const saved = await shop.db.execute(
    sql`SELECT phone, address FROM suppliers WHERE name = 'Mirpur Cosmetics House'`,
  );
  expect(saved.rows).toEqual([{ phone: '01811222333', address: 'Mirpur 10, Dhaka' }]);
  closeApp();

  // The admin's account keeps their language: the panel follows it once signed in.
  const bangla = await fetch('/api/account/language', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'bn' }),
    credentials: 'same-origin',
  });
  expect(bangla.ok).toBe(true);
  await renderApp('/admin/purchases', 'bn');
  await user.click(
    await screen.findByRole('button', { name: 'Mirpur Cosmetics House এডিট করুন' }, SLOW),
  );
  expect(screen.getByRole('button', { name: 'সরবরাহকারী রাখুন' })).toBeTruthy();
}, 60_000);
