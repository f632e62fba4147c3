/**
 * Complaints about an order (issue 43), against a real shop server: a signed-in shopper raises one
 * with a photo on her order page; a visitor on /track raises one by the number and phone, reads the
 * shop's reply on looking the order up again and writes back; a resolved complaint in English and,
 * after the header's switch, in Bangla; and a complaint without its text, refused before sending.
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { complaintMessages as bnComplaints } from '#shared/i18n/bn/complaints';
import { complaintMessages as enComplaints } from '#shared/i18n/en/complaints';
import { createTranslator } from '#shared/i18n/translator';
import type { Complaint } from '#shared/schemas/complaints';
import type { Order } from '#shared/schemas/order';
import { browser } from '../test/browser';
import { closeApp, renderApp } from '../test/render-app';
import {
  checkoutBody,
  createShopper,
  fillCart,
  injectAs,
  type ShopServer,
  type SignedInShopper,
  setProduct,
  signInInBrowser,
  startShopServer,
} from '../test/shop-server';
import { createAdmin, smallPng } from '../test/shopper-return-helpers';

const en = createTranslator('en', enComplaints);
const bn = createTranslator('bn', bnComplaints);

let shop: ShopServer;
let admin: SignedInShopper;

/**
 * happy-dom's XMLHttpRequest sends only its own FormData, and only its URL makes object URLs of its
 * Files (as returns.test.tsx says): the page's photo uploads get the page's here.
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
  admin = await createAdmin(shop.app, shop.db);
});
afterAll(async () => {
  await shop.close();
  usePageUploads(false);
});
afterEach(closeApp);

const SLOW = { timeout: 15_000 };

async function placeOrder(shopper: SignedInShopper): Promise<Order> {
  await fillCart(shop.app, shopper, [[1, 1]]);
  const placed = await injectAs(shop.app, shopper, 'POST', '/api/orders', checkoutBody());
  if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.body}`);
  return placed.json() as Order;
}

async function complaintsOf(shopper: SignedInShopper, orderId: string): Promise<Complaint[]> {
  const answer = await injectAs(shop.app, shopper, 'GET', `/api/orders/${orderId}/complaints`);
  if (answer.statusCode !== 200) throw new Error(`complaints not read: ${answer.body}`);
  return answer.json() as Complaint[];
}

async function asAdmin(url: string, body: object) {
  const answer = await injectAs(shop.app, admin, 'POST', url, body);
  if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
}

async function pngFile(name: string) {
  const PageFile = browser.File as unknown as typeof File;
  return new PageFile([await smallPng()], name, { type: 'image/png' });
}

async function signOutInBrowser() {
  await fetch('/api/auth/sign-out', { method: 'POST', credentials: 'same-origin' });
}

test('a signed-in shopper raises a complaint with a photo; it shows with its deadline, and no second one can be made', async () => {
  const shopper = await signInInBrowser(shop);
  const order = await placeOrder(shopper);
  const user = userEvent.setup();
  await renderApp(`/account/orders/${order.id}`);

  const section = await screen.findByRole('region', { name: 'Complaints' }, SLOW);
  expect(
    within(section).getByText(
      'Something wrong with this order? Tell us: we answer within 72 hours.',
    ),
  ).toBeTruthy();
  await user.click(await within(section).findByRole('button', { name: 'Make a complaint' }, SLOW));
  const form = await within(section).findByRole('form', { name: 'Make a complaint' }, SLOW);
  const topic = within(form).getByLabelText(/^What is wrong/) as HTMLSelectElement;
  await waitFor(() => expect(document.activeElement).toBe(topic));
  expect(within(form).getByText('Up to 1,000 characters.')).toBeTruthy();

  await user.selectOptions(topic, 'Something arrived damaged');
  await user.type(
    within(form).getByLabelText(/^Tell us what happened/),
    'The foundation bottle arrived cracked',
  );
  await user.upload(within(form).getByLabelText('Add a photo'), [await pngFile('crack.png')]);
  await within(form).findByRole('img', { name: 'Photo 1' }, SLOW);
  // The button waits for the upload to finish.
  await user.click(await within(form).findByRole('button', { name: 'Send complaint' }, SLOW));

  await screen.findByText('Complaint sent. We answer within 72 hours.', {}, SLOW);
  const [saved] = await complaintsOf(shopper, order.id);
  expect(saved?.topic).toBe('damaged');
  expect(saved?.photos).toHaveLength(1);
  expect(saved?.messages.map((message) => message.text)).toEqual([
    'The foundation bottle arrived cracked',
  ]);
  if (!saved?.respondBy) throw new Error('a new complaint waits for the shop');

  const card = await within(section).findByRole(
    'article',
    { name: 'Something arrived damaged' },
    SLOW,
  );
  const heading = within(card).getByRole('heading', {
    level: 3,
    name: 'Something arrived damaged',
  });
  await waitFor(() => expect(document.activeElement).toBe(heading));
  expect(within(card).getByText('Waiting for our answer')).toBeTruthy();
  expect(within(card).getByText(`We answer by ${en.dateTime(saved.respondBy)}`)).toBeTruthy();
  expect(within(card).getByText(`Raised on ${en.date(saved.createdAt)}`)).toBeTruthy();
  const message = within(within(card).getByRole('list', { name: 'Messages' })).getByRole(
    'listitem',
  );
  expect(within(message).getByText('You')).toBeTruthy();
  expect(within(message).getByText('The foundation bottle arrived cracked')).toBeTruthy();
  const photo = within(card).getByRole('img', { name: 'Photo 1 sent with this complaint' });
  expect(photo.closest('a')?.getAttribute('href')).toBe(`${saved.photos[0]}/960.webp`);
  expect(within(card).getByRole('button', { name: 'Write back' })).toBeTruthy();
  // One unresolved complaint at a time.
  expect(within(section).queryByRole('button', { name: 'Make a complaint' })).toBeNull();
  expect(within(section).queryByRole('form')).toBeNull();
  await signOutInBrowser();
});

test('on /track a visitor raises a complaint, reads the shop’s reply on looking again, and writes back', async () => {
  const buyer = await createShopper(shop.app);
  const order = await placeOrder(buyer);
  const orderNumber = order.id.slice(0, 8).toUpperCase();
  const user = userEvent.setup({ delay: null });
  await renderApp(`/track?order=${orderNumber}`);
  await user.type(await screen.findByLabelText('Mobile number', {}, SLOW), '01712345678');
  const track = screen.getByRole('button', { name: 'Track Order' });
  await user.click(track);

  let result = await screen.findByRole('region', { name: `Order #${orderNumber}` }, SLOW);
  let section = await within(result).findByRole('region', { name: 'Complaints' }, SLOW);
  expect(within(section).getByRole('heading', { level: 3, name: 'Complaints' })).toBeTruthy();
  await user.click(within(section).getByRole('button', { name: 'Make a complaint' }));
  const form = await within(section).findByRole('form', { name: 'Make a complaint' }, SLOW);
  // Without an account there is nowhere to keep photos.
  expect(within(form).getByText('Sign in to add photos.')).toBeTruthy();
  expect(within(form).queryByLabelText('Add a photo')).toBeNull();
  await user.selectOptions(within(form).getByLabelText(/^What is wrong/), 'It is late');
  await user.type(
    within(form).getByLabelText(/^Tell us what happened/),
    'Ordered a week ago and nothing yet',
  );
  await user.click(within(form).getByRole('button', { name: 'Send complaint' }));

  let card = await within(section).findByRole('article', { name: 'It is late' }, SLOW);
  const complaintId = card.getAttribute('data-complaint') ?? '';
  const [raised] = await complaintsOf(buyer, order.id);
  expect(raised?.id).toBe(complaintId);
  expect(raised?.messages[0]?.text).toBe('Ordered a week ago and nothing yet');
  expect(within(card).getByText('Waiting for our answer')).toBeTruthy();
  expect(
    within(card).getByText(`We answer by ${en.dateTime(raised?.respondBy ?? '')}`),
  ).toBeTruthy();
  expect(within(section).queryByRole('button', { name: 'Make a complaint' })).toBeNull();

  // The shop answers; the visitor sees it when she looks the order up again.
  await asAdmin(`/api/admin/complaints/${complaintId}/replies`, {
    text: 'Your parcel leaves our Dhaka hub today.',
  });
  await user.click(track);
  result = await screen.findByRole('region', { name: `Order #${orderNumber}` }, SLOW);
  section = await within(result).findByRole('region', { name: 'Complaints' }, SLOW);
  card = await within(section).findByRole('article', { name: 'It is late' }, SLOW);
  expect(within(card).getByText('Answered')).toBeTruthy();
  expect(within(card).queryByText(/^We answer by/)).toBeNull();
  const reply = within(card).getByText('Your parcel leaves our Dhaka hub today.').closest('li');
  expect(reply?.textContent).toContain('The shop');

  await user.click(within(card).getByRole('button', { name: 'Write back' }));
  const message = (await within(card).findByLabelText(/^Your message/, {}, SLOW)) as HTMLElement;
  await waitFor(() => expect(document.activeElement).toBe(message));
  await user.type(message, 'Thank you, I will wait for it.');
  await user.click(within(card).getByRole('button', { name: 'Send' }));

  const written = await within(card).findByText('Thank you, I will wait for it.', {}, SLOW);
  await waitFor(() => expect(document.activeElement).toBe(written.closest('li')));
  expect(written.closest('li')?.textContent).toContain('You');
  expect(within(card).getByText('Waiting for our answer')).toBeTruthy();
  expect(within(card).getByText(/^We answer by/)).toBeTruthy();
  expect(within(card).queryByLabelText(/^Your message/)).toBeNull();
  const [now] = await complaintsOf(buyer, order.id);
  expect(now?.status).toBe('open');
  expect(now?.messages.map((item) => [item.from, item.text])).toEqual([
    ['shopper', 'Ordered a week ago and nothing yet'],
    ['shop', 'Your parcel leaves our Dhaka hub today.'],
    ['shopper', 'Thank you, I will wait for it.'],
  ]);
});

test('a resolved complaint shows its outcome and a new one may be made; the header’s switch puts it in Bangla', async () => {
  const shopper = await signInInBrowser(shop);
  const order = await placeOrder(shopper);
  const raised = await injectAs(shop.app, shopper, 'POST', `/api/orders/${order.id}/complaints`, {
    topic: 'wrong_item',
    text: 'I ordered Ruby Woo and got Velvet Teddy',
  });
  if (raised.statusCode !== 201) throw new Error(`complaint not raised: ${raised.body}`);
  const { id } = raised.json() as Complaint;
  await asAdmin(`/api/admin/complaints/${id}/replies`, { text: 'Sorry! We will swap it.' });
  await asAdmin(`/api/admin/complaints/${id}/resolve`, {
    resolution: 'replacement',
    note: 'The right shade goes out tomorrow.',
  });
  const [resolved] = await complaintsOf(shopper, order.id);
  if (!resolved?.resolvedAt) throw new Error('the complaint should be resolved');

  const user = userEvent.setup();
  await renderApp(`/account/orders/${order.id}`);
  let card = await screen.findByRole('article', { name: 'I got the wrong item' }, SLOW);
  expect(within(card).getByText('Resolved')).toBeTruthy();
  expect(within(card).getByText('Resolved: Replacement')).toBeTruthy();
  expect(within(card).getByText('The right shade goes out tomorrow.')).toBeTruthy();
  expect(within(card).getByText('If something is still wrong, make a new complaint.')).toBeTruthy();
  expect(within(card).queryByText(/^We answer by/)).toBeNull();
  expect(within(card).queryByRole('button', { name: 'Write back' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Make a complaint' })).toBeTruthy();

  // The header's switch; the mobile menu's copy is hidden by CSS, which this DOM does not apply.
  const [languageSwitch] = await screen.findAllByRole('button', { name: 'বাংলায় দেখুন' });
  if (!languageSwitch) throw new Error('no language switch');
  await user.click(languageSwitch);
  const section = await screen.findByRole('region', { name: 'অভিযোগ' }, SLOW);
  card = within(section).getByRole('article', { name: 'ভুল পণ্য পেয়েছি' });
  expect(within(card).getByText('সমাধান হয়েছে')).toBeTruthy();
  expect(within(card).getByText('সমাধান: বদলে দেওয়া')).toBeTruthy();
  expect(within(card).getByText(`${bn.date(resolved.createdAt)} তারিখে করা`)).toBeTruthy();
  const messages = within(within(card).getByRole('list', { name: 'বার্তা' })).getAllByRole('listitem');
  expect(messages.map((item) => item.querySelector('span')?.textContent)).toEqual(['আপনি', 'দোকান']);
  expect(
    within(messages[1] as HTMLElement).getByText(bn.dateTime(resolved.messages[1]?.at ?? '')),
  ).toBeTruthy();
  expect(within(card).getByText('এখনো কিছু ঠিক না থাকলে নতুন অভিযোগ করুন।')).toBeTruthy();

  // The form and its checks speak Bangla too.
  await user.click(within(section).getByRole('button', { name: 'অভিযোগ করুন' }));
  const form = await within(section).findByRole('form', { name: 'অভিযোগ করুন' }, SLOW);
  expect(within(form).getByRole('option', { name: 'পেমেন্ট বা রিফান্ড' })).toBeTruthy();
  expect(within(form).getByText('সর্বোচ্চ ১,০০০ অক্ষর।')).toBeTruthy();
  await user.click(within(form).getByRole('button', { name: 'অভিযোগ পাঠান' }));
  expect((await within(form).findByText('কী সমস্যা বেছে নিন', {}, SLOW)).getAttribute('role')).toBe(
    'alert',
  );
  expect(within(form).getByText('কী সমস্যা লিখুন')).toBeTruthy();
  expect(await complaintsOf(shopper, order.id)).toHaveLength(1);
  await signOutInBrowser();
});

test('a complaint without its text says what is missing and sends nothing', async () => {
  const shopper = await signInInBrowser(shop);
  const order = await placeOrder(shopper);
  const user = userEvent.setup();
  await renderApp(`/account/orders/${order.id}`);
  await user.click(await screen.findByRole('button', { name: 'Make a complaint' }, SLOW));
  const form = await screen.findByRole('form', { name: 'Make a complaint' }, SLOW);
  await user.selectOptions(within(form).getByLabelText(/^What is wrong/), 'Payment or refund');
  const text = within(form).getByLabelText(/^Tell us what happened/) as HTMLTextAreaElement;
  // Only spaces: the contract trims them away, as the server would.
  await user.type(text, '   ');
  await user.click(within(form).getByRole('button', { name: 'Send complaint' }));

  const error = await within(form).findByText('Tell us what is wrong', {}, SLOW);
  expect(error.getAttribute('role')).toBe('alert');
  expect(text.getAttribute('aria-invalid')).toBe('true');
  expect(text.getAttribute('aria-describedby')).toContain(error.id);
  await waitFor(() => expect(document.activeElement).toBe(text));
  expect(within(form).queryByText('Choose what is wrong')).toBeNull();
  expect(screen.queryByRole('article')).toBeNull();
  expect(await complaintsOf(shopper, order.id)).toEqual([]);

  // Typing the text clears the message, and then it goes.
  await user.type(text, 'Paid by bKash but the order says unpaid');
  await waitFor(() => expect(within(form).queryByText('Tell us what is wrong')).toBeNull());
  await user.click(within(form).getByRole('button', { name: 'Send complaint' }));
  await screen.findByRole('article', { name: 'Payment or refund' }, SLOW);
  expect((await complaintsOf(shopper, order.id))[0]?.messages[0]?.text).toBe(
    'Paid by bKash but the order says unpaid',
  );
  await signOutInBrowser();
});
