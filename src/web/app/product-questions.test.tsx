/**
 * Questions & Answers on a product page as shoppers use them, against a real shop server: asking
 * (refused with links), waiting, the shop's answer shown and found by search, and a report.
 */
import '../test/browser';
import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { closeApp, renderApp } from '../test/render-app';
import {
  createStaff,
  injectAs,
  type ShopServer,
  signInInBrowser,
  startShopServer,
} from '../test/shop-server';

let shop: ShopServer;
let productId: number;
beforeAll(async () => {
  shop = await startShopServer();
  const { rows } = await shop.db.execute<{ id: number }>(
    sql`SELECT id FROM products WHERE status = 'active' AND category = 'skincare' ORDER BY id LIMIT 1`,
  );
  productId = rows[0]?.id as number;
});
afterAll(() => shop.close());
afterEach(closeApp);

const SLOW = { timeout: 10_000 };

async function openQuestions() {
  await renderApp(`/product/${productId}`);
  return within(await screen.findByRole('region', { name: 'Questions & Answers' }, SLOW));
}

test('a shopper asks, waits, and finds the shop’s answer by searching', async () => {
  await signInInBrowser(shop);
  let qa = await openQuestions();
  expect(await qa.findByText('No answered questions yet.', {}, SLOW)).toBeTruthy();
  const user = userEvent.setup({ delay: null });

  await user.click(qa.getByRole('button', { name: 'Ask a question' }));
  await user.type(qa.getByLabelText('Your question'), 'Cheaper at www.example.com?');
  await user.click(qa.getByRole('button', { name: 'Send question' }));
  expect(await qa.findByText('Please leave out links and web addresses', {}, SLOW)).toBeTruthy();
  await user.clear(qa.getByLabelText('Your question'));
  await user.type(qa.getByLabelText('Your question'), 'Can I use it under makeup?');
  await user.click(qa.getByRole('button', { name: 'Send question' }));
  expect(
    await screen.findByText('Thanks: your question will show once it is answered.', {}, SLOW),
  ).toBeTruthy();
  expect(await qa.findByText('Can I use it under makeup?', {}, SLOW)).toBeTruthy();
  expect(qa.getByText('· Waiting for the shop')).toBeTruthy();

  const { rows } = await shop.db.execute<{ id: number }>(
    sql`SELECT id FROM product_questions WHERE product_id = ${productId} ORDER BY id DESC LIMIT 1`,
  );
  const owner = await createStaff(shop.app, shop.db, 'owner');
  const answered = await injectAs(
    shop.app,
    owner,
    'POST',
    `/api/questions/${rows[0]?.id}/answers`,
    {
      text: 'Yes: let it sink in for a minute first.',
    },
  );
  expect(answered.statusCode).toBe(201);

  closeApp();
  qa = await openQuestions();
  const question = await qa.findByRole('article', { name: 'Can I use it under makeup?' }, SLOW);
  expect(within(question).getByText('Yes: let it sink in for a minute first.')).toBeTruthy();
  expect(within(question).getByText('The shop')).toBeTruthy();

  await user.type(qa.getByRole('searchbox', { name: 'Search questions' }), 'sunscreen');
  await user.click(qa.getByRole('button', { name: 'Search questions' }));
  expect(await qa.findByText('No question matches "sunscreen".', {}, SLOW)).toBeTruthy();
  await user.clear(qa.getByRole('searchbox', { name: 'Search questions' }));
  await user.type(qa.getByRole('searchbox', { name: 'Search questions' }), 'minute');
  await user.click(qa.getByRole('button', { name: 'Search questions' }));
  expect(await qa.findByText('1 answered question', {}, SLOW)).toBeTruthy();

  // Another shopper reports the answer.
  closeApp();
  await signInInBrowser(shop);
  qa = await openQuestions();
  const shown = await qa.findByRole('article', { name: 'Can I use it under makeup?' }, SLOW);
  const [, reportAnswer] = within(shown).getAllByRole('button', { name: 'Report' });
  await user.click(reportAnswer as HTMLElement);
  expect(await screen.findByText('Thanks: the shop will look at it.', {}, SLOW)).toBeTruthy();
});

test('a visitor is asked to sign in to ask', async () => {
  await fetch('/api/auth/sign-out', { method: 'POST', credentials: 'same-origin' });
  const qa = await openQuestions();
  const link = await qa.findByRole('link', { name: 'Sign in to ask a question' }, SLOW);
  expect(link.getAttribute('href')).toBe(`/login?redirect=%2Fproduct%2F${productId}`);
});
