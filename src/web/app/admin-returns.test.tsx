/**
 * Admin → Returns in the browser against a real shop server (issue 21): a return a shopper asked
 * for shows in the list; the admin accepts it, records the courier bringing it back by hand, counts
 * one line back on the shelf one short (the stock follows), and refunds it by bKash with its
 * transaction ID. A refusal needs a note for the shopper. The order's page links its returns, the
 * dashboard shows the open ones, and the return's page reads in Bangla.
 */
import '../test/browser';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { formatMoney } from '#shared/money';
import type { Order } from '#shared/schemas/order';
import type { AdminReturn } from '#shared/schemas/returns';
import { closeApp, renderApp } from '../test/render-app';
import { askReturn, deliveredOrder, variantStock } from '../test/return-helpers';
import {
  createShopper,
  injectAs,
  type ShopServer,
  signInInBrowser,
  startShopServer,
} from '../test/shop-server';

let shop: ShopServer;
let admin: Awaited<ReturnType<typeof signInInBrowser>>;
let customer: Awaited<ReturnType<typeof createShopper>>;

beforeAll(async () => {
  shop = await startShopServer();
  admin = await signInInBrowser(shop, 'admin');
  customer = await createShopper(shop.app);
});
afterAll(() => shop?.close());
afterEach(closeApp);

const SLOW = { timeout: 15_000 };

/** A delivered order of these lines and a return of all of it, as the admin's route shows it. */
async function requestedReturn(lines: [number, number][] = [[1, 2]]) {
  const order = await deliveredOrder(shop.app, admin, customer, lines);
  const asked = await askReturn(shop.app, customer, order);
  if (asked.statusCode !== 201) throw new Error(`no return: ${asked.body}`);
  const id = (asked.json() as Order).returns?.at(-1)?.id;
  const found = await injectAs(shop.app, admin, 'GET', `/api/admin/returns/${id}`);
  if (found.statusCode !== 200) throw new Error(`not found: ${found.body}`);
  return { order, found: found.json() as AdminReturn };
}

const short = (id: string) => `#${id.slice(0, 8)}`;

test('accept, a courier by hand, received with one item short on the shelf, refunded by bKash', async () => {
  const { order, found } = await requestedReturn([
    [1, 2],
    [2, 1],
  ]);
  const [first, second] = order.items;
  if (!first || !second) throw new Error('two lines expected');
  const stockBefore = [
    await variantStock(shop, first.variantId),
    await variantStock(shop, second.variantId),
  ];
  const user = userEvent.setup();
  await renderApp('/admin/returns?status=requested');

  // The list: the order's short id links to the return, with its customer, phone and worth.
  const [link] = await screen.findAllByRole(
    'link',
    { name: `Return of order ${short(order.id)}` },
    SLOW,
  );
  const row = (link as HTMLElement).closest('tr') as HTMLElement;
  expect(within(row).getByText('Requested')).toBeTruthy();
  expect(within(row).getByText(found.order.phone)).toBeTruthy();
  expect(within(row).getByText(formatMoney(found.worth, { decimals: true }))).toBeTruthy();
  await user.click(link as HTMLElement);

  // Requested: accept it.
  await screen.findByRole('heading', { name: `Return of order ${short(order.id)}` }, SLOW);
  expect(screen.getByRole('link', { name: short(order.id) }).getAttribute('href')).toBe(
    `/admin/orders/${order.id}`,
  );
  expect(screen.getByText('The shade is not what the picture showed')).toBeTruthy();
  const decide = screen.getByRole('form', { name: 'Decide the return' });
  await user.click(within(decide).getByRole('button', { name: 'Accept return' }));

  // Accepted: the shop has no Steadfast, so a courier is recorded by hand.
  const pickup = await screen.findByRole('form', { name: 'Record a courier by hand' }, SLOW);
  expect(screen.queryByRole('button', { name: 'Book the pickup with Steadfast' })).toBeNull();
  await user.click(within(pickup).getByRole('button', { name: 'Record the pickup' }));
  expect(
    await within(pickup).findAllByText('Enter the courier and its tracking code'),
  ).toHaveLength(2);
  await user.type(within(pickup).getByLabelText(/^Courier/), 'Sundarban Courier');
  await user.type(within(pickup).getByLabelText(/^Tracking code/), 'SB-RET-77');
  await user.click(within(pickup).getByRole('button', { name: 'Record the pickup' }));

  // On its way back: counted in, the first line one short (it came back damaged).
  const receive = await screen.findByRole('form', { name: 'Receive the parcel' }, SLOW);
  expect(screen.getByText('SB-RET-77')).toBeTruthy();
  const firstCount = within(receive).getByLabelText(`Back on the shelf: ${first.name}`);
  expect((firstCount as HTMLInputElement).value).toBe('2');
  await user.clear(firstCount);
  await user.type(firstCount, '1');
  await user.click(within(receive).getByRole('button', { name: 'Mark as received' }));

  // Received: the refund, due within 10 business days, by bKash with its transaction ID.
  const refund = await screen.findByRole('form', { name: 'Refund the shopper' }, SLOW);
  expect(screen.getByText(`1 of 2 back on the shelf`)).toBeTruthy();
  expect(screen.getByText(`1 of 1 back on the shelf`)).toBeTruthy();
  expect(await variantStock(shop, first.variantId)).toBe((stockBefore[0] ?? 0) + 1);
  expect(await variantStock(shop, second.variantId)).toBe((stockBefore[1] ?? 0) + 1);
  expect(within(refund).getByText(/^Refund due by /)).toBeTruthy();
  // Paid by cash on delivery: no gateway to refund through.
  expect(within(refund).queryByLabelText(/^Through /)).toBeNull();
  expect((within(refund).getByLabelText('Sent by bKash') as HTMLInputElement).checked).toBe(true);
  const amount = within(refund).getByLabelText(/^Amount/) as HTMLInputElement;
  expect(amount.value).toBe(String(found.worth / 100));
  await user.click(within(refund).getByRole('button', { name: 'Refund' }));
  expect(
    await within(refund).findByText('Enter the transaction ID (letters and digits)'),
  ).toBeTruthy();
  await user.type(within(refund).getByLabelText(/^Transaction ID/), 'BK7Q2X9A');
  await user.click(within(refund).getByRole('button', { name: 'Refund' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(
    within(dialog).getByRole('button', { name: `Refund ${formatMoney(found.worth)}` }),
  );

  await screen.findByText('This return is refunded: nothing is left to do.', {}, SLOW);
  expect(screen.getByText('BK7Q2X9A')).toBeTruthy();
  expect(screen.getAllByText('Refunded').length).toBeGreaterThan(0);

  // The order's page lists it with a link back here.
  closeApp();
  await renderApp(`/admin/orders/${order.id}`);
  const returns = await screen.findByRole('heading', { name: 'Returns' }, SLOW);
  const listed = within(returns.parentElement as HTMLElement).getByRole('link', {
    name: /Return 1/,
  });
  expect(listed.getAttribute('href')).toBe(`/admin/returns/${found.id}`);
  expect(within(listed).getByText('Refunded')).toBeTruthy();
});

test('a refusal needs a note, which the page then shows', async () => {
  const { order } = await requestedReturn();
  const user = userEvent.setup();
  const { router } = await renderApp('/admin/returns');
  const [link] = await screen.findAllByRole(
    'link',
    { name: `Return of order ${short(order.id)}` },
    SLOW,
  );
  await user.click(link as HTMLElement);
  const decide = await screen.findByRole('form', { name: 'Decide the return' }, SLOW);
  await user.click(within(decide).getByRole('button', { name: 'Refuse return' }));
  expect(await within(decide).findByText('Write a note for the shopper')).toBeTruthy();
  expect(router.state.location.pathname).toMatch(/^\/admin\/returns\/.+/);

  await user.type(
    within(decide).getByLabelText(/^Note/),
    'The seal is broken: used items go back only when faulty.',
  );
  await user.click(within(decide).getByRole('button', { name: 'Refuse return' }));
  await screen.findByText('This return was refused: nothing is left to do.', {}, SLOW);
  expect(screen.getByText('Refused because')).toBeTruthy();
  expect(screen.getByText('The seal is broken: used items go back only when faulty.')).toBeTruthy();
});

test('a move another admin made first shows the server’s words next to the form', async () => {
  const { found } = await requestedReturn();
  const user = userEvent.setup();
  await renderApp(`/admin/returns/${found.id}`);
  const decide = await screen.findByRole('form', { name: 'Decide the return' }, SLOW);
  const other = await injectAs(shop.app, admin, 'POST', `/api/admin/returns/${found.id}/decision`, {
    decision: 'accept',
  });
  expect(other.statusCode).toBe(200);
  await user.click(within(decide).getByRole('button', { name: 'Accept return' }));
  // The server's 409 in its words, and the page reads the accepted return again.
  await screen.findByText(
    /^This return cannot take that step from where it stands now\./,
    {},
    SLOW,
  );
  await screen.findByRole('form', { name: 'Record a courier by hand' }, SLOW);
});

test('the dashboard counts open returns; the return reads in Bangla', async () => {
  const { order, found } = await requestedReturn();
  await renderApp('/admin');
  const open = await screen.findByRole('link', { name: /Open returns/ }, SLOW);
  expect(open.getAttribute('href')).toBe('/admin/returns');
  expect(screen.getByText('Return rate')).toBeTruthy();
  closeApp();

  // The admin's account keeps their language: the panel follows it once signed in.
  const saved = await fetch('/api/account/language', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'bn' }),
    credentials: 'same-origin',
  });
  expect(saved.ok).toBe(true);
  await renderApp(`/admin/returns/${found.id}`);
  // The id is its own span, which the accessible name sets off with a space.
  await screen.findByRole('heading', { name: `অর্ডার ${short(order.id)} -এর ফেরত` }, SLOW);
  const decide = screen.getByRole('form', { name: 'ফেরতের সিদ্ধান্ত' });
  expect(within(decide).getByRole('button', { name: 'ফেরত গ্রহণ করুন' })).toBeTruthy();
  expect(screen.getAllByText('চাওয়া হয়েছে').length).toBeGreaterThan(0);
  // The line's total and the return's worth: one line, so the same sum twice.
  expect(
    screen.getAllByText(formatMoney(found.worth, { locale: 'bn', decimals: true })).length,
  ).toBeGreaterThan(0);
});
