/**
 * Admin → Staff in the browser against a real shop server: the owner invites a packer by mobile
 * number; the packer, signed in, sees only the sections their role allows, starts at the orders,
 * and is told plainly on a page opened by its address that it is not for their role.
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { closeApp, renderApp } from '../test/render-app';
import {
  createShopper,
  createStaff,
  processingOrder,
  type ShopServer,
  signInAsInBrowser,
  signInInBrowser,
  startShopServer,
} from '../test/shop-server';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShopServer();
});
afterAll(() => shop?.close());
afterEach(closeApp);

const SLOW = { timeout: 15_000 };

test('the owner invites a packer by mobile number, who appears with the Packing role', async () => {
  await signInInBrowser(shop, 'owner');
  const user = userEvent.setup();
  await renderApp('/admin/staff');
  expect(await screen.findByRole('heading', { name: 'Staff' }, SLOW)).toBeTruthy();
  const nav = screen.getByRole('navigation', { name: 'Admin sections' });
  expect(within(nav).getByRole('link', { name: 'Staff' })).toBeTruthy();

  await user.type(screen.getByLabelText(/E-mail or mobile number/), '01719876543');
  await user.type(screen.getByLabelText(/Name \(optional\)/), 'Rafi Packer');
  await user.selectOptions(screen.getByLabelText('Role'), 'packing');
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));

  const card = (await screen.findByText('+8801719876543', {}, SLOW)).closest('li') as HTMLElement;
  expect(within(card).getByText('Rafi Packer')).toBeTruthy();
  const role = within(card).getByLabelText('Role of Rafi Packer') as HTMLSelectElement;
  expect(role.value).toBe('packing');
  expect(within(card).getByText('Never')).toBeTruthy();
  closeApp();

  // Their history, from the customers list: the invitation, by whom.
  await renderApp('/admin/customers');
  // The table's link (the phone cards hold the same one, hidden on wide screens).
  const [history] = await screen.findAllByRole('link', { name: 'Activity: Rafi Packer' }, SLOW);
  await user.click(history as HTMLElement);
  expect(await screen.findByText('Staff invited', {}, SLOW)).toBeTruthy();
});

test('a packer sees the orders and packing slips, not customers, refunds or staff', async () => {
  await signInAsInBrowser(await createStaff(shop.app, shop.db, 'packing'));

  const { router } = await renderApp('/admin');
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'), SLOW);
  const nav = await screen.findByRole('navigation', { name: 'Admin sections' }, SLOW);
  const sections = within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
  // Search and Questions show to whoever sees the products (issues 45 and 44), read-only here.
  expect(sections).toEqual(['Products', 'Orders', 'Questions', 'Search']);
  closeApp();

  await renderApp('/admin/customers');
  expect(await screen.findByRole('heading', { name: 'Not for your role' }, SLOW)).toBeTruthy();
  expect(screen.getByText(/Ask the shop owner/)).toBeTruthy();
  closeApp();

  // An order: the packing slip and the status are theirs; payments and exports are not.
  const admin = await createStaff(shop.app, shop.db, 'manager');
  const order = await processingOrder(shop.app, admin, await createShopper(shop.app));
  await renderApp(`/admin/orders/${order.id}`);
  expect(await screen.findByRole('link', { name: /Print Invoice/ }, SLOW)).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Order Status' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Payment Status' })).toBeNull();
  expect(screen.queryByRole('option', { name: /Cancelled/ })).toBeNull();
  closeApp();
  await renderApp('/admin/orders');
  expect(await screen.findByRole('heading', { name: 'Orders' }, SLOW)).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Export CSV/i })).toBeNull();
});

test('an invitation from a sign-in older than 15 minutes asks for the password, then goes', async () => {
  const owner = await signInInBrowser(shop, 'owner');
  await shop.db.execute(
    sql`UPDATE sessions SET created_at = now() - interval '20 minutes' WHERE user_id = ${owner.userId}`,
  );
  const user = userEvent.setup();
  await renderApp('/admin/staff');
  await user.type(
    await screen.findByLabelText(/E-mail or mobile number/, {}, SLOW),
    'late.invite@example.com',
  );
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));

  const dialog = await screen.findByRole('dialog', {}, SLOW);
  expect(within(dialog).getByRole('heading', { name: 'Confirm it is you' })).toBeTruthy();
  await user.type(within(dialog).getByLabelText(/Password/), 'wrong-password-123');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm and continue' }));
  expect(await within(dialog).findByRole('alert', {}, SLOW)).toBeTruthy();
  await user.clear(within(dialog).getByLabelText(/Password/));
  await user.type(within(dialog).getByLabelText(/Password/), owner.password);
  await user.click(within(dialog).getByRole('button', { name: 'Confirm and continue' }));

  expect(
    await screen.findByText('Invitation sent to late.invite@example.com', {}, SLOW),
  ).toBeTruthy();
  // Its card: named by the address until they give a name, and reached at it.
  expect(screen.getAllByText('late.invite@example.com', { selector: 'li p' })).toHaveLength(2);
  expect(screen.queryByRole('dialog')).toBeNull();
});
