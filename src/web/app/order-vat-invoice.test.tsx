/**
 * The buyer's own copy of her Mushak-6.3, against a real shop server: from her order's page she
 * follows "VAT invoice (Mushak-6.3)" to the invoice with the seller's BIN, its serial and its VAT,
 * in English and in Bangla; a cancelled order's credit note follows its invoice; an order placed
 * before the shop registered for VAT offers no link, and its invoice page says there is none.
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { formatMoney } from '#shared/money';
import { queryKeys } from '../lib/query-keys';
import { closeApp, renderApp } from '../test/render-app';
import {
  checkoutBody,
  createShopper,
  fillCart,
  injectAs,
  type ShopServer,
  type SignedInShopper,
  signInAsInBrowser,
  signInInBrowser,
  startShopServer,
  vatPricedProduct,
  vatRegistered,
} from '../test/shop-server';

let shop: ShopServer;
let rina: SignedInShopper;
/** ৳1,150 with its 15 % VAT: ৳1,000 before VAT and ৳150 of VAT. */
let lipstick: { id: number; name: string };
/** Rina's, placed before the shop registered for VAT: no tax invoice. */
let before: string;
/** Rina's, placed after. */
let after: string;

const SLOW = { timeout: 15_000 };
const startsWith = (text: string) => (name: string) => name.startsWith(text);

async function place(): Promise<string> {
  await fillCart(shop.app, rina, [[lipstick.id, 1]]);
  const placed = await injectAs(shop.app, rina, 'POST', '/api/orders', checkoutBody());
  expect(placed.statusCode, placed.body).toBe(201);
  return (placed.json() as { id: string }).id;
}

async function invoiceOf(orderId: string) {
  const found = await shop.db.execute<{ serial: number; vat: number; total: number }>(sql`
    SELECT serial, vat, value_incl_vat AS total FROM vat_documents
    WHERE order_id = ${orderId} AND kind = 'invoice'`);
  const [invoice] = found.rows;
  if (!invoice) throw new Error(`order ${orderId} has no invoice`);
  return { serial: String(invoice.serial), vat: Number(invoice.vat), total: Number(invoice.total) };
}

beforeAll(async () => {
  shop = await startShopServer();
  lipstick = await vatPricedProduct(shop.db);
  rina = await createShopper(shop.app);
  before = await place();
  const owner = await signInInBrowser(shop, 'owner');
  const registered = await injectAs(
    shop.app,
    owner,
    'PUT',
    '/api/admin/settings/legal',
    vatRegistered(),
  );
  expect(registered.statusCode, registered.body).toBe(200);
  after = await place();
  await signInAsInBrowser(rina);
});
afterAll(() => shop?.close());
afterEach(closeApp);

test('from her order she opens her Mushak-6.3: the seller’s BIN, the serial and the VAT', async () => {
  const { serial, vat, total } = await invoiceOf(after);
  const user = userEvent.setup();
  await renderApp(`/account/orders/${after}`);
  await user.click(await screen.findByRole('link', { name: 'VAT invoice (Mushak-6.3)' }, SLOW));

  expect(await screen.findByRole('heading', { name: 'Tax invoice' }, SLOW)).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1, name: 'VAT invoice' })).toBeTruthy();
  expect(document.title).toContain('VAT invoice');
  expect(screen.getByText('Mushak-6.3')).toBeTruthy();
  expect(screen.getByText('Invoice no.:').nextElementSibling?.textContent).toBe(serial);
  expect(screen.getByText('Sajghor Lifestyle Ltd.')).toBeTruthy();
  expect(screen.getByText('000123456-0101')).toBeTruthy();
  expect(screen.getByText('Rina Begum')).toBeTruthy();
  const table = screen.getByRole('table');
  const line = within(table).getByRole('rowheader', { name: startsWith(lipstick.name) });
  expect(line.closest('tr')?.textContent).toMatch(
    /^1.+1৳1,000\.00৳1,000\.0015%৳150\.00৳1,150\.00$/,
  );
  const totals = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr');
  const taka = (poisha: number) => formatMoney(poisha, { decimals: true });
  expect(totals?.textContent).toContain(`${taka(vat)}${taka(total)}`);
  expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  // Nothing but the invoice here: no credit note until something is taken back.
  expect(screen.queryByRole('heading', { name: 'Credit note' })).toBeNull();

  await user.click(screen.getByRole('link', { name: 'Back to the order' }));
  expect(await screen.findByRole('heading', { level: 1, name: /^Order/ }, SLOW)).toBeTruthy();
}, 60_000);

test('an order placed before the shop registered offers no invoice, and its page says so', async () => {
  const { queryClient } = await renderApp(`/account/orders/${before}`);
  expect(await screen.findByRole('heading', { level: 1, name: /^Order/ }, SLOW)).toBeTruthy();
  await waitFor(
    () => expect(queryClient.getQueryState(queryKeys.vatDocuments(before))?.status).toBe('success'),
    SLOW,
  );
  expect(screen.queryByRole('link', { name: 'VAT invoice (Mushak-6.3)' })).toBeNull();
  closeApp();

  await renderApp(`/account/orders/${before}/vat-invoice`);
  expect(
    await screen.findByRole('heading', { name: 'No VAT invoice for this order' }, SLOW),
  ).toBeTruthy();
  expect(
    screen.getByText(/Orders confirmed before the shop registered for VAT have none\.$/),
  ).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.getByRole('link', { name: 'Back to the order' })).toBeTruthy();
}, 60_000);

test('a cancelled order’s credit note follows its invoice', async () => {
  const cancelled = await place();
  const { serial } = await invoiceOf(cancelled);
  const cancel = await injectAs(shop.app, rina, 'POST', `/api/orders/${cancelled}/cancel`);
  expect(cancel.statusCode, cancel.body).toBe(200);

  await renderApp(`/account/orders/${cancelled}/vat-invoice`);
  expect(await screen.findByRole('heading', { name: 'Credit note' }, SLOW)).toBeTruthy();
  const [invoice, note] = screen
    .getAllByRole('table')
    .map((table) => table.closest('[data-invoice]'));
  expect(invoice?.textContent).toContain('Tax invoice');
  expect(note?.textContent).toContain('Mushak-6.7');
  expect(note?.textContent).toContain(`Tax invoice no. ${serial} of `);
  expect(note?.textContent).toContain('Reason: Order cancelled');
  expect(note?.parentElement?.className).toContain('print:break-before-page');
}, 60_000);

test('in Bangla her Mushak-6.3 reads in Bangla, with Bangla digits', async () => {
  const { serial } = await invoiceOf(after);
  const bangla = await fetch('/api/account/language', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'bn' }),
    credentials: 'same-origin',
  });
  expect(bangla.ok).toBe(true);
  const user = userEvent.setup();
  await renderApp(`/account/orders/${after}`, 'bn');
  await user.click(await screen.findByRole('link', { name: 'ভ্যাট চালানপত্র (মূসক-৬.৩)' }, SLOW));

  expect(await screen.findByRole('heading', { name: 'কর চালানপত্র' }, SLOW)).toBeTruthy();
  expect(screen.getByText('মূসক-৬.৩')).toBeTruthy();
  const digits = serial.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)] ?? d);
  expect(screen.getByText('চালানপত্র নম্বর:').nextElementSibling?.textContent).toBe(digits);
  expect(screen.getByText('০০০১২৩৪৫৬-০১০১')).toBeTruthy();
  const line = within(screen.getByRole('table'))
    .getByRole('rowheader', { name: startsWith(lipstick.name) })
    .closest('tr');
  expect(line?.textContent).toMatch(/^১.+১৳১,০০০\.০০৳১,০০০\.০০১৫%৳১৫০\.০০৳১,১৫০\.০০$/);
  expect(screen.getByRole('button', { name: 'প্রিন্ট করুন' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'অর্ডারে ফিরে যান' })).toBeTruthy();
  expect(document.title).toContain('ভ্যাট চালানপত্র');
}, 60_000);
