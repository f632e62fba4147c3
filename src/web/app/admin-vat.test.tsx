/**
 * Admin → Settings and the Mushak-6.3 in the browser against a real shop server (issue 43): the
 * owner sets the legal identity and VAT (a bad BIN refused with the server's words first), sees
 * them again after a reload and in the footer; an order placed after registering has its tax
 * invoice with its serial and VAT, in English and in Bangla digits; an order placed before has
 * none. Settings is for staff holding settings.manage.
 */
import '../test/browser';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { closeApp, renderApp } from '../test/render-app';
import {
  checkoutBody,
  createShopper,
  createStaff,
  fillCart,
  injectAs,
  type ShopServer,
  signInAsInBrowser,
  signInInBrowser,
  startShopServer,
  vatPricedProduct,
} from '../test/shop-server';

let shop: ShopServer;
/** ৳1,150 with its 15 % VAT: ৳1,000 before VAT and ৳150 of VAT. */
let lipstick: { id: number; name: string };
/** Placed before the shop registered for VAT: no tax invoice. */
let before: string;

const SLOW = { timeout: 15_000 };

/** A row header's name starts with the text (a product's name may hold +). */
const startsWith = (text: string) => (name: string) => name.startsWith(text);

async function place(): Promise<string> {
  const shopper = await createShopper(shop.app);
  await fillCart(shop.app, shopper, [[lipstick.id, 1]]);
  const placed = await injectAs(shop.app, shopper, 'POST', '/api/orders', checkoutBody());
  expect(placed.statusCode, placed.body).toBe(201);
  return (placed.json() as { id: string }).id;
}

beforeAll(async () => {
  shop = await startShopServer();
  lipstick = await vatPricedProduct(shop.db);
  before = await place();
  await signInInBrowser(shop, 'owner');
});
afterAll(() => shop?.close());
afterEach(closeApp);

test('the owner sets the legal identity and VAT: a bad BIN refused, then saved and shown again', async () => {
  const user = userEvent.setup();
  await renderApp('/admin/settings');
  const nav = await screen.findByRole('navigation', { name: 'Admin sections' }, SLOW);
  expect(within(nav).getByRole('link', { name: 'Settings' })).toBeTruthy();
  const form = await screen.findByRole('form', { name: 'Legal identity and VAT' }, SLOW);
  const field = (label: RegExp) => within(form).getByLabelText(label) as HTMLInputElement;

  await user.type(field(/^Registered name/), 'Sajghor Trading Ltd.');
  await user.type(field(/^Registered address/), 'House 12, Road 5, Dhanmondi, Dhaka 1205');
  await user.type(field(/^Digital Business ID/), 'DBID-১২৩৪৫৬৭৮৯');
  await user.type(field(/^Trade licence number/), 'TRAD/DNCC/012345/2024');
  await user.click(field(/^The shop is registered for VAT/));
  await user.type(field(/^BIN/), '12345');
  expect(field(/^Standard VAT rate/).value).toBe('15');
  expect(field(/^BIN/).getAttribute('aria-describedby')).toBeTruthy();
  await user.click(within(form).getByRole('button', { name: 'Add a category' }));
  await user.selectOptions(within(form).getByLabelText('Category'), 'skincare');
  await user.type(within(form).getByLabelText('Rate (%)'), '7.5');
  await user.click(within(form).getByRole('button', { name: 'Save' }));

  // Refused by the server, in its words; nothing saved.
  expect((await within(form).findByRole('alert', {}, SLOW)).textContent).toContain(
    'Enter the BIN as 13 digits, such as 000123456-0101',
  );
  const unsaved = await shop.db.execute(sql`SELECT count(*)::int AS n FROM vat_category_rates`);
  expect(unsaved.rows).toEqual([{ n: 0 }]);

  await user.clear(field(/^BIN/));
  await user.type(field(/^BIN/), '000123456-0101');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Saved', {}, SLOW)).toBeTruthy();
  expect(within(form).queryByRole('alert')).toBeNull();
  // As the server normalised it: the DBID's digits only.
  expect(field(/^Digital Business ID/).value).toBe('123456789');
  closeApp();

  await renderApp('/admin/settings');
  const again = await screen.findByRole('form', { name: 'Legal identity and VAT' }, SLOW);
  const value = (label: RegExp | string) =>
    (within(again).getByLabelText(label) as HTMLInputElement).value;
  expect(value(/^Registered name/)).toBe('Sajghor Trading Ltd.');
  expect(value(/^Registered address/)).toBe('House 12, Road 5, Dhanmondi, Dhaka 1205');
  expect(value(/^Digital Business ID/)).toBe('123456789');
  expect(value(/^Trade licence number/)).toBe('TRAD/DNCC/012345/2024');
  expect(
    (within(again).getByLabelText(/^The shop is registered/) as HTMLInputElement).checked,
  ).toBe(true);
  expect(value(/^BIN/)).toBe('000123456-0101');
  expect(value(/^Standard VAT rate/)).toBe('15');
  expect(value('Category')).toBe('skincare');
  expect(value('Rate (%)')).toBe('7.5');
  // The footer of every page shows the numbers the owner set.
  expect(
    await screen.findByText('DBID 123456789 · Trade licence TRAD/DNCC/012345/2024', {}, SLOW),
  ).toBeTruthy();
}, 90_000);

test('an order placed after registering has its Mushak-6.3; one placed before has none', async () => {
  const registered = await fetch('/api/admin/settings/legal', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify({
      legalName: 'Sajghor Trading Ltd.',
      legalAddress: 'House 12, Road 5, Dhanmondi, Dhaka 1205',
      dbid: null,
      tradeLicence: null,
      vatRegistered: true,
      bin: '000123456-0101',
      vatRatePercent: 15,
      categoryRates: [],
    }),
  });
  expect(registered.status).toBe(200);
  const after = await place();
  const issued = await shop.db.execute<{ serial: number }>(
    sql`SELECT serial FROM vat_documents WHERE order_id = ${after}`,
  );
  const serial = String(issued.rows[0]?.serial);

  const user = userEvent.setup();
  await renderApp(`/admin/orders/${after}`);
  await user.click(await screen.findByRole('link', { name: 'VAT invoice (Mushak-6.3)' }, SLOW));
  expect(await screen.findByRole('heading', { name: 'Tax invoice' }, SLOW)).toBeTruthy();
  expect(screen.getByText('Mushak-6.3')).toBeTruthy();
  expect(document.title).toContain(`Mushak-6.3 no. ${serial}`);
  expect(screen.getByText('Invoice no.:').nextElementSibling?.textContent).toBe(serial);
  expect(screen.getByText('Sajghor Trading Ltd.')).toBeTruthy();
  expect(screen.getByText('000123456-0101')).toBeTruthy();
  expect(screen.getByText('Rina Begum')).toBeTruthy();
  const table = screen.getByRole('table');
  const line = within(table).getByRole('rowheader', { name: startsWith(lipstick.name) });
  expect(line.closest('tr')?.textContent).toMatch(
    /^1.+1৳1,000\.00৳1,000\.0015%৳150\.00৳1,150\.00$/,
  );
  expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  closeApp();

  await renderApp(`/admin/orders/${before}/vat-invoice`);
  expect(
    await screen.findByText(
      'This order has no VAT invoice: it is not confirmed yet (an online payment not made), or it was confirmed before the shop registered for VAT.',
      {},
      SLOW,
    ),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to order' })).toBeTruthy();
}, 90_000);

test('staff without settings.manage have no Settings in the admin sections', async () => {
  await signInAsInBrowser(await createStaff(shop.app, shop.db, 'packing'));
  await renderApp('/admin/orders');
  const nav = await screen.findByRole('navigation', { name: 'Admin sections' }, SLOW);
  expect(within(nav).getByRole('link', { name: 'Orders' })).toBeTruthy();
  expect(within(nav).queryByRole('link', { name: 'Settings' })).toBeNull();
  await signInInBrowser(shop, 'owner');
}, 60_000);

test('in Bangla the Mushak-6.3 reads in Bangla digits', async () => {
  const orders = await shop.db.execute<{ orderId: string; serial: number }>(
    sql`SELECT order_id AS "orderId", serial FROM vat_documents ORDER BY serial DESC LIMIT 1`,
  );
  const issued = orders.rows[0];
  if (!issued) throw new Error('no VAT invoice issued yet');
  const bangla = await fetch('/api/account/language', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'bn' }),
    credentials: 'same-origin',
  });
  expect(bangla.ok).toBe(true);
  await renderApp(`/admin/orders/${issued.orderId}/vat-invoice`, 'bn');
  expect(await screen.findByRole('heading', { name: 'কর চালানপত্র' }, SLOW)).toBeTruthy();
  expect(screen.getByText('মূসক-৬.৩')).toBeTruthy();
  const digits = String(issued.serial).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)] ?? d);
  expect(screen.getByText('চালানপত্র নম্বর:').nextElementSibling?.textContent).toBe(digits);
  expect(screen.getByText('০০০১২৩৪৫৬-০১০১')).toBeTruthy();
  const line = within(screen.getByRole('table'))
    .getByRole('rowheader', { name: startsWith(lipstick.name) })
    .closest('tr');
  expect(line?.textContent).toMatch(/^১.+১৳১,০০০\.০০৳১,০০০\.০০১৫%৳১৫০\.০০৳১,১৫০\.০০$/);
  const issuedAt = screen.getByText('ইস্যুর তারিখ ও সময়:').nextElementSibling?.textContent ?? '';
  expect(issuedAt).toMatch(/[০-৯]/);
  expect(issuedAt).not.toMatch(/[0-9]/);
}, 60_000);
