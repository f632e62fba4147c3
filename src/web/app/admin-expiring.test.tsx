/**
 * The dashboard's card of batches expiring within 60 days (issue 41), against a real shop server:
 * the batches with their value at cost, a clearance sale started from it after a confirmation
 * that says the whole shade goes on sale, the card in Bangla, and who sees what of it. The card is
 * rendered on its own: the dashboard's sales chart (recharts) cannot render under the tests' React
 * on Preact, and its failure would take the page, this card with it.
 */
import '../test/browser';
import { render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { ALL_MESSAGES } from '#shared/i18n/catalogues';
import type { Language } from '#shared/i18n/languages';
import { type Permission, SHIPPED_ROLES } from '#shared/permissions';
import { ExpiringBatchesCard } from '../features/admin/components/dashboard/expiring-batches-card';
import { StaffAccessProvider } from '../features/admin/utils/staff-access';
import { createQueryClient } from '../lib/query-client';
import { closeApp } from '../test/render-app';
import {
  createStaff,
  createStaffRole,
  dhakaDay,
  injectAs,
  oneShade,
  receive,
  type ShopServer,
  setVariant,
  signInAsInBrowser,
  signInInBrowser,
  startShopServer,
} from '../test/shop-server';
import { ShopApp } from './shop-app';

let shop: ShopServer;
let soon = 0;
beforeAll(async () => {
  shop = await startShopServer();
  // The seeded shelf's own lots expiring soon move out of the window: the card is this file's.
  await shop.db.execute(sql`
    UPDATE stock_batches SET expires_on = expires_on + 400
      WHERE expires_on IS NOT NULL AND expires_on < current_date + 70`);
  soon = await oneShade(shop.db, 30, 0, 'Ruby');
  await receive(shop.db, soon, 3, { code: 'D59', expiresOn: dhakaDay(59), unitCost: 40_000 });
  const past = await oneShade(shop.db, 31, 0, 'Coral');
  await setVariant(shop.db, past, { costPrice: 25_000 });
  await receive(shop.db, past, 4, { code: 'OLD', expiresOn: dhakaDay(-3) });
  await createStaffRole(shop.db, 'stock_reader', 'Stock reader', ['reports.view', 'products.view']);
});
afterAll(() => shop?.close());
afterEach(closeApp);

const SLOW = { timeout: 15_000 };
const MANAGER: readonly Permission[] = SHIPPED_ROLES.manager;
const READER: Permission[] = ['reports.view', 'products.view'];

/** The card as the dashboard shows it to staff holding `permissions`. */
function renderCard(permissions: readonly Permission[], language: Language = 'en') {
  const signIn = { email: null, phoneNumber: null, hasPassword: true };
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <StaffAccessProvider value={{ staffRole: null, permissions, signIn }}>
          <ExpiringBatchesCard />
        </StaffAccessProvider>
      ),
    },
  ]);
  render(
    <ShopApp
      language={language}
      messages={ALL_MESSAGES[language]}
      queryClient={createQueryClient()}
    >
      <RouterProvider router={router} />
    </ShopApp>,
  );
}

const card = async (name: string | RegExp) =>
  (await screen.findByRole('heading', { name }, SLOW)).closest('section') as HTMLElement;

test('lists the batches with their value at cost and starts a clearance sale on them', async () => {
  await signInInBrowser(shop, 'admin');
  const user = userEvent.setup();
  renderCard(MANAGER);
  const section = await card('Expiring within 60 days');
  expect(within(section).getByText('Value at cost: ৳2,200')).toBeTruthy();
  expect(within(section).getByText('Batch D59')).toBeTruthy();
  expect(within(section).getByText(/^Expired /)).toBeTruthy();
  expect(within(section).getByText('0 on sale · 4 off sale')).toBeTruthy();
  expect(within(section).getByText('৳1,200')).toBeTruthy();
  expect(within(section).getByText('৳1,000')).toBeTruthy();

  const percent = within(section).getByLabelText('Percent off');
  expect((percent as HTMLInputElement).value).toBe('20');
  await user.clear(percent);
  await user.type(percent, '95');
  await user.click(within(section).getByRole('button', { name: 'Start clearance sale' }));
  expect((await within(section).findByRole('alert')).textContent).toContain(
    'Enter a whole percent from 1 to 90',
  );

  await user.clear(percent);
  await user.type(percent, '25');
  await user.click(within(section).getByRole('button', { name: 'Start clearance sale' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain('25% off 1 product or shade');
  expect(dialog.textContent).toContain('all of its units sell at the sale price');
  await user.click(within(dialog).getByRole('button', { name: 'Start the sale' }));

  const link = await within(section).findByRole(
    'link',
    { name: 'See the sale in Promotions' },
    SLOW,
  );
  const found = await shop.db.execute<{ id: number; kind: string; discount_value: number }>(
    sql`SELECT id, kind, discount_value, variant_ids FROM promotions
          WHERE name = 'Clearance: expiring batches'`,
  );
  const sale = found.rows[0];
  expect(found.rows).toEqual([
    { id: sale?.id, kind: 'sale', discount_value: 25, variant_ids: [soon] },
  ]);
  expect(link.getAttribute('href')).toBe(`/admin/promotions/${sale?.id}/edit`);
}, 60_000);

test('reads in Bangla, with Bangla digits', async () => {
  await signInInBrowser(shop, 'admin');
  renderCard(MANAGER, 'bn');
  const section = await card('৬০ দিনের মধ্যে মেয়াদ শেষ');
  expect(within(section).getByText('কেনা দামে মূল্য: ৳২,২০০')).toBeTruthy();
  expect(within(section).getByText('ব্যাচ D59')).toBeTruthy();
  expect(within(section).getByRole('button', { name: 'ক্লিয়ারেন্স সেল শুরু করুন' })).toBeTruthy();
}, 60_000);

test('staff who may not run promotions see the batches but no sale', async () => {
  const reader = await signInAsInBrowser(await createStaff(shop.app, shop.db, 'stock_reader'));
  renderCard(READER);
  const section = await card('Expiring within 60 days');
  expect(within(section).getByText('Batch D59')).toBeTruthy();
  expect(within(section).queryByRole('button', { name: 'Start clearance sale' })).toBeNull();
  // The server refuses them too: hiding the button is a courtesy, not the rule.
  const refused = await injectAs(shop.app, reader, 'POST', '/api/admin/stock/expiring/clearance', {
    percent: 20,
  });
  expect(refused.statusCode).toBe(403);
}, 60_000);
