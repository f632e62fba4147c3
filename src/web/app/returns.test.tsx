/**
 * A shopper's returns on the order page (issue 21), against a real shop server: the deadline and
 * "Return items" on a delivered order, the form sending the chosen lines, reason and photo, the
 * return's card after; the server's refusal in the form; the words in Bangla; and a return carried
 * through received and refunded as the admin's routes move it.
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { returnMessages as bnReturns } from '#shared/i18n/bn/returns';
import { returnMessages as enReturns } from '#shared/i18n/en/returns';
import { createTranslator } from '#shared/i18n/translator';
import { lineName } from '#shared/line-name';
import type { Order } from '#shared/schemas/order';
import { browser } from '../test/browser';
import { closeApp, renderApp } from '../test/render-app';
import {
  injectAs,
  type ShopServer,
  setProduct,
  signInInBrowser,
  startShopServer,
} from '../test/shop-server';
import {
  askReturn,
  createAdmin,
  deliveredDaysAgo,
  deliveredOrder,
  receiveReturn,
  refundReturn,
  smallPng,
} from '../test/shopper-return-helpers';

const en = createTranslator('en', enReturns);
const bn = createTranslator('bn', bnReturns);

let shop: ShopServer;
let admin: Awaited<ReturnType<typeof createAdmin>>;

/**
 * happy-dom's XMLHttpRequest sends only its own FormData, and only its URL makes object URLs of its
 * Files; test/browser.ts leaves Node's FormData and URL in place (Node has them), so the page's
 * photo uploads get the page's here.
 */
const nodeGlobals = { FormData: globalThis.FormData, URL: globalThis.URL };
function usePageUploads(on: boolean) {
  const page = browser as unknown as typeof nodeGlobals;
  Object.assign(globalThis, on ? { FormData: page.FormData, URL: page.URL } : nodeGlobals);
}

beforeAll(async () => {
  usePageUploads(true);
  shop = await startShopServer();
  await setProduct(shop.db, 1, { stockQuantity: 500, status: 'active' });
  await setProduct(shop.db, 2, { stockQuantity: 500, status: 'active' });
  admin = await createAdmin(shop.app, shop.db);
});
afterAll(async () => {
  await shop.close();
  usePageUploads(false);
});
afterEach(closeApp);

const SLOW = { timeout: 15_000 };

/** A shopper signed in from the browser, with a delivered order of two lipsticks and a kajal. */
async function shopperWithDeliveredOrder() {
  const shopper = await signInInBrowser(shop);
  const order = await deliveredOrder(shop.app, admin, shopper, [
    [1, 2],
    [2, 1],
  ]);
  return { shopper, order: await readOrder(shopper, order.id) };
}

async function readOrder(who: Awaited<ReturnType<typeof signInInBrowser>>, id: string) {
  const answer = await injectAs(shop.app, who, 'GET', `/api/orders/${id}`);
  if (answer.statusCode !== 200) throw new Error(`order not read: ${answer.body}`);
  return answer.json() as Order;
}

function checkboxOf(dialog: HTMLElement, item: Order['items'][number]) {
  return within(dialog).getByRole('checkbox', {
    name: (name) => name.startsWith(item.name),
  }) as HTMLInputElement;
}

async function pngFile(name: string) {
  const PageFile = browser.File as unknown as typeof File;
  return new PageFile([await smallPng()], name, { type: 'image/png' });
}

test('the deadline and Return items; the form sends the chosen lines, reason and photo, and the return shows', async () => {
  const { shopper, order } = await shopperWithDeliveredOrder();
  const until = order.returnableUntil;
  expect(until).toBeTruthy();
  const [lipstick, kajal] = order.items;
  if (!lipstick || !kajal || !until) throw new Error('two lines expected');
  const user = userEvent.setup();
  await renderApp(`/account/orders/${order.id}`);

  const returnsSection = await screen.findByRole('region', { name: 'Returns' }, SLOW);
  expect(within(returnsSection).getByText(`You can ask until ${en.dateTime(until)}`)).toBeTruthy();
  await user.click(within(returnsSection).getByRole('button', { name: 'Return items' }));
  const dialog = await screen.findByRole('dialog', { name: 'Return items' }, SLOW);

  // Two of the lipsticks (the stepper stops at what was bought), none of the kajal.
  await user.click(checkboxOf(dialog, lipstick));
  const more = within(dialog).getByRole('button', { name: `One more of ${lipstick.name}` });
  await user.click(more);
  expect(
    (within(dialog).getByLabelText(`How many of ${lipstick.name}`) as HTMLInputElement).value,
  ).toBe('2');
  expect((more as HTMLButtonElement).disabled).toBe(true);
  expect(dialog.querySelector('[data-return-worth]')?.textContent).toBe(
    en.money(lipstick.unitPrice * 2, { decimals: true }),
  );
  await user.type(
    within(dialog).getByLabelText(/^Why are you returning it\?/),
    'The shade is darker than the picture',
  );

  // Each photo uploads as soon as it is chosen; a removed one is not sent.
  const picker = within(dialog).getByLabelText('Add a photo');
  await user.upload(picker, [await pngFile('one.png'), await pngFile('two.png')]);
  await within(dialog).findByRole('img', { name: 'Photo 2' }, SLOW);
  await user.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
  await waitFor(() => expect(within(dialog).queryByRole('img', { name: 'Photo 2' })).toBeNull());

  await user.click(within(dialog).getByRole('button', { name: 'Ask for the return' }));
  await screen.findByText(
    'Your return request was sent. We will tell you when the shop decides.',
    {},
    SLOW,
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);

  const saved = (await readOrder(shopper, order.id)).returns?.[0];
  expect(saved?.lines.map((line) => [line.itemId, line.quantity])).toEqual([[lipstick.id, 2]]);
  expect(saved?.reason).toBe('The shade is darker than the picture');
  expect(saved?.photos).toHaveLength(1);

  // The order's page shows it once its refetch answers.
  const card = await screen.findByRole('article', { name: /^Return asked on / }, SLOW);
  const now = within(card).getByText('Return requested').closest('li');
  expect(now?.getAttribute('aria-current')).toBe('step');
  expect(within(card).getByText('The shade is darker than the picture')).toBeTruthy();
  expect(within(card).getByRole('img', { name: 'Photo 1 of this return' })).toBeTruthy();
  expect(
    within(card).getByText(lineName(lipstick.name, lipstick.variantTitle)).nextElementSibling
      ?.textContent,
  ).toBe('× 2');
  // One return at a time: nothing more to ask for until this one is finished.
  expect(screen.queryByRole('button', { name: 'Return items' })).toBeNull();
});

test('the form asks for a line, and shows the server’s refusal when the window closed meanwhile', async () => {
  const { order } = await shopperWithDeliveredOrder();
  const [lipstick] = order.items;
  if (!lipstick) throw new Error('a line expected');
  const user = userEvent.setup();
  await renderApp(`/account/orders/${order.id}`);
  await user.click(await screen.findByRole('button', { name: 'Return items' }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: 'Return items' }, SLOW);

  await user.type(within(dialog).getByLabelText(/^Why are you returning it\?/), 'Too dry');
  await user.click(within(dialog).getByRole('button', { name: 'Ask for the return' }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'Choose at least one item to return',
  );

  await user.click(checkboxOf(dialog, lipstick));
  await deliveredDaysAgo(shop.db, order.id, 8);
  await user.click(within(dialog).getByRole('button', { name: 'Ask for the return' }));
  const refusal = await within(dialog).findByText(/its return window has closed/, {}, SLOW);
  expect(refusal.getAttribute('role')).toBe('alert');

  // Escape closes the form; the page now knows the window closed.
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(
    () => expect(screen.queryByRole('button', { name: 'Return items' })).toBeNull(),
    SLOW,
  );
});

test('a return received then refunded: its refund, its courier, and the rest still returnable, in Bangla too', async () => {
  const { shopper, order } = await shopperWithDeliveredOrder();
  const [lipstick, kajal] = order.items;
  if (!lipstick || !kajal) throw new Error('two lines expected');
  const asked = await askReturn(shop.app, shopper, order, {
    lines: [{ itemId: lipstick.id, quantity: 1 }],
  });
  if (asked.statusCode !== 201) throw new Error(`return not asked: ${asked.body}`);
  await receiveReturn(shop.app, admin, asked.json() as Order, {
    courier: 'Sundarban Courier',
    trackingCode: 'SB-RET-42',
  });
  const received = await readOrder(shopper, order.id);
  const dueBy = received.returns?.[0]?.refundDueBy;
  if (!dueBy) throw new Error('a received return has a refund date');

  const user = userEvent.setup();
  await renderApp(`/account/orders/${order.id}`);
  let card = await screen.findByRole('article', { name: /^Return asked on / }, SLOW);
  expect(within(card).getByText(`Refund due by ${en.date(dueBy)}`)).toBeTruthy();
  expect(
    within(card).getByText('Received by the shop').closest('li')?.getAttribute('aria-current'),
  ).toBe('step');
  expect(within(card).getByText('Sundarban Courier')).toBeTruthy();
  expect(within(card).getByText('SB-RET-42')).toBeTruthy();
  closeApp();

  await refundReturn(shop.app, admin, received, 'BK7H3K9Q2X');
  const refunded = (await readOrder(shopper, order.id)).returns?.[0];
  expect(refunded?.status).toBe('refunded');
  const refund = refunded?.refund;
  if (!refund) throw new Error('refunded without its refund');

  await renderApp(`/account/orders/${order.id}`);
  card = await screen.findByRole('article', { name: /^Return asked on / }, SLOW);
  expect(within(card).getByText('Refunded').closest('li')?.getAttribute('aria-current')).toBe(
    'step',
  );
  const money = within(within(card).getByText('Refund').parentElement as HTMLElement);
  expect(money.getByText('Amount').nextElementSibling?.textContent).toBe(
    en.money(lipstick.unitPrice, { decimals: true }),
  );
  expect(money.getByText('Sent by').nextElementSibling?.textContent).toBe('bKash transfer');
  expect(money.getByText('BK7H3K9Q2X')).toBeTruthy();
  expect(money.getByText('Date').nextElementSibling?.textContent).toBe(en.date(refund.at));
  expect(within(card).queryByText(/^Refund due by/)).toBeNull();

  // The other lipstick and the kajal may still go back: one of the lipsticks is left.
  const opener = await screen.findByRole('button', { name: 'Return items' }, SLOW);
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Return items' }, SLOW);
  expect(checkboxOf(dialog, lipstick).closest('li')?.textContent).toContain(
    'up to 1 can be returned',
  );
  // Focus moves into the form, and Escape closes it.
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(document.activeElement).toBe(opener));

  // The same page in Bangla.
  // The header's switch; the mobile menu's copy is hidden by CSS, which this DOM does not apply.
  const [languageSwitch] = await screen.findAllByRole('button', { name: 'বাংলায় দেখুন' });
  if (!languageSwitch) throw new Error('no language switch');
  await user.click(languageSwitch);
  const until = (await readOrder(shopper, order.id)).returnableUntil ?? '';
  await screen.findByText(`${bn.dateTime(until)} পর্যন্ত ফেরতের অনুরোধ করতে পারবেন`, {}, SLOW);
  expect(screen.getByRole('button', { name: 'পণ্য ফেরত দিন' })).toBeTruthy();
  card = screen.getByRole('article', { name: `${bn.date(refunded.requestedAt)} তারিখে চাওয়া ফেরত` });
  expect(within(card).getByText('টাকা ফেরত দেওয়া হয়েছে')).toBeTruthy();
  expect(within(card).getByText('bKash ট্রান্সফার')).toBeTruthy();
  expect(within(card).getByText('টাকা ফেরত').parentElement?.textContent).toContain(
    bn.money(refund.amount, { decimals: true }),
  );
  // The history's return lines speak Bangla as well.
  const history = screen.getByRole('region', { name: 'অবস্থার ইতিহাস' });
  expect(within(history).getByText('ফেরত: ফেরতের অনুরোধ করা হয়েছে')).toBeTruthy();
});
