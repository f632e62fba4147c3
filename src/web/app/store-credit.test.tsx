/**
 * Store credit in the browser against a real shop server (decision 049): a shopper asks for a
 * return's refund as store credit and sees it asked so; the admin's refund form then offers only
 * store credit, and the customer's credit holds it; an admin adds credit with a reason and sees the
 * move; removing more than is held shows the server's refusal.
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { formatMoney } from '#shared/money';
import type { Order } from '#shared/schemas/order';
import { queryKeys } from '../lib/query-keys';
import { closeApp, renderApp } from '../test/render-app';
import {
  createShopper,
  createStaff,
  injectAs,
  type ShopServer,
  setProduct,
  signInAsInBrowser,
  signInInBrowser,
  startShopServer,
} from '../test/shop-server';
import {
  askReturn,
  createAdmin,
  deliveredOrder,
  receiveReturn,
} from '../test/shopper-return-helpers';

let shop: ShopServer;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  shop = await startShopServer();
  await setProduct(shop.db, 1, { stockQuantity: 500, status: 'active' });
  admin = await createAdmin(shop.app, shop.db);
});
afterAll(() => shop?.close());
beforeEach(() => creditRefunds(true));
afterEach(closeApp);

const SLOW = { timeout: 15_000 };
const short = (id: string) => `#${id.slice(0, 8)}`;

/** The owner's rule: whether a shopper may take a refund as store credit. */
async function creditRefunds(on: boolean) {
  await shop.db.execute(sql`
    INSERT INTO shop_settings (id, credit_refunds, credit_expire_months) VALUES (1, ${on}, 6)
    ON CONFLICT (id) DO UPDATE SET credit_refunds = ${on}, credit_expire_months = 6`);
}

async function readOrder(who: Awaited<ReturnType<typeof createShopper>>, id: string) {
  const answer = await injectAs(shop.app, who, 'GET', `/api/orders/${id}`);
  if (answer.statusCode !== 200) throw new Error(`order not read: ${answer.body}`);
  return answer.json() as Order;
}

/** Admin → Customers, the customer's "Store credit" dialog opened from the table. */
async function openCustomerCredit(name: string) {
  const user = userEvent.setup();
  await renderApp(`/admin/customers?q=${encodeURIComponent(name.split(' ')[1] ?? name)}`);
  const table = await screen.findByRole('table', undefined, SLOW);
  const row = (await within(table).findByText(name, {}, SLOW)).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: `Store credit: ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Store credit of ${name}` }, SLOW);
  await within(dialog).findByText('Balance', {}, SLOW);
  return { user, dialog };
}

const balanceOf = (dialog: HTMLElement) =>
  dialog.querySelector('[data-credit-balance]')?.textContent;

test('a shopper asks for a return as store credit and sees it asked so; with the rule off, money only', async () => {
  const shopper = await signInInBrowser(shop);
  const order = await readOrder(
    shopper,
    (await deliveredOrder(shop.app, admin, shopper, [[1, 1]])).id,
  );
  const [lipstick] = order.items;
  if (!lipstick) throw new Error('a line expected');
  const user = userEvent.setup();
  await renderApp(`/account/orders/${order.id}`);
  await user.click(await screen.findByRole('button', { name: 'Return items' }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: 'Return items' }, SLOW);

  // Money back unless she chooses otherwise.
  const choice = await within(dialog).findByRole(
    'group',
    { name: 'How would you like it back?' },
    SLOW,
  );
  expect((within(choice).getByLabelText('Money back') as HTMLInputElement).checked).toBe(true);
  await user.click(within(choice).getByLabelText('Store credit (use it on your next order)'));
  await user.click(
    within(dialog).getByRole('checkbox', { name: (n) => n.startsWith(lipstick.name) }),
  );
  await user.type(within(dialog).getByLabelText(/^Why are you returning it\?/), 'Too dark');
  await user.click(within(dialog).getByRole('button', { name: 'Ask for the return' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);

  const card = await screen.findByRole('article', { name: /^Return asked on / }, SLOW);
  expect(within(card).getByText('Refund as store credit')).toBeTruthy();
  expect((await readOrder(shopper, order.id)).returns?.[0]?.refundAs).toBe('credit');
  closeApp();

  // The owner gives no refunds as credit: the form asks nothing about it.
  await creditRefunds(false);
  const other = await readOrder(
    shopper,
    (await deliveredOrder(shop.app, admin, shopper, [[1, 1]])).id,
  );
  const { queryClient } = await renderApp(`/account/orders/${other.id}`);
  const opener = await screen.findAllByRole('button', { name: 'Return items' }, SLOW);
  await user.click(opener[0] as HTMLElement);
  const form = await screen.findByRole('dialog', { name: 'Return items' }, SLOW);
  await within(form).findByLabelText(/^Why are you returning it\?/, {}, SLOW);
  // The rule is read once the form opens: once it has answered, no choice is offered.
  await waitFor(() => expect(queryClient.getQueryState(queryKeys.credit)?.status).toBe('success'));
  expect(within(form).queryByRole('group', { name: 'How would you like it back?' })).toBeNull();
});

test('the admin refunds a return asked as credit as store credit, and the customer’s credit holds it', async () => {
  const customer = await createShopper(shop.app, { firstName: 'Shirin', lastName: 'Creditwala' });
  const order = await deliveredOrder(shop.app, admin, customer, [[1, 1]]);
  const asked = await askReturn(shop.app, customer, order, { refundAs: 'credit' });
  if (asked.statusCode !== 201) throw new Error(`no return: ${asked.body}`);
  await receiveReturn(shop.app, admin, asked.json() as Order, {
    courier: 'Sundarban Courier',
    trackingCode: 'SB-CR-1',
  });
  const found = (await readOrder(customer, order.id)).returns?.at(-1);
  if (!found) throw new Error('no return');

  await signInAsInBrowser(admin);
  const user = userEvent.setup();
  await renderApp(`/admin/returns/${found.id}`);
  await screen.findByRole('heading', { name: `Return of order ${short(order.id)}` }, SLOW);
  expect(screen.getByText('Refund asked as').nextElementSibling?.textContent).toBe('Store credit');

  // Only store credit, preselected, with no transaction ID to record.
  const refund = await screen.findByRole('form', { name: 'Refund the shopper' }, SLOW);
  const methods = within(refund).getAllByRole('radio') as HTMLInputElement[];
  expect(methods.map((radio) => radio.closest('label')?.textContent)).toEqual(['Store credit']);
  expect(methods[0]?.checked).toBe(true);
  expect(within(refund).queryByLabelText(/^Transaction ID/)).toBeNull();
  expect(within(refund).queryByLabelText('Sent by bKash')).toBeNull();
  expect(within(refund).getByText(/^The customer asked for store credit/)).toBeTruthy();
  await user.click(within(refund).getByRole('button', { name: 'Refund' }));
  const confirm = await screen.findByRole('dialog');
  expect(within(confirm).getByText('Store credit')).toBeTruthy();
  await user.click(
    within(confirm).getByRole('button', { name: `Refund ${formatMoney(found.worth)}` }),
  );

  await screen.findByText('Refunded as store credit: nothing is left to do.', {}, SLOW);
  expect(screen.getByText('Refunded', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
    `${formatMoney(found.worth, { decimals: true })} · Store credit`,
  );

  // Her credit, opened from the return's order.
  const orderFacts = screen
    .getByRole('heading', { name: 'Order' })
    .closest('section') as HTMLElement;
  await user.click(
    await within(orderFacts).findByRole(
      'button',
      { name: 'Store credit: Shirin Creditwala' },
      SLOW,
    ),
  );
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Store credit of Shirin Creditwala' },
    SLOW,
  );
  await within(dialog).findByText('Balance', {}, SLOW);
  expect(balanceOf(dialog)).toBe(formatMoney(found.worth, { decimals: true }));
  const move = within(dialog).getByText('Return refunded as credit').closest('li') as HTMLElement;
  expect(within(move).getByText(`+${formatMoney(found.worth, { decimals: true })}`)).toBeTruthy();
  expect(
    within(move)
      .getByRole('link', { name: `Order ${short(order.id)}` })
      .getAttribute('href'),
  ).toBe(`/admin/orders/${order.id}`);
  // Six months, the owner's rule.
  expect(within(dialog).getByText(/^৳[\d,.]+ on /)).toBeTruthy();
});

test('a return asked as credit is refunded in money once the shopper deleted her account', async () => {
  const customer = await createShopper(shop.app, { firstName: 'Lipi', lastName: 'Gone' });
  const order = await deliveredOrder(shop.app, admin, customer, [[1, 1]]);
  const asked = await askReturn(shop.app, customer, order, { refundAs: 'credit' });
  if (asked.statusCode !== 201) throw new Error(`no return: ${asked.body}`);
  await receiveReturn(shop.app, admin, asked.json() as Order, {
    courier: 'Sundarban Courier',
    trackingCode: 'SB-CR-2',
  });
  const found = (await readOrder(customer, order.id)).returns?.at(-1);
  if (!found) throw new Error('no return');
  // What deleting the account leaves of her order: kept, anonymised, with no account.
  await shop.db.execute(sql`UPDATE orders SET user_id = NULL WHERE id = ${order.id}`);

  await signInAsInBrowser(admin);
  await renderApp(`/admin/returns/${found.id}`);
  const refund = await screen.findByRole('form', { name: 'Refund the shopper' }, SLOW);
  const methods = within(refund).getAllByRole('radio') as HTMLInputElement[];
  expect(methods.map((radio) => radio.closest('label')?.textContent)).not.toContain('Store credit');
  expect(within(refund).queryByText(/^The customer asked for store credit/)).toBeNull();
  // No account, so no credit to open from the order.
  expect(screen.queryByRole('button', { name: /^Store credit: / })).toBeNull();
}, 60_000);

test('an admin adds credit with a reason and sees the move; removing more than held is refused', async () => {
  await createShopper(shop.app, { firstName: 'Nasima', lastName: 'Goodwill' });
  await signInAsInBrowser(admin);
  const { user, dialog } = await openCustomerCredit('Nasima Goodwill');
  expect(balanceOf(dialog)).toBe(formatMoney(0, { decimals: true }));
  expect(within(dialog).getByText('No moves yet.')).toBeTruthy();

  const form = within(dialog).getByRole('form', { name: 'Add or remove credit' });
  expect((within(form).getByLabelText('Add') as HTMLInputElement).checked).toBe(true);
  // A reason too short is caught before it is sent.
  await user.type(within(form).getByLabelText(/^Amount/), '৫০০');
  await user.type(within(form).getByLabelText(/^Reason/), 'ok');
  await user.click(within(form).getByRole('button', { name: 'Add credit' }));
  expect(await within(form).findByText('Give a reason of 3 to 200 characters')).toBeTruthy();
  await user.clear(within(form).getByLabelText(/^Reason/));
  await user.type(within(form).getByLabelText(/^Reason/), 'Late parcel, sorry');
  await user.click(within(form).getByRole('button', { name: 'Add credit' }));

  await screen.findByText(`Added ${formatMoney(50_000)} of store credit`, {}, SLOW);
  await waitFor(() => expect(balanceOf(dialog)).toBe(formatMoney(50_000, { decimals: true })));
  const move = within(dialog).getByText('Changed by staff').closest('li') as HTMLElement;
  expect(within(move).getByText('Late parcel, sorry')).toBeTruthy();
  expect(within(move).getByText(`+${formatMoney(50_000, { decimals: true })}`)).toBeTruthy();
  expect((within(form).getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('');

  // ৳800 out of ৳500 held: the server's words, and nothing changed.
  await user.click(within(form).getByLabelText('Remove'));
  await user.type(within(form).getByLabelText(/^Amount/), '800');
  await user.type(within(form).getByLabelText(/^Reason/), 'Closing it');
  await user.click(within(form).getByRole('button', { name: 'Remove credit' }));
  const refusal = await within(form).findByRole('alert', undefined, SLOW);
  expect(refusal.textContent).toBe('The customer has ৳500 of store credit, less than ৳800');
  expect(balanceOf(dialog)).toBe(formatMoney(50_000, { decimals: true }));
});

test('staff who see customers but may not change credit see it without the form, in Bangla too', async () => {
  await createShopper(shop.app, { firstName: 'Rupa', lastName: 'Lookonly' });
  await signInAsInBrowser(await createStaff(shop.app, shop.db, 'marketing'));
  const { dialog } = await openCustomerCredit('Rupa Lookonly');
  expect(within(dialog).queryByRole('form', { name: 'Add or remove credit' })).toBeNull();
  closeApp();

  // The panel follows the staff member's own language once signed in.
  const saved = await fetch('/api/account/language', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'bn' }),
    credentials: 'same-origin',
  });
  expect(saved.ok).toBe(true);
  const user = userEvent.setup();
  await renderApp('/admin/customers?q=Lookonly');
  const table = await screen.findByRole('table', undefined, SLOW);
  await user.click(
    await within(table).findByRole('button', { name: 'স্টোর ক্রেডিট: Rupa Lookonly' }, SLOW),
  );
  const bangla = await screen.findByRole('dialog', { name: 'Rupa Lookonly-এর স্টোর ক্রেডিট' }, SLOW);
  expect(await within(bangla).findByText('ব্যালান্স', {}, SLOW)).toBeTruthy();
  expect(balanceOf(bangla)).toBe(formatMoney(0, { decimals: true, locale: 'bn' }));
  expect(within(bangla).getByText('এখনো কোনো লেনদেন নেই।')).toBeTruthy();
});
