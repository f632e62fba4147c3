/** The reviews API: one review per shopper, the figures kept equal to the rows, votes, photos. */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_SORTS, REVIEWS_PAGE_SIZE, type Review } from '#shared/schemas/review';
import {
  orderItems,
  orders,
  products,
  productVariants,
  reviews,
  reviewVotes,
} from '../../db/schema';
import { createAdmin, createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import { smallPng, uploadAs } from '../../test/fixtures/uploads';
import { createTestApp, injectAs, originOf, type TestApp } from '../../test/test-app';

let t: TestApp;
/** Active products with no seeded reviews, handed out one per test so tests stay independent. */
let unreviewed: number[];
/** The active product with the most seeded reviews. */
let busiest: number;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.execute<{ id: number }>(sql`
    SELECT p.id FROM products p
    WHERE p.status = 'active' AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id)
    ORDER BY p.id`);
  unreviewed = rows.rows.map((row) => Number(row.id));
  const busy = await t.db.execute<{ id: number }>(sql`
    SELECT p.id FROM products p JOIN reviews r ON r.product_id = p.id
    WHERE p.status = 'active' GROUP BY p.id ORDER BY count(*) DESC, p.id LIMIT 1`);
  busiest = Number(busy.rows[0]?.id);
});
afterAll(() => t.close());

function freshProduct(): number {
  const id = unreviewed.shift();
  if (id === undefined) throw new Error('no unreviewed product left');
  return id;
}

function send(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  cookie?: string,
) {
  return injectAs(t.app, cookie, method, url, payload);
}

function get(url: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

const goodReview = { rating: 4, title: 'Lovely shade', content: 'Stays on all day in the heat.' };

async function writeReview(shopper: SignedInShopper, productId: number, body: object = {}) {
  const response = await send(
    'POST',
    `/api/products/${productId}/reviews`,
    { ...goodReview, ...body },
    shopper.cookie,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Review;
}

/** The product's stored figures next to what its reviews add up to. */
async function figures(productId: number) {
  const [stored] = await t.db
    .select({ count: products.reviewCount, total: products.ratingTotal })
    .from(products)
    .where(eq(products.id, productId));
  const counted = await t.db.execute<{ count: string; total: string }>(sql`
    SELECT count(*) AS count, COALESCE(sum(rating), 0) AS total FROM reviews
    WHERE product_id = ${productId}`);
  const row = counted.rows[0];
  return {
    stored,
    counted: { count: Number(row?.count), total: Number(row?.total) },
  };
}

async function expectFiguresMatch(productId: number, count: number, total: number) {
  const { stored, counted } = await figures(productId);
  expect(stored).toEqual({ count, total });
  expect(counted).toEqual({ count, total });
}

async function placeOrder(userId: string, productId: number, status: 'delivered' | 'shipped') {
  const [order] = await t.db
    .insert(orders)
    .values({
      userId,
      email: 'buyer@example.com',
      firstName: 'Test',
      lastName: 'Buyer',
      address: 'House 1, Road 2',
      city: 'Dhaka',
      phone: '01712345678',
      location: 'dhaka',
      paymentMethod: 'cod',
      subtotal: 1000,
      shipping: 100,
      total: 1100,
      status,
      idempotencyKey: randomUUID(),
      requestHash: 'test',
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order insert failed');
  const [variant] = await t.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  if (!variant) throw new Error(`product ${productId} has no variant`);
  await t.db.insert(orderItems).values({
    orderId: order.id,
    productId,
    variantId: variant.id,
    sku: variant.sku,
    productName: 'Test',
    unitPrice: 1000,
    quantity: 1,
  });
}

function uploadPhoto(cookie: string | undefined, bytes: Buffer, type = 'image/png') {
  return uploadAs(t.app, cookie, '/api/reviews/photos', { field: 'photo', bytes, type });
}

describe('writing a review', () => {
  it('stores one review per shopper and product and keeps the product figures equal', async () => {
    const productId = freshProduct();
    const shopper = await createShopper(t.app, { firstName: 'Nusrat', lastName: 'jahan' });
    const review = await writeReview(shopper, productId, { title: '  Lovely shade ' });
    expect(review).toMatchObject({
      author: 'Nusrat J.',
      rating: 4,
      title: 'Lovely shade',
      content: goodReview.content,
      images: [],
      verified: false,
      helpful: 0,
      unhelpful: 0,
      mine: true,
      myVote: null,
    });
    expect(Number.isNaN(Date.parse(review.createdAt))).toBe(false);
    await expectFiguresMatch(productId, 1, 4);

    const again = await send(
      'POST',
      `/api/products/${productId}/reviews`,
      { ...goodReview, rating: 1 },
      shopper.cookie,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reviewed this product');
    await expectFiguresMatch(productId, 1, 4);

    const other = await createShopper(t.app);
    await writeReview(other, productId, { rating: 2 });
    await expectFiguresMatch(productId, 2, 6);
  });

  it('asks a visitor to sign in', async () => {
    const response = await send('POST', `/api/products/${freshProduct()}/reviews`, goodReview);
    expect(response.statusCode).toBe(401);
  });

  it('refuses a product that does not exist or is not active', async () => {
    const shopper = await createShopper(t.app);
    const missing = await send('POST', '/api/products/999999/reviews', goodReview, shopper.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Product not found');

    const productId = freshProduct();
    await t.db.update(products).set({ status: 'inactive' }).where(eq(products.id, productId));
    const inactive = await send(
      'POST',
      `/api/products/${productId}/reviews`,
      goodReview,
      shopper.cookie,
    );
    expect(inactive.statusCode).toBe(404);
    expect((await get(`/api/products/${productId}/reviews`)).statusCode).toBe(404);
    expect((await get(`/api/products/${productId}/reviews/summary`)).statusCode).toBe(404);
    expect((await get('/api/products/999999/reviews')).json().message).toBe('Product not found');
  });
});

describe('editing and deleting', () => {
  it('lets the author edit, keeping the rating total equal to the reviews', async () => {
    const productId = freshProduct();
    const author = await createShopper(t.app);
    const review = await writeReview(author, productId, { rating: 5 });
    await expectFiguresMatch(productId, 1, 5);

    const edited = await send(
      'PATCH',
      `/api/reviews/${review.id}`,
      { rating: 2, content: 'It faded after a week.' },
      author.cookie,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id: review.id,
      rating: 2,
      title: goodReview.title,
      content: 'It faded after a week.',
      mine: true,
    });
    await expectFiguresMatch(productId, 1, 2);

    const titleOnly = await send(
      'PATCH',
      `/api/reviews/${review.id}`,
      { title: 'Meh' },
      author.cookie,
    );
    expect(titleOnly.json()).toMatchObject({ rating: 2, title: 'Meh' });
    await expectFiguresMatch(productId, 1, 2);
  });

  it("refuses another shopper's edit or delete, and a missing review", async () => {
    const productId = freshProduct();
    const author = await createShopper(t.app);
    const other = await createShopper(t.app);
    const review = await writeReview(author, productId, { rating: 3 });

    const edit = await send('PATCH', `/api/reviews/${review.id}`, { rating: 1 }, other.cookie);
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe('You can only edit your own review');
    const remove = await send('DELETE', `/api/reviews/${review.id}`, undefined, other.cookie);
    expect(remove.statusCode).toBe(403);
    await expectFiguresMatch(productId, 1, 3);

    const missingEdit = await send('PATCH', '/api/reviews/99999999', { rating: 1 }, author.cookie);
    expect(missingEdit.statusCode).toBe(404);
    const missingDelete = await send('DELETE', '/api/reviews/99999999', undefined, author.cookie);
    expect(missingDelete.statusCode).toBe(404);
    expect((await send('PATCH', `/api/reviews/${review.id}`, { rating: 1 })).statusCode).toBe(401);
  });

  it('lets the author delete their review and then write a new one', async () => {
    const productId = freshProduct();
    const author = await createShopper(t.app);
    const voter = await createShopper(t.app);
    const review = await writeReview(author, productId, { rating: 4 });
    await send('PUT', `/api/reviews/${review.id}/vote`, { helpful: true }, voter.cookie);

    const removed = await send('DELETE', `/api/reviews/${review.id}`, undefined, author.cookie);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id: review.id });
    await expectFiguresMatch(productId, 0, 0);
    const votes = await t.db.select().from(reviewVotes).where(eq(reviewVotes.reviewId, review.id));
    expect(votes).toEqual([]);

    await writeReview(author, productId, { rating: 1 });
    await expectFiguresMatch(productId, 1, 1);
  });

  it("lets an admin delete anyone's review", async () => {
    const productId = freshProduct();
    const author = await createShopper(t.app);
    const admin = await createAdmin(t.app, t.db);
    const review = await writeReview(author, productId, { rating: 5 });
    const removed = await send('DELETE', `/api/reviews/${review.id}`, undefined, admin.cookie);
    expect(removed.statusCode, removed.body).toBe(200);
    await expectFiguresMatch(productId, 0, 0);
    const edit = await send('PATCH', `/api/reviews/${review.id}`, { rating: 1 }, admin.cookie);
    expect(edit.statusCode).toBe(404);
  });
});

describe('verified buyers', () => {
  it('marks a review verified only when its author has a delivered order of the product', async () => {
    const productId = freshProduct();
    const buyer = await createShopper(t.app);
    const waiting = await createShopper(t.app);
    const stranger = await createShopper(t.app);
    await placeOrder(buyer.userId, productId, 'delivered');
    await placeOrder(waiting.userId, productId, 'shipped');
    // A delivered order of some other product does not count.
    await placeOrder(stranger.userId, freshProduct(), 'delivered');

    expect((await writeReview(buyer, productId)).verified).toBe(true);
    expect((await writeReview(waiting, productId)).verified).toBe(false);
    expect((await writeReview(stranger, productId)).verified).toBe(false);

    const list = (await get(`/api/products/${productId}/reviews?sort=oldest`)).json();
    expect(list.reviews.map((review: Review) => review.verified)).toEqual([true, false, false]);
    expect(list.reviews.every((review: Review) => review.mine === false)).toBe(true);
  });
});

describe('helpful votes', () => {
  it('counts one vote per shopper, replaces it on a second vote and takes it back', async () => {
    const productId = freshProduct();
    const author = await createShopper(t.app);
    const voter = await createShopper(t.app);
    const review = await writeReview(author, productId);
    const vote = (helpful: boolean) =>
      send('PUT', `/api/reviews/${review.id}/vote`, { helpful }, voter.cookie);

    const first = await vote(true);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      helpful: 1,
      unhelpful: 0,
      myVote: 'helpful',
      mine: false,
    });
    expect((await vote(true)).json()).toMatchObject({ helpful: 1, unhelpful: 0 });
    expect((await vote(false)).json()).toMatchObject({
      helpful: 0,
      unhelpful: 1,
      myVote: 'unhelpful',
    });
    const rows = await t.db
      .select()
      .from(reviewVotes)
      .where(and(eq(reviewVotes.reviewId, review.id), eq(reviewVotes.userId, voter.userId)));
    expect(rows).toHaveLength(1);

    const listed = (await get(`/api/products/${productId}/reviews`, voter.cookie)).json();
    expect(listed.reviews[0]).toMatchObject({ myVote: 'unhelpful', unhelpful: 1 });
    const asVisitor = (await get(`/api/products/${productId}/reviews`)).json();
    expect(asVisitor.reviews[0]).toMatchObject({ myVote: null, mine: false });

    const takenBack = await send(
      'DELETE',
      `/api/reviews/${review.id}/vote`,
      undefined,
      voter.cookie,
    );
    expect(takenBack.json()).toMatchObject({ helpful: 0, unhelpful: 0, myVote: null });
    const again = await send('DELETE', `/api/reviews/${review.id}/vote`, undefined, voter.cookie);
    expect(again.json()).toMatchObject({ helpful: 0, unhelpful: 0 });
  });

  it('keeps the counts equal to the votes when many shoppers vote at once', async () => {
    const author = await createShopper(t.app);
    const review = await writeReview(author, freshProduct());
    const voters = await Promise.all([1, 2, 3].map(() => createShopper(t.app)));
    await Promise.all(
      voters.flatMap((voter, index) => [
        send('PUT', `/api/reviews/${review.id}/vote`, { helpful: true }, voter.cookie),
        send('PUT', `/api/reviews/${review.id}/vote`, { helpful: index === 0 }, voter.cookie),
      ]),
    );
    const [counts] = await t.db
      .select({ helpful: reviews.helpfulCount, unhelpful: reviews.unhelpfulCount })
      .from(reviews)
      .where(eq(reviews.id, review.id));
    const votes = await t.db.select().from(reviewVotes).where(eq(reviewVotes.reviewId, review.id));
    expect(votes).toHaveLength(3);
    expect(counts).toEqual({
      helpful: votes.filter((vote) => vote.helpful).length,
      unhelpful: votes.filter((vote) => !vote.helpful).length,
    });
  });

  it('refuses a vote on your own review, a missing review and a visitor', async () => {
    const author = await createShopper(t.app);
    const review = await writeReview(author, freshProduct());
    const own = await send(
      'PUT',
      `/api/reviews/${review.id}/vote`,
      { helpful: true },
      author.cookie,
    );
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('You cannot vote on your own review');
    const missing = await send(
      'PUT',
      '/api/reviews/99999999/vote',
      { helpful: true },
      author.cookie,
    );
    expect(missing.statusCode).toBe(404);
    const visitor = await send('PUT', `/api/reviews/${review.id}/vote`, { helpful: true });
    expect(visitor.statusCode).toBe(401);
    const badBody = await send(
      'PUT',
      `/api/reviews/${review.id}/vote`,
      { helpful: 'yes' },
      author.cookie,
    );
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().message).toContain('helpful must be true or false');
  });
});

describe('listing', () => {
  async function allPages(query: string): Promise<Review[]> {
    const collected: Review[] = [];
    for (let page = 1; page < 100; page += 1) {
      const response = await get(`/api/products/${busiest}/reviews?${query}&page=${page}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.pageSize).toBe(REVIEWS_PAGE_SIZE);
      expect(body.page).toBe(page);
      expect(body.reviews.length).toBeLessThanOrEqual(REVIEWS_PAGE_SIZE);
      if (body.reviews.length === 0) break;
      collected.push(...body.reviews);
    }
    return collected;
  }

  const SQL_ORDER: Record<(typeof REVIEW_SORTS)[number], string> = {
    newest: 'created_at DESC, id DESC',
    oldest: 'created_at ASC, id ASC',
    highest: 'rating DESC, created_at DESC, id DESC',
    lowest: 'rating ASC, created_at DESC, id DESC',
    helpful: 'helpful_count DESC, created_at DESC, id DESC',
  };

  for (const sort of REVIEW_SORTS) {
    it(`pages through every review sorted ${sort}, in a stable order`, async () => {
      const listed = await allPages(`sort=${sort}`);
      const expected = await t.db.execute<{ id: number }>(
        sql.raw(`SELECT id FROM reviews WHERE product_id = ${busiest} ORDER BY ${SQL_ORDER[sort]}`),
      );
      expect(listed.length).toBeGreaterThan(REVIEWS_PAGE_SIZE);
      expect(listed.map((review) => review.id)).toEqual(expected.rows.map((row) => Number(row.id)));
    });
  }

  it('filters by rating with the filtered total', async () => {
    const counts = await t.db.execute<{ rating: number; count: string }>(sql`
      SELECT rating, count(*) AS count FROM reviews WHERE product_id = ${busiest} GROUP BY rating`);
    for (const rating of [1, 2, 3, 4, 5]) {
      const expected = Number(counts.rows.find((row) => Number(row.rating) === rating)?.count ?? 0);
      const first = (await get(`/api/products/${busiest}/reviews?rating=${rating}`)).json();
      expect(first.total).toBe(expected);
      const listed = await allPages(`rating=${rating}&sort=helpful`);
      expect(listed).toHaveLength(expected);
      expect(listed.every((review) => review.rating === rating)).toBe(true);
    }
  });

  it('gives the seeded authors a short display name and an empty page past the end', async () => {
    const body = (await get(`/api/products/${busiest}/reviews`)).json();
    expect(body.total).toBeGreaterThan(0);
    for (const review of body.reviews) expect(review.author).toMatch(/^\S+ [A-Z]\.$/);
    const past = (await get(`/api/products/${busiest}/reviews?page=9999`)).json();
    expect(past).toMatchObject({ reviews: [], total: body.total, page: 9999 });
  });
});

describe('the summary', () => {
  it('matches a direct count of a seeded product’s reviews', async () => {
    const response = await get(`/api/products/${busiest}/reviews/summary`);
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    const rows = await t.db.execute<{ rating: number; count: string }>(sql`
      SELECT rating, count(*) AS count FROM reviews WHERE product_id = ${busiest} GROUP BY rating`);
    const distribution: Record<string, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    for (const row of rows.rows) distribution[String(row.rating)] = Number(row.count);
    const count = Object.values(distribution).reduce((sum, n) => sum + n, 0);
    const ratingSum = Object.entries(distribution).reduce((sum, [r, n]) => sum + Number(r) * n, 0);
    expect(summary).toEqual({
      average: Math.round((ratingSum / count) * 10) / 10,
      count,
      distribution,
      percentPositive: Math.round(
        (((distribution[4] ?? 0) + (distribution[5] ?? 0)) * 100) / count,
      ),
      skin: expect.any(Object),
    });
    const [product] = await t.db
      .select({ count: products.reviewCount, total: products.ratingTotal })
      .from(products)
      .where(eq(products.id, busiest));
    expect(product).toEqual({ count, total: ratingSum });
  });

  it('is all zeros for a product nobody has reviewed', async () => {
    const summary = (await get(`/api/products/${freshProduct()}/reviews/summary`)).json();
    expect(summary).toEqual({
      average: 0,
      count: 0,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      percentPositive: 0,
      skin: { types: [], tones: [], concerns: [] },
    });
  });

  it('rounds the average to one decimal and the positive share to a whole percent', async () => {
    const productId = freshProduct();
    for (const rating of [5, 4, 2])
      await writeReview(await createShopper(t.app), productId, { rating });
    const summary = (await get(`/api/products/${productId}/reviews/summary`)).json();
    expect(summary).toMatchObject({ average: 3.7, count: 3, percentPositive: 67 });
    expect(summary.distribution).toEqual({ 1: 0, 2: 1, 3: 0, 4: 1, 5: 1 });
  });
});

describe('photos', () => {
  it('stores an uploaded photo and lets its uploader attach it to a review', async () => {
    const author = await createShopper(t.app);
    const upload = await uploadPhoto(author.cookie, await smallPng());
    expect(upload.statusCode, upload.body).toBe(201);
    const { image } = upload.json();
    expect(image).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    const served = await t.app.inject(`${image}/320.webp`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const other = await createShopper(t.app);
    const borrowed = await send(
      'POST',
      `/api/products/${freshProduct()}/reviews`,
      { ...goodReview, images: [image] },
      other.cookie,
    );
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().message).toBe('Each photo must be one you uploaded for your review');

    const productId = freshProduct();
    const review = await writeReview(author, productId, { images: [image] });
    expect(review.images).toEqual([image]);
    const cleared = await send('PATCH', `/api/reviews/${review.id}`, { images: [] }, author.cookie);
    expect(cleared.json().images).toEqual([]);
    const unknown = await send(
      'PATCH',
      `/api/reviews/${review.id}`,
      { images: [`/files/${randomUUID()}`] },
      author.cookie,
    );
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses a file that is not an image, one over 5 MB, and a visitor', async () => {
    const shopper = await createShopper(t.app);
    const text = await uploadPhoto(shopper.cookie, Buffer.from('just some words'), 'image/png');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('The photo must be a JPEG, PNG or WebP image');

    const huge = await uploadPhoto(shopper.cookie, Buffer.alloc(5 * 1024 * 1024 + 1, 7));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The photo must be at most 5 MB');

    const visitor = await uploadPhoto(undefined, await smallPng());
    expect(visitor.statusCode).toBe(401);

    const json = await send('POST', '/api/reviews/photos', { photo: 'x' }, shopper.cookie);
    expect(json.statusCode).toBe(400);

    const wrongField = await uploadAs(t.app, shopper.cookie, '/api/reviews/photos', {
      field: 'picture',
      bytes: await smallPng(),
    });
    expect(wrongField.statusCode).toBe(400);
  });
});

describe('bad input', () => {
  it.each([
    ['/api/products/abc/reviews', 'Product id must be a whole number from 1'],
    ['/api/products/-3/reviews', 'Product id must be a whole number from 1'],
    ['/api/products/1.5/reviews/summary', 'Product id must be a whole number from 1'],
    ['/api/products/99999999999/reviews', 'Product id not found'],
    [
      '/api/products/1/reviews?sort=best',
      'sort must be one of newest, oldest, highest, lowest, helpful',
    ],
    ['/api/products/1/reviews?rating=0', 'rating must be a whole number from 1 to 5'],
    ['/api/products/1/reviews?rating=6', 'rating must be a whole number from 1 to 5'],
    ['/api/products/1/reviews?rating=four', 'rating must be a whole number from 1 to 5'],
    ['/api/products/1/reviews?page=0', 'page must be a whole number from 1'],
    ['/api/products/1/reviews?page=x', 'page must be a whole number from 1'],
  ])('GET %s is a 400 with a message', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses review bodies a person can fix, each with a message', async () => {
    const shopper = await createShopper(t.app);
    const productId = freshProduct();
    const cases: [object, string][] = [
      [{ title: 'x', content: 'y' }, 'Please choose a rating from 1 to 5 stars'],
      [{ ...goodReview, rating: 0 }, 'Please choose a rating from 1 to 5 stars'],
      [{ ...goodReview, rating: 6 }, 'Please choose a rating from 1 to 5 stars'],
      [{ ...goodReview, rating: 3.5 }, 'Please choose a rating from 1 to 5 stars'],
      [{ ...goodReview, rating: '4' }, 'Please choose a rating from 1 to 5 stars'],
      [{ ...goodReview, title: '   ' }, 'Title is required'],
      [{ ...goodReview, title: 'x'.repeat(121) }, 'Title must be at most 120 characters'],
      [{ ...goodReview, content: '' }, 'Review is required'],
      [{ ...goodReview, content: 'x'.repeat(2001) }, 'Review must be at most 2000 characters'],
      [
        { ...goodReview, images: [1, 2, 3, 4].map(() => `/files/${randomUUID()}`) },
        'A review can have at most 3 photos',
      ],
      [{ ...goodReview, images: ['https://example.com/a.jpg'] }, 'Each photo must be one uploaded'],
      [{ ...goodReview, helpful: 99 }, 'Unrecognized key'],
    ];
    for (const [body, message] of cases) {
      const response = await send(
        'POST',
        `/api/products/${productId}/reviews`,
        body,
        shopper.cookie,
      );
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    await expectFiguresMatch(productId, 0, 0);

    const review = await writeReview(shopper, productId);
    const empty = await send('PATCH', `/api/reviews/${review.id}`, {}, shopper.cookie);
    expect(empty.statusCode).toBe(400);
    const zero = await send('PATCH', `/api/reviews/${review.id}`, { rating: 0 }, shopper.cookie);
    expect(zero.statusCode).toBe(400);
    for (const id of ['abc', '0', '-1', '99999999999']) {
      expect(
        (await send('PATCH', `/api/reviews/${id}`, { rating: 2 }, shopper.cookie)).statusCode,
      ).toBe(400);
      expect(
        (await send('DELETE', `/api/reviews/${id}`, undefined, shopper.cookie)).statusCode,
      ).toBe(400);
      expect(
        (await send('PUT', `/api/reviews/${id}/vote`, { helpful: true }, shopper.cookie))
          .statusCode,
      ).toBe(400);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/reviews`,
      payload: '{"rating":',
      headers: {
        origin: originOf(t.app),
        cookie: shopper.cookie,
        'content-type': 'application/json',
      },
    });
    expect(notJson.statusCode).toBe(400);
  });
});
