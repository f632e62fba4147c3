/** Reviews that say the author's skin: stored, shown, filtered by, and summed up per skin. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Review } from '#shared/schemas/review';
import { createShopper } from '../../test/fixtures/accounts';
import { expectRefusedInBothLanguages, type Refusal } from '../../test/fixtures/refusals';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let unreviewed: number[];

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.execute<{ id: number }>(sql`
    SELECT p.id FROM products p
    WHERE p.status = 'active' AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id)
    ORDER BY p.id LIMIT 5`);
  unreviewed = rows.rows.map((row) => Number(row.id));
});
afterAll(() => t.close());

function freshProduct(): number {
  const id = unreviewed.shift();
  if (id === undefined) throw new Error('no unreviewed product left');
  return id;
}

const text = { title: 'Good for me', content: 'Kept my face calm all day.' };

async function review(productId: number, body: object) {
  const shopper = await createShopper(t.app);
  const response = await injectAs(
    t.app,
    shopper.cookie,
    'POST',
    `/api/products/${productId}/reviews`,
    {
      ...text,
      ...body,
    },
  );
  expect(response.statusCode, response.body).toBe(201);
  return { shopper, review: response.json() as Review };
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('a review with skin', () => {
  it('keeps the skin its author gave, says nothing when none was given, and can be changed', async () => {
    const productId = freshProduct();
    const { shopper, review: tagged } = await review(productId, {
      rating: 5,
      skinType: 'oily',
      skinTone: 4,
      skinConcern: 'acne',
    });
    expect(tagged).toMatchObject({ skinType: 'oily', skinTone: 4, skinConcern: 'acne' });
    const { review: plain } = await review(productId, { rating: 3 });
    expect(plain).toMatchObject({ skinType: null, skinTone: null, skinConcern: null });

    const edited = await injectAs(t.app, shopper.cookie, 'PATCH', `/api/reviews/${tagged.id}`, {
      skinType: 'combination',
      skinConcern: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      skinType: 'combination',
      skinTone: 4,
      skinConcern: null,
      rating: 5,
    });
  });

  it('filters the list by skin type, tone and concern, and sums up each skin given', async () => {
    const productId = freshProduct();
    await review(productId, { rating: 5, skinType: 'oily', skinTone: 2, skinConcern: 'acne' });
    await review(productId, { rating: 4, skinType: 'oily', skinTone: 5 });
    await review(productId, { rating: 2, skinType: 'dry', skinTone: 2, skinConcern: 'dryness' });
    await review(productId, { rating: 3 });

    const list = async (query: string) => {
      const page = (await get(`/api/products/${productId}/reviews?${query}`)).json();
      return { total: page.total, ratings: page.reviews.map((r: Review) => r.rating).sort() };
    };
    expect(await list('skinType=oily')).toEqual({ total: 2, ratings: [4, 5] });
    expect(await list('skinType=dry')).toEqual({ total: 1, ratings: [2] });
    expect(await list('skinType=sensitive')).toEqual({ total: 0, ratings: [] });
    expect(await list('skinTone=2')).toEqual({ total: 2, ratings: [2, 5] });
    expect(await list('concern=acne')).toEqual({ total: 1, ratings: [5] });
    expect(await list('skinType=oily&skinTone=2')).toEqual({ total: 1, ratings: [5] });
    expect(await list('skinType=oily&rating=4')).toEqual({ total: 1, ratings: [4] });

    const summary = (await get(`/api/products/${productId}/reviews/summary`)).json();
    expect(summary).toMatchObject({ count: 4, average: 3.5 });
    expect(summary.skin).toEqual({
      types: [
        { value: 'oily', count: 2, average: 4.5 },
        { value: 'dry', count: 1, average: 2 },
      ],
      tones: [
        { value: 2, count: 2, average: 3.5 },
        { value: 5, count: 1, average: 4 },
      ],
      concerns: [
        { value: 'acne', count: 1, average: 5 },
        { value: 'dryness', count: 1, average: 2 },
      ],
    });
  });
});

describe('bad skin', () => {
  it.each([
    ['skinType=greasy', 'Skin type must be oily, dry, combination, normal or sensitive'],
    ['skinTone=0', 'Skin tone must be a whole number from 1 to 6'],
    ['skinTone=7', 'Skin tone must be a whole number from 1 to 6'],
    ['skinTone=fair', 'Skin tone must be a whole number from 1 to 6'],
    ['concern=wrinkles', 'Concern must be acne, pigmentation'],
  ])('the list refuses ?%s with a message', async (query, message) => {
    const response = await get(`/api/products/1/reviews?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('a review with a skin outside the lists is refused in both languages and nothing is written', async () => {
    const productId = freshProduct();
    const shopper = await createShopper(t.app);
    const refusals: Refusal[] = [
      [{ rating: 4, ...text, skinType: 'Oily' }, 'Skin type must be', 'ত্বকের ধরন হতে হবে'],
      [
        { rating: 4, ...text, skinTone: 2.5 },
        'Skin tone must be a whole number from 1 to 6',
        'ত্বকের রং ১ থেকে',
      ],
      [
        { rating: 4, ...text, skinTone: 9 },
        'Skin tone must be a whole number from 1 to 6',
        'ত্বকের রং ১ থেকে',
      ],
      [{ rating: 4, ...text, skinConcern: 'wrinkles' }, 'Concern must be', 'সমস্যা হতে হবে'],
    ];
    const url = `/api/products/${productId}/reviews`;
    await expectRefusedInBothLanguages(t.app, shopper, 'POST', url, refusals);
    const summary = (await get(`/api/products/${productId}/reviews/summary`)).json();
    expect(summary.count).toBe(0);
  });
});
