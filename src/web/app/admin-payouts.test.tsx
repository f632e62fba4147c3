/**
 * Admin → Payouts in the browser against a real shop server: the report by courier and Dhaka
 * delivery day with its totals, the unpaid parcels (a mismatch marked), recording a payout for two
 * ticked parcels with the amount prefilled as their cash less charges, which moves them to paid
 * out, and the CSV link carrying the filters. Parcels are written straight to the database.
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { formatMoney } from '#shared/money';
import { closeApp, renderApp } from '../test/render-app';
import {
  insertParcel,
  type ShopServer,
  signInInBrowser,
  startShopServer,
} from '../test/shop-server';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShopServer();
  await signInInBrowser(shop, 'admin');
});
afterAll(() => shop?.close());
afterEach(closeApp);

const SLOW = { timeout: 15_000 };
const day = new Date('2025-06-10T06:00:00Z');

test('the report, the unpaid parcels and recording a payout', async () => {
  await insertParcel(shop.db, {
    deliveredAt: day,
    consignmentId: 'SF-1001',
    codAmount: 100_000,
    charge: 6_000,
  });
  await insertParcel(shop.db, {
    deliveredAt: day,
    consignmentId: 'SF-1002',
    codAmount: 50_000,
    collectedAmount: 40_000,
    charge: 6_000,
  });
  await insertParcel(shop.db, {
    courier: 'pathao',
    deliveredAt: day,
    consignmentId: 'PT-2001',
    codAmount: 30_000,
    charge: 7_000,
  });
  const user = userEvent.setup();
  await renderApp('/admin/payouts?courier=steadfast&from=2025-06-10&to=2025-06-10');

  expect(await screen.findByRole('heading', { name: 'Courier payouts' }, SLOW)).toBeTruthy();
  const report = await screen.findByRole('heading', { name: 'By courier and delivery day' }, SLOW);
  const reportTable = within(report.parentElement as HTMLElement).getByRole('table');
  const row = within(reportTable).getAllByRole('row')[1] as HTMLElement;
  expect(within(row).getByText('Steadfast')).toBeTruthy();
  expect(within(row).getAllByText(formatMoney(140_000)).length).toBeGreaterThan(0);
  expect(within(row).getByText(formatMoney(12_000))).toBeTruthy();
  expect(screen.queryByText('PT-2001')).toBeNull();

  const totals = screen.getByRole('region', { name: 'Totals' });
  expect(within(totals).getAllByText(formatMoney(128_000))).toHaveLength(1);

  const form = screen.getByRole('form', { name: 'Record a payout' });
  const mismatched = within(form).getByText('SF-1002').closest('tr') as HTMLElement;
  expect(within(mismatched).getByText('Collected differs')).toBeTruthy();

  await user.click(within(form).getByRole('checkbox', { name: 'Select parcel SF-1001' }));
  await user.click(within(form).getByRole('checkbox', { name: 'Select parcel SF-1002' }));
  const amount = within(form).getByLabelText(/Amount received/) as HTMLInputElement;
  expect(amount.value).toBe('1280');
  await user.type(within(form).getByLabelText(/Payment reference/), 'SF-JUNE-1');
  await user.click(within(form).getByRole('button', { name: 'Record payout' }));

  const history = await screen.findByRole('heading', { name: 'Payouts recorded' });
  const paid = await within(history.parentElement as HTMLElement).findByText('SF-JUNE-1', {}, SLOW);
  const paidRow = paid.closest('tr') as HTMLElement;
  expect(within(paidRow).getByText(formatMoney(128_000))).toBeTruthy();
  await waitFor(
    () => expect(screen.queryByRole('form', { name: 'Record a payout' })).toBeNull(),
    SLOW,
  );
  expect(within(totals).getAllByText(formatMoney(128_000)).length).toBeGreaterThan(0);

  const csv = screen.getByRole('link', { name: 'Download CSV' });
  expect(csv.getAttribute('href')).toBe(
    '/api/admin/courier-payouts.csv?courier=steadfast&from=2025-06-10&to=2025-06-10',
  );
});

test('a refused payout shows the server’s words above the form', async () => {
  const parcel = await insertParcel(shop.db, {
    deliveredAt: new Date('2025-07-01T06:00:00Z'),
    consignmentId: 'SF-3001',
  });
  const user = userEvent.setup();
  await renderApp('/admin/payouts?courier=steadfast&from=2025-07-01&to=2025-07-01');
  const form = await screen.findByRole('form', { name: 'Record a payout' }, SLOW);
  await user.click(within(form).getByRole('checkbox', { name: 'Select parcel SF-3001' }));
  await user.type(within(form).getByLabelText(/Payment reference/), 'SF-JULY-1');
  // Meanwhile the courier's news turns it into a return: the server refuses it, naming it.
  await shop.db.execute(sql`UPDATE shipments SET status = 'returned' WHERE id = ${parcel.id}`);
  await user.click(within(form).getByRole('button', { name: 'Record payout' }));
  const alert = await within(form).findByRole('alert', {}, SLOW);
  expect(alert.textContent).toContain('SF-3001');
});
