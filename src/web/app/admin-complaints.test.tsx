/**
 * Admin → Complaints in the browser against a real shop server (issue 43): two shoppers complain
 * through their own route, one of them four days ago. The list shows the waiting ones by their
 * 72-hour clock (the late one first, in its own tab too) and the dashboard counts them; on a
 * complaint's page staff answer (the thread names them, the shopper reads it) and resolve it with
 * a refund, after which the forms give way to the outcome. Staff without complaints.manage have
 * no Complaints and are refused the page; the report counts what happened; the list reads in
 * Bangla.
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { Complaint } from '#shared/schemas/complaints';
import { closeApp, renderApp } from '../test/render-app';
import {
  checkoutBody,
  createShopper,
  createStaff,
  createStaffRole,
  fillCart,
  injectAs,
  type ShopServer,
  type SignedInShopper,
  signInAsInBrowser,
  signInInBrowser,
  startShopServer,
} from '../test/shop-server';
import { smallPng } from '../test/shopper-return-helpers';

let shop: ShopServer;
let owner: SignedInShopper;
let shopper: SignedInShopper;
/** Raised now, with a photo: the one answered and resolved below. */
let fresh: { orderId: string; number: string };
/** Raised 80 hours ago and never answered. */
let late: { orderId: string; number: string };

const SLOW = { timeout: 15_000 };
const DAMAGED = 'The lipstick arrived broken in two.';
const REPLY = 'Sorry about that: a courier will bring a new one tomorrow.';
const NOTE = 'We sent ৳850 back to your bKash.';

async function placeOrder(who: SignedInShopper, body: Record<string, unknown> = {}) {
  await fillCart(shop.app, who, [[1, 1]]);
  const placed = await injectAs(shop.app, who, 'POST', '/api/orders', checkoutBody(body));
  expect(placed.statusCode, placed.body).toBe(201);
  const { id } = placed.json() as { id: string };
  return { orderId: id, number: id.slice(0, 8) };
}

/** A photo uploaded as the shopper's browser sends it (multipart), answered with its address. */
async function uploadPhoto(who: SignedInShopper): Promise<string> {
  const boundary = '----sajghorcomplaint';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="broken.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    await smallPng(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const uploaded = await shop.app.inject({
    method: 'POST',
    url: '/api/complaints/photos',
    payload,
    headers: {
      origin: shop.origin,
      cookie: who.cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return (uploaded.json() as { image: string }).image;
}

async function complain(who: SignedInShopper, orderId: string, body: object) {
  const raised = await injectAs(shop.app, who, 'POST', `/api/orders/${orderId}/complaints`, body);
  expect(raised.statusCode, raised.body).toBe(201);
  return raised.json() as Complaint;
}

beforeAll(async () => {
  shop = await startShopServer();
  shopper = await createShopper(shop.app);
  fresh = await placeOrder(shopper);
  const photo = await uploadPhoto(shopper);
  await complain(shopper, fresh.orderId, { topic: 'damaged', text: DAMAGED, photos: [photo] });

  const other = await createShopper(shop.app);
  late = await placeOrder(other, { firstName: 'Shila', lastName: 'Akter' });
  const old = await complain(other, late.orderId, {
    topic: 'wrong_item',
    text: 'I ordered the red shade and got the pink one.',
  });
  // Raised 80 hours ago and not answered since: past its 72 hours.
  await shop.db.execute(sql`UPDATE complaints SET created_at = now() - interval '80 hours',
    awaiting_since = now() - interval '80 hours' WHERE id = ${old.id}`);
  await shop.db.execute(sql`UPDATE complaint_messages SET created_at = now() - interval '80 hours'
    WHERE complaint_id = ${old.id}`);
  owner = await signInInBrowser(shop, 'owner');
}, 120_000);
afterAll(() => shop?.close());
afterEach(closeApp);

const complaintLinks = () => screen.getAllByRole('link', { name: /^Complaint about order #/ });
const rowOf = (number: string) =>
  (
    screen.getAllByRole('link', { name: `Complaint about order #${number}` })[0] as HTMLElement
  ).closest('tr') as HTMLElement;

test('the list: both waiting for us, the late one first with its red clock; the late tab holds only it', async () => {
  const user = userEvent.setup();
  await renderApp('/admin/products');
  const nav = await screen.findByRole('navigation', { name: 'Admin sections' }, SLOW);
  await user.click(within(nav).getByRole('link', { name: 'Complaints' }));

  expect(await screen.findByRole('heading', { name: 'Complaints', level: 2 }, SLOW)).toBeTruthy();
  const states = screen.getByRole('navigation', { name: 'Which complaints' });
  expect(
    within(states).getByRole('link', { name: 'Waiting for us' }).getAttribute('aria-current'),
  ).toBe('page');
  await screen.findAllByRole('link', { name: `Complaint about order #${fresh.number}` }, SLOW);

  // The table's links (the phone cards repeat them): most urgent first.
  const [first, second] = complaintLinks();
  expect(first?.getAttribute('href')).toMatch(/^\/admin\/complaints\/[0-9a-f-]{36}$/);
  expect(first?.textContent).toBe(`#${late.number}`);
  expect(second?.textContent).toBe(`#${fresh.number}`);

  const lateRow = rowOf(late.number);
  expect(within(lateRow).getByText('Shila Akter')).toBeTruthy();
  expect(within(lateRow).getByText('I got the wrong item')).toBeTruthy();
  expect(within(lateRow).getByText(/^Late since /)).toBeTruthy();
  expect(within(lateRow).getByText('Waiting for our answer')).toBeTruthy();

  const freshRow = rowOf(fresh.number);
  expect(within(freshRow).getByText('Rina Begum')).toBeTruthy();
  expect(within(freshRow).getByText('Something arrived damaged')).toBeTruthy();
  expect(within(freshRow).getByText(DAMAGED)).toBeTruthy();
  expect(within(freshRow).getByText(/^Answer by /)).toBeTruthy();
  expect(screen.getByText('1–2 of 2 complaints')).toBeTruthy();

  await user.click(within(states).getByRole('link', { name: 'Past 72 hours' }));
  await waitFor(() => expect(complaintLinks()).toHaveLength(2), SLOW);
  expect(complaintLinks().map((link) => link.getAttribute('aria-label'))).toEqual([
    `Complaint about order #${late.number}`,
    `Complaint about order #${late.number}`,
  ]);
  expect(
    within(states).getByRole('link', { name: 'Past 72 hours' }).getAttribute('aria-current'),
  ).toBe('page');
}, 60_000);

test('the dashboard counts the complaints waiting, one of them past 72 hours, and opens the list', async () => {
  await renderApp('/admin');
  const card = (await screen.findByText('Complaints waiting', undefined, SLOW)).closest('a');
  expect(card?.getAttribute('href')).toBe('/admin/complaints');
  expect(within(card as HTMLElement).getByText('2')).toBeTruthy();
  expect(within(card as HTMLElement).getByText('Past 72 hours: 1')).toBeTruthy();
});

test('a complaint: answered (the thread names who), then resolved with a refund; the shopper reads both', async () => {
  const user = userEvent.setup();
  await renderApp('/admin/complaints');
  const [link] = await screen.findAllByRole(
    'link',
    { name: `Complaint about order #${fresh.number}` },
    SLOW,
  );
  await user.click(link as HTMLElement);

  expect(
    await screen.findByRole('heading', { name: `Complaint about order #${fresh.number}` }, SLOW),
  ).toBeTruthy();
  expect(screen.getByText('Something arrived damaged')).toBeTruthy();
  expect(screen.getByText('Waiting for our answer')).toBeTruthy();
  expect(screen.getByText(/^Answer by /)).toBeTruthy();
  expect(screen.getByText(/From the shopper.s account/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Open the order' }).getAttribute('href')).toBe(
    `/admin/orders/${fresh.orderId}`,
  );
  const photo = screen.getByRole('img', { name: 'Photo 1 from the shopper' });
  expect(photo.getAttribute('src')).toMatch(/^\/files\/[0-9a-f-]{36}\/320\.webp$/);
  const shoppers = screen.getByText(DAMAGED).closest('li') as HTMLElement;
  expect(within(shoppers).getByText('Shopper')).toBeTruthy();

  // Nothing written: the shared schema's words, and nothing sent.
  const replyForm = screen.getByRole('form', { name: 'Answer the shopper' });
  await user.click(within(replyForm).getByRole('button', { name: 'Send answer' }));
  expect((await within(replyForm).findByRole('alert')).textContent).toBe('Write a message');

  await user.type(within(replyForm).getByLabelText('Your message'), REPLY);
  await user.click(within(replyForm).getByRole('button', { name: 'Send answer' }));
  const answer = (await screen.findByText(REPLY, undefined, SLOW)).closest('li') as HTMLElement;
  expect(within(answer).getByText(owner.email)).toBeTruthy();
  expect(await screen.findByText('Answered', undefined, SLOW)).toBeTruthy();
  expect(screen.queryByText(/^Answer by /)).toBeNull();
  expect(screen.getByText(/^First answered /)).toBeTruthy();
  expect((within(replyForm).getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('');

  // Resolve: an outcome and a note are needed, then a refund.
  const resolveForm = screen.getByRole('form', { name: 'Resolve' });
  await user.click(within(resolveForm).getByRole('button', { name: 'Resolve complaint' }));
  const refusals = await within(resolveForm).findAllByRole('alert');
  expect(refusals.map((alert) => alert.textContent)).toEqual([
    'Choose how the complaint was resolved',
    'Write what the shopper should know',
  ]);
  await user.selectOptions(within(resolveForm).getByLabelText('Outcome'), 'Refund');
  await user.type(within(resolveForm).getByLabelText('What the shopper should know'), NOTE);
  await user.click(within(resolveForm).getByRole('button', { name: 'Resolve complaint' }));

  expect(await screen.findByText(`Resolved: Refund. ${NOTE}`, undefined, SLOW)).toBeTruthy();
  expect(screen.getByText(new RegExp(`^Resolved by ${owner.email} on `))).toBeTruthy();
  expect(screen.getByText('Resolved')).toBeTruthy();
  expect(screen.queryByRole('form', { name: 'Answer the shopper' })).toBeNull();
  expect(screen.queryByRole('form', { name: 'Resolve' })).toBeNull();

  // The shopper's own route: the answer, from the shop, and the outcome.
  const read = await injectAs(shop.app, shopper, 'GET', `/api/orders/${fresh.orderId}/complaints`);
  expect(read.statusCode, read.body).toBe(200);
  const [mine] = read.json() as Complaint[];
  expect(mine?.messages.map(({ from, text }) => ({ from, text }))).toEqual([
    { from: 'shopper', text: DAMAGED },
    { from: 'shop', text: REPLY },
  ]);
  expect(mine).toMatchObject({ status: 'resolved', resolution: 'refund', resolutionNote: NOTE });
}, 90_000);

test('staff without complaints.manage have no Complaints, are refused the page, and read the count unlinked', async () => {
  await createStaffRole(shop.db, 'report_reader', 'Report reader', ['orders.view', 'reports.view']);
  await signInAsInBrowser(await createStaff(shop.app, shop.db, 'report_reader'));
  await renderApp('/admin/complaints');
  expect(await screen.findByRole('heading', { name: 'Not for your role' }, SLOW)).toBeTruthy();
  const nav = screen.getByRole('navigation', { name: 'Admin sections' });
  expect(within(nav).getByRole('link', { name: 'Orders' })).toBeTruthy();
  expect(within(nav).queryByRole('link', { name: 'Complaints' })).toBeNull();
  closeApp();

  // The dashboard still says how many wait (one, now), without a way into a page they cannot open.
  await renderApp('/admin');
  const label = await screen.findByText('Complaints waiting', undefined, SLOW);
  expect(label.closest('a')).toBeNull();
  expect(within(label.closest('li') as HTMLElement).getByText('1')).toBeTruthy();
  await signInAsInBrowser(owner);
}, 60_000);

test('the report counts the last 7 days: one answered in time and refunded, one past 72 hours', async () => {
  await renderApp('/admin/reports?tab=complaints&range=last7');
  const tab = await screen.findByRole('tab', { name: 'Complaints' }, SLOW);
  expect(tab.getAttribute('aria-selected')).toBe('true');
  const summary = await screen.findByRole('region', { name: 'Summary' }, SLOW);
  const card = (name: string) =>
    within(summary).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
  expect(card('Raised')).toBe('2');
  expect(card('Answered within 72 h')).toBe('1');
  expect(card('Answered late')).toBe('0');
  expect(card('Not answered yet')).toBe('1');
  expect(card('Past 72 h now')).toBe('1');

  const byTopic = screen.getByRole('region', { name: 'By topic' });
  const cells = (topic: string) =>
    [...(within(byTopic).getByRole('rowheader', { name: topic }).closest('tr')?.cells ?? [])].map(
      (cell) => cell.textContent,
    );
  // Raised, in time, late, unanswered, past 72 h, resolved, then the median hours.
  expect(cells('Something arrived damaged').slice(1, 7)).toEqual(['1', '1', '0', '0', '0', '1']);
  expect(cells('I got the wrong item').slice(1, 8)).toEqual(['1', '0', '0', '1', '1', '0', '—']);

  const outcomes = screen.getByRole('region', { name: 'Outcomes' });
  const outcome = (name: string) =>
    within(outcomes).getByRole('rowheader', { name }).nextElementSibling?.textContent;
  expect([outcome('Refund'), outcome('Replacement'), outcome('Explained')]).toEqual([
    '1',
    '0',
    '0',
  ]);

  const csv = screen.getByRole('link', { name: 'Download CSV' }) as HTMLAnchorElement;
  expect(csv.getAttribute('href')).toMatch(
    /^\/api\/admin\/reports\/complaints\.csv\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
  );
  const download = await fetch(csv.getAttribute('href') as string, { credentials: 'same-origin' });
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toMatch(/^text\/csv/);
}, 60_000);

test('in Bangla: the late complaint waits under its Bangla tab with its clock in Bangla digits', async () => {
  const bangla = await fetch('/api/account/language', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'bn' }),
    credentials: 'same-origin',
  });
  expect(bangla.ok).toBe(true);
  await renderApp('/admin/complaints', 'bn');
  const states = await screen.findByRole('navigation', { name: 'কোন অভিযোগ' }, SLOW);
  expect(
    within(states).getByRole('link', { name: 'আমাদের উত্তরের অপেক্ষায়' }).getAttribute('aria-current'),
  ).toBe('page');
  const [link] = await screen.findAllByRole(
    'link',
    { name: `অর্ডার #${late.number} নিয়ে অভিযোগ` },
    SLOW,
  );
  const row = (link as HTMLElement).closest('tr') as HTMLElement;
  expect(within(row).getByText('ভুল পণ্য পেয়েছি')).toBeTruthy();
  const clock = within(row).getByText(/থেকে দেরি$/).textContent ?? '';
  expect(clock).toMatch(/[০-৯]/);
  expect(clock).not.toMatch(/[0-9]/);
  // The resolved one has left the waiting list.
  expect(screen.queryAllByRole('link', { name: `অর্ডার #${fresh.number} নিয়ে অভিযোগ` })).toEqual([]);
}, 60_000);
