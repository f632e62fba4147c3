/**
 * Admin → Questions in the browser against a real shop server: the owner approves a waiting
 * question (it moves to Unanswered), answers another as the shop (the product page shows it at
 * once), is refused by the shared rules and then by the server, hides a reported buyer's answer
 * and lets verified buyers answer. A packer reads the queue without a single action.
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { AdminQuestionPage, QuestionPage } from '#shared/schemas/questions';
import { closeApp, renderApp } from '../test/render-app';
import {
  createShopper,
  createStaff,
  injectAs,
  processingOrder,
  type ShopServer,
  type SignedInShopper,
  signInAsInBrowser,
  signInInBrowser,
  startShopServer,
} from '../test/shop-server';

let shop: ShopServer;
let owner: SignedInShopper;
let product: { id: number; name: string };

const SLOW = { timeout: 15_000 };
const TO_APPROVE = 'Does it suit oily skin in summer?';
const TO_ANSWER = 'Is it safe to use during pregnancy?';
const GONE = 'Does it leave a white cast on dark skin?';
const FOR_PACKER = 'Is the packaging recyclable?';
const REPORTED = 'How long does one tube last?';
const BUYERS_ANSWER = 'About two months of daily use.';
const SHOP_ANSWER = 'Yes: it holds no retinoids. Ask your doctor if unsure.';

async function insertQuestion(userId: string, text: string, status: string, daysAgo: number) {
  const { rows } = await shop.db.execute<{ id: number }>(sql`
    INSERT INTO product_questions (product_id, user_id, text, status, created_at)
    VALUES (${product.id}, ${userId}, ${text}, ${status}, now() - make_interval(days => ${daysAgo}))
    RETURNING id`);
  return Number(rows[0]?.id);
}

beforeAll(async () => {
  shop = await startShopServer();
  const { rows } = await shop.db.execute<{ id: number; name: string }>(sql`
    SELECT id, name FROM products WHERE status = 'active' AND stock_quantity > 5
      AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = products.id AND v.option1 IS NOT NULL)
    ORDER BY id LIMIT 1`);
  product = { id: Number(rows[0]?.id), name: String(rows[0]?.name) };
  owner = await signInInBrowser(shop, 'owner');

  const asker = await createShopper(shop.app, { firstName: 'Shirin', lastName: 'Akter' });
  const buyer = await createShopper(shop.app, { firstName: 'Mitu', lastName: 'Das' });
  const order = await processingOrder(shop.app, owner, buyer, { productId: product.id });
  await shop.db.execute(sql`UPDATE orders SET status = 'delivered' WHERE id = ${order.id}`);

  await insertQuestion(asker.userId, TO_APPROVE, 'pending', 4);
  await insertQuestion(asker.userId, TO_ANSWER, 'pending', 3);
  await insertQuestion(asker.userId, GONE, 'pending', 2);
  await insertQuestion(asker.userId, FOR_PACKER, 'pending', 1);
  const reported = await insertQuestion(asker.userId, REPORTED, 'approved', 5);
  await shop.db.execute(sql`
    INSERT INTO product_answers (question_id, user_id, text, by_staff, status, reports)
    VALUES (${reported}, ${buyer.userId}, ${BUYERS_ANSWER}, false, 'approved', 2)`);
}, 120_000);
afterAll(() => shop?.close());
afterEach(closeApp);

const queues = () => screen.getByRole('navigation', { name: 'Which questions' });
const queue = (name: string) =>
  within(queues()).getByRole('link', { name: new RegExp(`^${name}`) });
const card = (text: string) => screen.findByRole('article', { name: text }, SLOW);
const shopperPage = async () =>
  (
    await injectAs(shop.app, undefined, 'GET', `/api/products/${product.id}/questions`)
  ).json() as QuestionPage;

test('waiting: approve one question, answer another as the shop; the rules and the server refuse', async () => {
  const user = userEvent.setup();
  await renderApp('/admin/products');
  const nav = await screen.findByRole('navigation', { name: 'Admin sections' }, SLOW);
  await user.click(within(nav).getByRole('link', { name: 'Questions' }));
  expect(await screen.findByRole('heading', { name: 'Questions', level: 2 }, SLOW)).toBeTruthy();

  const approving = within(await card(TO_APPROVE));
  expect(queue('Waiting').getAttribute('aria-current')).toBe('page');
  expect(queue('Waiting').textContent).toBe('Waiting4');
  expect(queue('Reported').textContent).toBe('Reported1');
  expect(approving.getByRole('link', { name: product.name }).getAttribute('href')).toBe(
    `/product/${product.id}`,
  );
  expect(approving.getByRole('link', { name: 'Edit product' }).getAttribute('href')).toBe(
    `/admin/products/${product.id}/edit`,
  );
  expect(approving.getByText(/^Asked by Shirin A\. on /)).toBeTruthy();
  expect(approving.getByText('Waiting for approval')).toBeTruthy();
  expect(approving.getByText('No answer yet.')).toBeTruthy();
  // Oldest first.
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    TO_APPROVE,
    TO_ANSWER,
    GONE,
    FOR_PACKER,
  ]);

  await user.click(approving.getByRole('button', { name: 'Approve question' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: TO_APPROVE })).toBeNull(), SLOW);
  await waitFor(() => expect(queue('Waiting').textContent).toBe('Waiting3'), SLOW);

  // The shared schema's rules, in the admin's own words.
  const answering = within(await card(TO_ANSWER));
  const form = within(answering.getByRole('form', { name: 'Answer as the shop' }));
  await user.click(form.getByRole('button', { name: 'Send' }));
  expect((await form.findByRole('alert')).textContent).toBe('Write the answer in a few more words');
  await user.type(
    form.getByRole('textbox', { name: 'Answer as the shop' }),
    'Yes, see www.example.com for more',
  );
  await waitFor(() =>
    expect(form.getByRole('alert').textContent).toBe('Leave out links and web addresses'),
  );
  await user.clear(form.getByRole('textbox', { name: 'Answer as the shop' }));
  await user.type(form.getByRole('textbox', { name: 'Answer as the shop' }), SHOP_ANSWER);
  await user.click(form.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: TO_ANSWER })).toBeNull(), SLOW);
  expect(queue('Waiting').textContent).toBe('Waiting2');

  // The product page shows it at once, as the shop's; the approved one waits for an answer.
  const shown = await shopperPage();
  expect(shown.questions.map((question) => question.text)).toEqual([TO_ANSWER, REPORTED]);
  expect(shown.questions[0]?.answers).toMatchObject([
    { text: SHOP_ANSWER, author: null, byStaff: true, status: 'approved' },
  ]);

  // Deleted meanwhile: the server's refusal shows above the form.
  const gone = within(await card(GONE));
  await shop.db.execute(sql`DELETE FROM product_questions WHERE text = ${GONE}`);
  await user.type(gone.getByRole('textbox', { name: 'Answer as the shop' }), SHOP_ANSWER);
  await user.click(gone.getByRole('button', { name: 'Send' }));
  expect((await gone.findByRole('alert', undefined, SLOW)).textContent).toBe(
    'That question is not there any more. Reload the page.',
  );
}, 90_000);

test('unanswered: the approved question waits there, shown, for its answer', async () => {
  const user = userEvent.setup();
  await renderApp('/admin/questions');
  await card(FOR_PACKER);
  await user.click(queue('Unanswered'));
  const approved = within(await card(TO_APPROVE));
  expect(queue('Unanswered').getAttribute('aria-current')).toBe('page');
  expect(approved.getByText('Shown')).toBeTruthy();
  expect(approved.queryByRole('button', { name: 'Approve question' })).toBeNull();
  expect(approved.getByRole('button', { name: 'Hide question' })).toBeTruthy();
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(screen.getByText('1–1 of 1 questions')).toBeTruthy();
}, 60_000);

test('reported: the buyer’s answer, reported twice, is hidden and leaves the product page', async () => {
  const user = userEvent.setup();
  await renderApp('/admin/questions?queue=reported');
  const reported = within(await card(REPORTED));
  const answer = reported.getByText(BUYERS_ANSWER).closest('li') as HTMLElement;
  expect(within(answer).getByText('Mitu D.')).toBeTruthy();
  expect(within(answer).getByText('Verified buyer')).toBeTruthy();
  expect(within(answer).getByText('Reported 2 times')).toBeTruthy();
  expect(within(answer).getByText('Shown')).toBeTruthy();

  await user.click(within(answer).getByRole('button', { name: 'Hide answer' }));
  expect(
    await screen.findByText('No question or answer has been reported.', undefined, SLOW),
  ).toBeTruthy();
  await waitFor(() => expect(queue('Reported').textContent).toBe('Reported0'), SLOW);
  const shown = await shopperPage();
  expect(shown.questions.map((question) => question.text)).toEqual([TO_ANSWER]);
}, 60_000);

test('the owner lets verified buyers answer; the switch reads back from the server', async () => {
  const user = userEvent.setup();
  await renderApp('/admin/questions');
  const allow = (await screen.findByRole(
    'switch',
    { name: 'Let verified buyers answer' },
    SLOW,
  )) as HTMLInputElement;
  expect(allow.checked).toBe(false);
  await user.click(allow);
  await waitFor(() => expect(allow.checked && !allow.disabled).toBe(true), SLOW);
  const read = await injectAs(shop.app, owner, 'GET', '/api/admin/questions');
  expect((read.json() as AdminQuestionPage).buyersMayAnswer).toBe(true);

  closeApp();
  await renderApp('/admin/questions');
  const again = (await screen.findByRole(
    'switch',
    { name: 'Let verified buyers answer' },
    SLOW,
  )) as HTMLInputElement;
  expect(again.checked).toBe(true);
}, 60_000);

test('a packer (products.view) reads the queue without buttons, form or switch', async () => {
  await signInAsInBrowser(await createStaff(shop.app, shop.db, 'packing'));
  await renderApp('/admin/questions');
  const waiting = within(await card(FOR_PACKER));
  expect(waiting.getByText('Waiting for approval')).toBeTruthy();
  const nav = screen.getByRole('navigation', { name: 'Admin sections' });
  expect(within(nav).getByRole('link', { name: 'Questions' })).toBeTruthy();
  expect(screen.queryAllByRole('button', { name: /question|answer/i })).toEqual([]);
  expect(screen.queryByRole('form', { name: 'Answer as the shop' })).toBeNull();
  expect(screen.queryByRole('switch')).toBeNull();
  await signInAsInBrowser(owner);
}, 60_000);
