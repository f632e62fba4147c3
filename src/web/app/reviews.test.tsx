/**
 * A product's Customer Reviews as shoppers use them, against a real shop server: reading and
 * filtering the list, writing a review, and the refusals a visitor or a second review meets.
 */
import '../test/browser';
import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { closeApp, renderApp } from '../test/render-app';
import { injectAs, type ShopServer, signInInBrowser, startShopServer } from '../test/shop-server';

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShopServer();
});
afterAll(() => shop.close());
afterEach(closeApp);

const SLOW = { timeout: 10_000 };

/** A seeded active product with more than one page of reviews, or with none. */
async function productWith(reviews: 'many' | 'none') {
  const condition = reviews === 'many' ? sql`review_count > 5` : sql`review_count = 0`;
  const { rows } = await shop.db.execute<{ id: number; name: string; review_count: number }>(
    sql`SELECT id, name, review_count FROM products WHERE status = 'active' AND ${condition}
        ORDER BY id LIMIT 1`,
  );
  const product = rows[0];
  if (!product) throw new Error(`no seeded product with ${reviews} reviews`);
  return product;
}

async function openReviews(productId: number) {
  await renderApp(`/product/${productId}`);
  const section = await screen.findByRole('region', { name: 'Customer Reviews' }, SLOW);
  return within(section);
}

test('lists reviews five at a time, loads more, and filters by rating', async () => {
  const product = await productWith('many');
  const reviews = await openReviews(product.id);
  const count = Number(product.review_count);

  expect(await reviews.findByText(`Showing 5 of ${count} reviews`, {}, SLOW)).toBeTruthy();
  expect(reviews.getAllByRole('article')).toHaveLength(5);

  const user = userEvent.setup({ delay: null });
  await user.click(reviews.getByRole('button', { name: 'Load More Reviews' }));
  await reviews.findByText(`Showing ${Math.min(10, count)} of ${count} reviews`, {}, SLOW);
  expect(reviews.getAllByRole('article')).toHaveLength(Math.min(10, count));

  await user.selectOptions(reviews.getByLabelText('Filter by rating'), '5');
  await reviews.findByText(/reviews? rated 5 stars$/, {}, SLOW);
  for (const article of reviews.getAllByRole('article')) {
    expect(within(article).getByText('5 stars out of 5')).toBeTruthy();
  }
});

test('a visitor is sent to sign in to write a review, and asked to log in to vote', async () => {
  const product = await productWith('many');
  await fetch('/api/auth/sign-out', { method: 'POST', credentials: 'same-origin' });
  const reviews = await openReviews(product.id);

  const write = await reviews.findByRole('link', { name: 'Write a Review' }, SLOW);
  expect(write.getAttribute('href')).toBe(`/login?redirect=%2Fproduct%2F${product.id}`);
  expect(reviews.getByText('You will be asked to sign in first.')).toBeTruthy();

  const [firstReview] = await reviews.findAllByRole('article', {}, SLOW);
  const user = userEvent.setup({ delay: null });
  await user.click(within(firstReview as HTMLElement).getByRole('button', { name: /^Helpful/ }));
  expect(await screen.findByText('Please log in to vote on reviews', {}, SLOW)).toBeTruthy();
});

test('a shopper writes a review: the form asks for a rating, then the review is listed as theirs', async () => {
  const product = await productWith('none');
  await signInInBrowser(shop);
  const reviews = await openReviews(product.id);
  expect(await reviews.findByText('No reviews yet', {}, SLOW)).toBeTruthy();
  const user = userEvent.setup({ delay: null });

  await user.click(reviews.getByRole('button', { name: 'Write a Review' }));
  const dialog = await screen.findByRole('dialog', { name: 'Write a Review' }, SLOW);
  await user.type(within(dialog).getByLabelText('Title'), 'Soft and lasting');
  await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
  expect(
    await within(dialog).findByText('Please choose a rating from 1 to 5 stars', {}, SLOW),
  ).toBeTruthy();

  await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
  await user.type(within(dialog).getByLabelText('Review'), 'Stays on through a humid day.');
  await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));

  expect(await screen.findByText('Review submitted', {}, SLOW)).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
  const mine = await reviews.findByRole('article', {}, SLOW);
  expect(within(mine).getByText('Soft and lasting')).toBeTruthy();
  expect(within(mine).getByText('Your review')).toBeTruthy();
  expect(reviews.getByRole('button', { name: 'Edit Your Review' })).toBeTruthy();
});

test('a second review is refused, and the form then edits the one the shopper has', async () => {
  const product = await productWith('none');
  const shopper = await signInInBrowser(shop);
  const reviews = await openReviews(product.id);
  await reviews.findByText('No reviews yet', {}, SLOW);
  // Written in another tab after this page loaded.
  const earlier = await injectAs(shop.app, shopper, 'POST', `/api/products/${product.id}/reviews`, {
    rating: 2,
    title: 'Written elsewhere',
    content: 'From my other phone.',
    images: [],
  });
  expect(earlier.statusCode).toBe(201);
  const user = userEvent.setup({ delay: null });

  await user.click(reviews.getByRole('button', { name: 'Write a Review' }));
  const dialog = await screen.findByRole('dialog', { name: 'Write a Review' }, SLOW);
  await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
  await user.type(within(dialog).getByLabelText('Title'), 'Second thoughts');
  await user.type(within(dialog).getByLabelText('Review'), 'Better than I first said.');
  await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));

  expect(await screen.findByText('You have already reviewed this product', {}, SLOW)).toBeTruthy();
  expect(await screen.findByRole('dialog', { name: 'Edit Your Review' }, SLOW)).toBeTruthy();
  await user.click(
    within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit Review' }),
  );
  expect(await screen.findByText('Review updated', {}, SLOW)).toBeTruthy();
});

test('a shopper deletes their review after confirming, and the product has none again', async () => {
  const product = await productWith('none');
  const shopper = await signInInBrowser(shop);
  const written = await injectAs(shop.app, shopper, 'POST', `/api/products/${product.id}/reviews`, {
    rating: 3,
    title: 'Changed my mind',
    content: 'Not for my skin.',
    images: [],
  });
  expect(written.statusCode).toBe(201);
  const reviews = await openReviews(product.id);
  const mine = await reviews.findByRole('article', { name: 'Changed my mind' }, SLOW);
  const user = userEvent.setup({ delay: null });

  await user.click(within(mine).getByRole('button', { name: 'Delete' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Delete your review?' }, SLOW);
  await user.click(within(confirm).getByRole('button', { name: 'Delete Review' }));

  expect(await screen.findByText('Review deleted', {}, SLOW)).toBeTruthy();
  expect(await reviews.findByText('No reviews yet', {}, SLOW)).toBeTruthy();
  expect(reviews.queryByRole('article')).toBeNull();
});

test('a shopper tells her skin in the review form, and the list filters reviews by skin', async () => {
  const product = await productWith('none');
  const other = await signInInBrowser(shop);
  const dry = await injectAs(shop.app, other, 'POST', `/api/products/${product.id}/reviews`, {
    rating: 2,
    title: 'Too drying',
    content: 'Left my cheeks tight.',
    skinType: 'dry',
  });
  expect(dry.statusCode).toBe(201);
  await signInInBrowser(shop);
  const reviews = await openReviews(product.id);
  await reviews.findByRole('article', { name: 'Too drying' }, SLOW);
  const user = userEvent.setup({ delay: null });

  await user.click(reviews.getByRole('button', { name: 'Write a Review' }));
  const dialog = await screen.findByRole('dialog', { name: 'Write a Review' }, SLOW);
  await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
  await user.type(within(dialog).getByLabelText('Title'), 'Finally no shine');
  await user.type(within(dialog).getByLabelText('Review'), 'Matte until evening.');
  await user.selectOptions(within(dialog).getByLabelText('Skin type'), 'oily');
  await user.click(within(dialog).getByRole('radio', { name: 'Tone 4 of 6' }));
  await user.selectOptions(within(dialog).getByLabelText('Main concern'), 'acne');
  await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
  expect(await screen.findByText('Review submitted', {}, SLOW)).toBeTruthy();

  const mine = await reviews.findByRole('article', { name: 'Finally no shine' }, SLOW);
  expect(within(mine).getByText('Oily skin')).toBeTruthy();
  expect(within(mine).getByText('Tone 4 of 6')).toBeTruthy();
  expect(within(mine).getByText('Concern: Acne')).toBeTruthy();

  const oily = await reviews.findByRole(
    'button',
    { name: 'Oily skin: 5.0 out of 5 from 1 review' },
    SLOW,
  );
  expect(oily.getAttribute('aria-pressed')).toBe('false');
  await user.click(oily);
  await waitFor(() => expect(reviews.getAllByRole('article')).toHaveLength(1), SLOW);
  expect(reviews.getByRole('article', { name: 'Finally no shine' })).toBeTruthy();
  expect(oily.getAttribute('aria-pressed')).toBe('true');

  await user.click(reviews.getByRole('button', { name: 'Dry skin: 2.0 out of 5 from 1 review' }));
  await waitFor(
    () => expect(reviews.getByRole('article', { name: 'Too drying' })).toBeTruthy(),
    SLOW,
  );
  expect(reviews.queryByRole('article', { name: 'Finally no shine' })).toBeNull();
});
