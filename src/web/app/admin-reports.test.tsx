/**
 * Admin → Reports in the browser against a real shop server (issue 42): orders placed through the
 * checkout and dated into October (and one in September, the days before), read as sales over
 * time and by product; the CSV links carry the same query; a reversed range shows the server's
 * message; the Reports section is for staff holding reports.view. Last, the shop registers for VAT
 * and the next order's Mushak-6.3 shows in the VAT tab (issue 43).
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { formatMoney } from '#shared/money';
import type { VatReport } from '#shared/schemas/vat-report';
import { dhakaToday, presetRange } from '../features/admin/utils/report-view';
import { closeApp, renderApp } from '../test/render-app';
import {
  checkoutBody,
  createCoupon,
  createShopper,
  createStaff,
  fillCart,
  injectAs,
  insertParcel,
  type ShopServer,
  setVariant,
  signInAsInBrowser,
  signInInBrowser,
  startShopServer,
  vatRegistered,
} from '../test/shop-server';

let shop: ShopServer;
/** ৳1,000 with a cost price of ৳400, and ৳250.50 whose cost price is not kept. */
let lipstick: { id: number; name: string };
let serum: { id: number; name: string };

const SLOW = { timeout: 15_000 };
const OCTOBER = '/admin/reports?range=custom&from=2026-10-01&to=2026-10-31';

async function place(
  lines: [number, number][],
  dhakaTime?: string,
  body: Record<string, unknown> = {},
): Promise<string> {
  const shopper = await createShopper(shop.app);
  await fillCart(shop.app, shopper, lines);
  const placed = await injectAs(shop.app, shopper, 'POST', '/api/orders', checkoutBody(body));
  expect(placed.statusCode, placed.body).toBe(201);
  const { id } = placed.json() as { id: string };
  if (dhakaTime) {
    await shop.db.execute(
      sql`UPDATE orders SET created_at = ${`${dhakaTime}+06:00`}::timestamptz WHERE id = ${id}`,
    );
  }
  return id;
}

beforeAll(async () => {
  shop = await startShopServer();
  const found = await shop.db.execute<{ id: number; name: string; variant: number }>(sql`
    SELECT p.id, p.name, min(v.id) AS variant FROM products p JOIN product_variants v ON v.product_id = p.id
    WHERE p.status = 'active' GROUP BY p.id HAVING count(v.id) = 1 ORDER BY p.id LIMIT 2`);
  const [first, second] = found.rows;
  if (!first || !second) throw new Error('the seed has no two one-variant products');
  lipstick = { id: first.id, name: first.name };
  serum = { id: second.id, name: second.name };
  const shade = {
    salePrice: null,
    promoPrice: null,
    stockQuantity: 1_000,
    status: 'active' as const,
  };
  await setVariant(shop.db, Number(first.variant), { ...shade, price: 100_000, costPrice: 40_000 });
  await setVariant(shop.db, Number(second.variant), { ...shade, price: 25_050, costPrice: null });

  // October: ৳2,000 on the 5th; ৳1,000 + 5 × ৳250.50 on the 20th, at 11:30 p.m. in Dhaka.
  await place([[lipstick.id, 2]], '2026-10-05T10:00:00');
  await place(
    [
      [lipstick.id, 1],
      [serum.id, 5],
    ],
    '2026-10-20T23:30:00',
  );
  // The days before October: ৳1,000 on 15 September.
  await place([[lipstick.id, 1]], '2026-09-15T12:00:00');
  // Today: this month's one order.
  await place([[lipstick.id, 1]]);
}, 120_000);
afterAll(() => shop?.close());
afterEach(closeApp);

const card = (name: string) => {
  const summary = screen.getByRole('region', { name: 'Summary' });
  return within(summary).getByText(name, { selector: 'dt' }).parentElement as HTMLElement;
};
const csvLink = () => screen.getByRole('link', { name: 'Download CSV' }) as HTMLAnchorElement;

test('sales over time: this month by default, then October beside September, by day and month', async () => {
  await signInInBrowser(shop, 'owner');
  const user = userEvent.setup();
  await renderApp('/admin/products');
  await user.click(await screen.findByRole('link', { name: 'Reports' }, SLOW));
  expect(await screen.findByRole('heading', { name: 'Reports', level: 2 }, SLOW)).toBeTruthy();
  expect(screen.getByRole('tab', { name: 'Sales over time' }).getAttribute('aria-selected')).toBe(
    'true',
  );
  const range = screen.getByLabelText('Dates') as HTMLSelectElement;
  expect(range.value).toBe('thisMonth');
  expect(screen.getByText(/^Showing 1\b/)).toBeTruthy();
  await screen.findByRole('region', { name: 'Summary' }, SLOW);
  expect(within(card('Orders')).getByText('1')).toBeTruthy();
  expect(within(card('Net sales')).getByText('৳1,000')).toBeTruthy();
  closeApp();

  await renderApp(OCTOBER);
  await screen.findByRole('region', { name: 'Summary' }, SLOW);
  expect((screen.getByLabelText('Dates') as HTMLSelectElement).value).toBe('custom');
  expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-10-01');
  const net = card('Net sales');
  expect(within(net).getByText('৳4,252.50')).toBeTruthy();
  // ৳4,252.50 against September's ৳1,000 (31 August to 30 September, the 31 days before).
  expect(within(net).getByText(/^\+325% vs 31 Aug\s?–\s?30 Sept? 2026$/)).toBeTruthy();
  expect(within(card('Orders')).getByText('2')).toBeTruthy();
  expect(within(card('Discounts')).getByText(/^Same as /)).toBeTruthy();

  const days = screen.getByRole('table', { name: 'Day by day' });
  const [head, ...rows] = within(days).getAllByRole('row');
  expect(
    within(head as HTMLElement)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual([
    'Period',
    'Orders',
    'Items',
    'Gross sales',
    'Discounts',
    'Returns and refunds',
    'Net sales',
    'Delivery charged',
    'COD charges',
    'Total sales',
  ]);
  // Every day of October, then the totals.
  expect(rows).toHaveLength(32);
  const fifth = within(days).getByRole('rowheader', { name: '5 Oct 2026' }).closest('tr');
  expect(fifth?.textContent).toContain('৳2,000');
  // 11:30 p.m. in Dhaka is still the 20th there.
  const twentieth = within(days).getByRole('rowheader', { name: '20 Oct 2026' }).closest('tr');
  expect(twentieth?.textContent).toContain('৳2,252.50');
  const totals = within(days).getByRole('rowheader', { name: 'Total' }).closest('tr');
  expect(totals?.textContent).toMatch(/^Total28৳4,252.50৳0৳0৳4,252.50/);

  const byMethod = screen.getByRole('table', { name: 'By payment method' });
  const cod = within(byMethod).getByRole('rowheader', { name: 'Cash on Delivery' }).closest('tr');
  expect(cod?.textContent).toBe('Cash on Delivery2৳4,252.50');
  expect(within(byMethod).getAllByRole('row')).toHaveLength(2);
  const bySource = screen.getByRole('table', { name: 'By order source' });
  expect(within(bySource).getByRole('rowheader', { name: 'Website' })).toBeTruthy();

  expect(csvLink().getAttribute('href')).toBe(
    '/api/admin/reports/sales.csv?from=2026-10-01&to=2026-10-31&by=day',
  );
  const csv = await fetch(csvLink().href, { credentials: 'same-origin' });
  expect(csv.status).toBe(200);
  expect(csv.headers.get('content-type')).toContain('text/csv');
  expect(await csv.text()).toContain('4252.50');

  await user.selectOptions(screen.getByLabelText('Group by'), 'month');
  const months = await screen.findByRole('table', { name: 'Month by month' }, SLOW);
  expect(within(months).getByRole('rowheader', { name: 'October 2026' })).toBeTruthy();
  expect(csvLink().getAttribute('href')).toContain('by=month');
}, 90_000);

test('by product: sorted by margin, by variant, searched; no margin without a cost price', async () => {
  await signInInBrowser(shop, 'owner');
  const user = userEvent.setup();
  await renderApp(OCTOBER);
  await user.click(await screen.findByRole('tab', { name: 'By product' }, SLOW));
  const table = await screen.findByRole('table', { name: 'Sales by product' }, SLOW);
  const names = () =>
    within(screen.getByRole('table', { name: /^Sales by / }))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
  // Net sales first: ৳3,000 of lipstick, ৳1,252.50 of serum.
  expect(names()).toEqual([lipstick.name, serum.name, 'Total']);
  const row = within(table).getByRole('rowheader', { name: lipstick.name }).closest('tr');
  // 3 units, none returned, ৳3,000, cost 3 × ৳400, margin ৳1,800 or 60%.
  expect(row?.textContent).toBe(`${lipstick.name}30৳3,000৳1,200৳1,80060%`);
  const serumRow = within(table).getByRole('rowheader', { name: serum.name }).closest('tr');
  expect(serumRow?.textContent).toBe(
    `${serum.name}50৳1,252.50—No cost price—No cost price—No cost price`,
  );
  expect(screen.getByText(/^A dash \(—\) means the cost price is not kept/)).toBeTruthy();

  await user.selectOptions(screen.getByLabelText('Sort by'), 'units');
  await waitFor(() => expect(names()).toEqual([serum.name, lipstick.name, 'Total']), SLOW);
  await user.selectOptions(screen.getByLabelText('Sort by'), 'margin');
  await waitFor(() => expect(names()).toEqual([lipstick.name, serum.name, 'Total']), SLOW);
  expect(csvLink().getAttribute('href')).toBe(
    '/api/admin/reports/products.csv?from=2026-10-01&to=2026-10-31&dimension=product&sort=margin',
  );

  await user.selectOptions(screen.getByLabelText('Show by'), 'variant');
  const variants = await screen.findByRole('table', { name: 'Sales by variant' }, SLOW);
  expect(within(variants).getAllByRole('columnheader')[1]?.textContent).toBe('Variant');

  await user.type(screen.getByLabelText('Search'), serum.name);
  await waitFor(() => expect(names()).toEqual([serum.name, 'Total']), SLOW);
  expect(csvLink().getAttribute('href')).toContain(
    `q=${encodeURIComponent(serum.name).replace(/%20/g, '+')}`,
  );
}, 90_000);

test('a reversed range shows what the server said, by the dates', async () => {
  await signInInBrowser(shop, 'owner');
  const user = userEvent.setup();
  await renderApp(OCTOBER);
  await screen.findByRole('region', { name: 'Summary' }, SLOW);
  const from = screen.getByLabelText('From');
  await user.clear(from);
  await user.type(from, '2026-11-15');
  const alert = await screen.findByRole('alert', {}, SLOW);
  expect(alert.textContent).toBe('The end date comes before the start date');
  expect(from.getAttribute('aria-invalid')).toBe('true');
  expect(screen.queryByRole('region', { name: 'Summary' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
}, 60_000);

test('delivery and COD: couriers, then the districts with the most returned first', async () => {
  const booked = new Date('2026-06-10T10:00:00+06:00');
  const delivered = new Date('2026-06-12T10:00:00+06:00');
  for (const [district, status] of [
    ['dhaka', 'delivered'],
    ['dhaka', 'delivered'],
    ['sylhet', 'delivered'],
    ['sylhet', 'returned'],
  ] as const) {
    await insertParcel(shop.db, {
      status,
      district,
      bookedAt: booked,
      deliveredAt: status === 'delivered' ? delivered : null,
      collectedAmount: status === 'delivered' ? 106_000 : null,
    });
  }
  await signInInBrowser(shop, 'owner');
  const user = userEvent.setup();
  await renderApp('/admin/reports?range=custom&from=2026-06-01&to=2026-06-30');
  await user.click(await screen.findByRole('tab', { name: 'Delivery and COD' }, SLOW));
  const couriers = await screen.findByRole('table', { name: 'By courier' }, SLOW);
  const steadfast = within(couriers).getByRole('rowheader', { name: 'Steadfast' }).parentElement;
  expect(within(steadfast as HTMLElement).getByText('75%')).toBeTruthy();
  const districts = screen.getByRole('table', { name: 'By district, the most returned first' });
  const names = within(districts)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
  expect(names).toEqual(['Sylhet', 'Dhaka', 'Total']);
  const sylhet = within(districts).getByRole('rowheader', { name: 'Sylhet' }).parentElement;
  expect(within(sylhet as HTMLElement).getByText('50%')).toBeTruthy();
  expect(csvLink().getAttribute('href')).toBe(
    '/api/admin/reports/delivery.csv?from=2026-06-01&to=2026-06-30',
  );
}, 60_000);

test('promotions: each coupon with its orders from new and returning customers, its discount and net sales', async () => {
  await createCoupon(shop.db, { code: 'JULY10', name: 'July ten', discountValue: 10 });
  // July: the checkout's phone orders for the first time with the code, then again with it.
  await place([[lipstick.id, 1]], '2026-07-05T12:00:00', { couponCode: 'JULY10' });
  await place([[lipstick.id, 2]], '2026-07-06T12:00:00', { couponCode: 'JULY10' });
  await signInInBrowser(shop, 'owner');
  const user = userEvent.setup();
  await renderApp('/admin/reports?range=custom&from=2026-07-01&to=2026-07-31');
  await user.click(await screen.findByRole('tab', { name: 'Promotions' }, SLOW));
  const table = await screen.findByRole(
    'table',
    { name: 'Coupons and sales, the most net sales first' },
    SLOW,
  );
  const row = within(table)
    .getByRole('rowheader', { name: /^July ten/ })
    .closest('tr');
  // Two orders, one new and one returning; ৳100 + ৳200 off ৳3,000, ৳2,700 left.
  expect(row?.textContent).toBe('July tenCoupon code · JULY10211৳300৳2,700');
  expect(within(card('Discount given')).getByText('৳300')).toBeTruthy();
  expect(within(card('From new customers')).getByText('1')).toBeTruthy();
  expect(within(card('Net sales')).getByText(/^None in 31 May\s?–\s?30 Jun 2026$/)).toBeTruthy();
  expect(csvLink().getAttribute('href')).toBe(
    '/api/admin/reports/promotions.csv?from=2026-07-01&to=2026-07-31',
  );
}, 60_000);

test('customers: new and returning, who came back, and the top customers', async () => {
  await signInInBrowser(shop, 'owner');
  const user = userEvent.setup();
  await renderApp(OCTOBER);
  await user.click(await screen.findByRole('tab', { name: 'Customers' }, SLOW));
  const top = await screen.findByRole('table', { name: 'Top customers by net spend' }, SLOW);
  // Every order of this file comes from the checkout's one phone, first in September.
  const row = within(top).getByRole('rowheader', { name: '01712345678' }).closest('tr');
  expect(row?.textContent).toBe('01712345678Rina Begum2৳4,252.5020 Oct 2026');
  expect(within(card('Returning customers')).getByText('1')).toBeTruthy();
  expect(within(card('Repeat purchase rate')).getByText('100%')).toBeTruthy();
  const periods = screen.getByRole('table', { name: 'New and returning customers' });
  expect(within(periods).getAllByRole('row')).toHaveLength(1 + 31 + 1);
  const cohorts = screen.getByRole('table', { name: 'Who came back' });
  expect(within(cohorts).getByRole('rowheader', { name: 'October 2026' })).toBeTruthy();
  expect(csvLink().getAttribute('href')).toBe(
    '/api/admin/reports/customers.csv?from=2026-10-01&to=2026-10-31&by=day',
  );
}, 60_000);

test('segments: rules that contradict are refused; repeat buyers saved, shown and theirs to export', async () => {
  await signInInBrowser(shop, 'owner');
  const user = userEvent.setup();
  await renderApp('/admin/reports?tab=customers');
  const form = await screen.findByRole('form', { name: 'New segment' }, SLOW);
  await user.type(within(form).getByLabelText('Name'), 'Repeat buyers');
  await user.type(within(form).getByLabelText('Orders, at least'), '3');
  await user.type(within(form).getByLabelText('Orders, at most'), '2');
  await user.click(within(form).getByRole('button', { name: 'Save segment' }));
  expect((await within(form).findByRole('alert', {}, SLOW)).textContent).toContain(
    'The most orders must be at least the fewest orders',
  );
  await user.clear(within(form).getByLabelText('Orders, at most'));
  await user.clear(within(form).getByLabelText('Orders, at least'));
  await user.type(within(form).getByLabelText('Orders, at least'), '2');
  await user.type(within(form).getByLabelText('Ordered in the last (days)'), '365');
  await user.click(within(form).getByRole('button', { name: 'Save segment' }));
  const card = (
    await screen.findByRole('heading', { name: 'Repeat buyers', level: 4 }, SLOW)
  ).closest('li') as HTMLElement;
  // The checkout's one phone, whose accounts never allowed marketing messages.
  expect(card.textContent).toContain('Ordered in the last (days): 365 · Orders, at least: 2');
  expect(card.textContent).toContain('1 customer, 0 allowed marketing messages');
  expect(within(card).getByRole('button', { name: 'Download phones for SMS' })).toBeTruthy();
  await user.click(within(card).getByRole('button', { name: 'Show customers' }));
  const members = await within(card).findByRole(
    'table',
    { name: 'Customers in Repeat buyers' },
    SLOW,
  );
  const row = within(members).getByRole('rowheader', { name: '01712345678' }).closest('tr');
  expect(row?.textContent).toContain('Not allowed');
}, 60_000);

test('stock value: held now by category, and what has not sold in the chosen days', async () => {
  await signInInBrowser(shop, 'owner');
  const user = userEvent.setup();
  await renderApp('/admin/reports?tab=stock&slowDays=30');
  const held = await screen.findByRole('table', { name: 'Held now, by category' }, SLOW);
  expect(within(held).getByRole('rowheader', { name: 'Total' })).toBeTruthy();
  const slow = screen.getByRole('table', { name: 'In stock, no sale in 30 days' });
  // The serum last sold on 20 October; the lipstick sold today.
  const serumRow = within(slow).getByRole('rowheader', { name: serum.name }).parentElement;
  expect(within(serumRow as HTMLElement).getByText('20 Oct 2026')).toBeTruthy();
  expect(within(slow).queryByRole('rowheader', { name: lipstick.name })).toBeNull();
  expect(csvLink().getAttribute('href')).toBe('/api/admin/reports/stock.csv?slowDays=30');
  await user.selectOptions(screen.getByLabelText('Slow movers: no sale in'), '60');
  const longer = await screen.findByRole('table', { name: 'In stock, no sale in 60 days' }, SLOW);
  expect(within(longer).queryByRole('rowheader', { name: serum.name })).toBeNull();
}, 60_000);

test('Reports is for staff who read reports: an accountant, not a packer', async () => {
  await signInAsInBrowser(await createStaff(shop.app, shop.db, 'packing'));
  await renderApp('/admin/orders');
  const nav = await screen.findByRole('navigation', { name: 'Admin sections' }, SLOW);
  expect(within(nav).getByRole('link', { name: 'Orders' })).toBeTruthy();
  expect(within(nav).queryByRole('link', { name: 'Reports' })).toBeNull();
  closeApp();
  await renderApp('/admin/reports');
  expect(await screen.findByRole('heading', { name: 'Not for your role' }, SLOW)).toBeTruthy();
  closeApp();

  await signInAsInBrowser(await createStaff(shop.app, shop.db, 'accountant'));
  await renderApp('/admin/orders');
  const theirs = await screen.findByRole('navigation', { name: 'Admin sections' }, SLOW);
  const link = within(theirs).getByRole('link', { name: 'Reports' });
  expect(link.getAttribute('href')).toBe('/admin/reports');
  closeApp();
  await renderApp(OCTOBER);
  await screen.findByRole('region', { name: 'Summary' }, SLOW);
  expect(within(card('Net sales')).getByText('৳4,252.50')).toBeTruthy();
}, 60_000);

test('in Bangla, with Bangla digits', async () => {
  await signInInBrowser(shop, 'owner');
  const saved = await fetch('/api/account/language', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'bn' }),
    credentials: 'same-origin',
  });
  expect(saved.ok).toBe(true);
  await renderApp(OCTOBER, 'bn');
  expect(await screen.findByRole('tab', { name: 'সময়ের সাথে বিক্রি' }, SLOW)).toBeTruthy();
  const summary = await screen.findByRole('region', { name: 'সারসংক্ষেপ' }, SLOW);
  const net = within(summary).getByText('নিট বিক্রি', { selector: 'dt' })
    .parentElement as HTMLElement;
  expect(within(net).getByText('৳৪,২৫২.৫০')).toBeTruthy();
  expect(within(net).getByText(/তুলনায় \+৩২৫%$/)).toBeTruthy();
  expect(screen.getByRole('table', { name: 'দিন অনুযায়ী' })).toBeTruthy();
});

// Last: from here on every order placed gets a Mushak-6.3.
test('VAT: once the shop is registered, a COD order has its invoice, its VAT in the Invoices card', async () => {
  const owner = await signInInBrowser(shop, 'owner');
  const registered = await injectAs(
    shop.app,
    owner,
    'PUT',
    '/api/admin/settings/legal',
    vatRegistered(),
  );
  expect(registered.statusCode, registered.body).toBe(200);
  const orderId = await place([[lipstick.id, 1]]);
  const { from, to } = presetRange('thisMonth', dhakaToday());
  const answer = await fetch(`/api/admin/reports/vat?from=${from}&to=${to}`, {
    credentials: 'same-origin',
  });
  expect(answer.status).toBe(200);
  const report = (await answer.json()) as VatReport;
  const invoice = report.documents.find((document) => document.orderId === orderId);
  if (!invoice) throw new Error('the order has no invoice in the VAT report');
  expect(invoice.kind).toBe('invoice');
  expect(invoice.vat).toBeGreaterThan(0);
  const taka = (poisha: number) => formatMoney(poisha, { decimals: true });

  await renderApp('/admin/reports?tab=vat');
  expect(
    (await screen.findByRole('tab', { name: 'VAT' }, SLOW)).getAttribute('aria-selected'),
  ).toBe('true');
  expect((screen.getByLabelText('Dates') as HTMLSelectElement).value).toBe('thisMonth');
  const documents = await screen.findByRole('table', { name: 'Documents' }, SLOW);
  const link = within(documents).getByRole('link', {
    name: `Order #${orderId.slice(0, 8)}`,
  });
  expect(link.getAttribute('href')).toBe(`/admin/orders/${orderId}`);
  const row = link.closest('tr') as HTMLElement;
  expect(within(row).getByRole('rowheader').textContent).toBe('Invoice (Mushak-6.3)');
  expect(within(row).getByText(String(invoice.serial))).toBeTruthy();
  expect(within(row).getByText('Rina Begum')).toBeTruthy();
  expect(row.textContent).toContain(
    `${taka(invoice.valueExclVat)}${taka(invoice.vat)}${taka(invoice.valueInclVat)}`,
  );

  const invoices = card('Invoices');
  expect(within(invoices).getByText(taka(report.totals.invoices.vat))).toBeTruthy();
  expect(within(invoices).getByText(taka(report.totals.invoices.valueExclVat))).toBeTruthy();
  // This month's other order was placed before the shop registered.
  expect(report.totals.invoices.documents).toBe(1);
  expect(within(invoices).getByText('1 document')).toBeTruthy();
  const byRate = screen.getByRole('table', { name: 'By rate' });
  const standard = within(byRate).getByRole('rowheader', { name: '15%' }).closest('tr');
  expect(standard?.textContent).toContain(taka(invoice.vat));

  expect(csvLink().getAttribute('href')).toBe(`/api/admin/reports/vat.csv?from=${from}&to=${to}`);
  const csv = await fetch(csvLink().href, { credentials: 'same-origin' });
  expect(csv.status).toBe(200);
  expect(await csv.text()).toContain('"Invoice (Mushak-6.3)"');

  // October's orders were all placed before the shop registered: no document.
  closeApp();
  await renderApp('/admin/reports?tab=vat&range=custom&from=2026-10-01&to=2026-10-31');
  expect(
    await screen.findByText('No VAT document was issued in these days.', {}, SLOW),
  ).toBeTruthy();
}, 60_000);
