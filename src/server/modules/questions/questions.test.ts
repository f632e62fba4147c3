/**
 * Product questions: a shopper asks, staff approve and answer, the page shows answered ones and
 * finds them by their words; buyers answer only where the owner allows; reports and refusals.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, productQuestions } from '../../db/schema';
import {
  createShopper,
  createStaff,
  readOutbox,
  type SignedInShopper,
} from '../../test/fixtures/accounts';
import { processingOrder } from '../../test/fixtures/delivery';
import { expectRefusedInBothLanguages, type Refusal } from '../../test/fixtures/refusals';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: SignedInShopper;
let productIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  owner = await createStaff(t.app, t.db, 'owner');
  const { rows } = await t.db.execute<{ id: number }>(sql`
    SELECT id FROM products WHERE status = 'active' AND stock_quantity > 20
      AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = products.id AND v.option1 IS NOT NULL)
    ORDER BY id LIMIT 6`);
  productIds = rows.map((row) => Number(row.id));
});
afterAll(() => t.close());

const fresh = () => {
  const id = productIds.shift();
  if (id === undefined) throw new Error('no product left');
  return id;
};
const page = async (productId: number, who?: SignedInShopper, query = '') =>
  (await injectAs(t.app, who, 'GET', `/api/products/${productId}/questions${query}`)).json();
const ask = (who: SignedInShopper, productId: number, text: string) =>
  injectAs(t.app, who, 'POST', `/api/products/${productId}/questions`, { text });
const answer = (who: SignedInShopper, questionId: number, text: string) =>
  injectAs(t.app, who, 'POST', `/api/questions/${questionId}/answers`, { text });
/** The mails telling the asker her question has an answer. */
const mailsTo = async (email: string) =>
  (await readOutbox(t.app)).filter(
    (mail) => mail.to === email.toLowerCase() && mail.subject.includes('your question about'),
  );
const setStatus = (kind: 'question' | 'answer', id: number, status: string) =>
  injectAs(t.app, owner, 'PUT', `/api/admin/${kind}s/${id}/status`, { status });

describe('a question from asking to answered', () => {
  it('waits for the shop, shows once answered, and is found by its words', async () => {
    const productId = fresh();
    const shopper = await createShopper(t.app);
    const asked = await ask(shopper, productId, 'Does this suit oily skin in summer?');
    expect(asked.statusCode, asked.body).toBe(201);
    const { id } = asked.json();

    expect((await page(productId)).questions).toEqual([]);
    const mine = await page(productId, shopper);
    expect(mine.waiting).toMatchObject([{ id, status: 'pending', mine: true }]);

    const queue = (await injectAs(t.app, owner, 'GET', '/api/admin/questions')).json();
    expect(queue.questions.map((q: { id: number }) => q.id)).toContain(id);
    const answered = await answer(owner, id, 'Yes: it is oil-free and non-comedogenic.');
    expect(answered.json()).toMatchObject({ status: 'approved' });
    const told = await mailsTo(shopper.email);
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toMatch(/answered your question about/);
    expect(told[0]?.text).toContain('Yes: it is oil-free and non-comedogenic.');

    const shown = await page(productId);
    expect(shown.questions).toMatchObject([
      {
        id,
        text: 'Does this suit oily skin in summer?',
        answers: [
          { byStaff: true, author: null, text: 'Yes: it is oil-free and non-comedogenic.' },
        ],
      },
    ]);
    expect((await page(productId, undefined, '?q=comedogenic')).total).toBe(1);
    expect((await page(productId, undefined, '?q=OILY')).total).toBe(1);
    expect((await page(productId, undefined, '?q=dry')).total).toBe(0);
    expect((await page(productId, shopper)).waiting).toEqual([]);
  });

  it('keeps a hidden question off the page, and a reported one in front of staff', async () => {
    const productId = fresh();
    const shopper = await createShopper(t.app);
    const spam = (await ask(shopper, productId, 'Cheap copies for sale, call me')).json();
    expect((await setStatus('question', spam.id, 'rejected')).statusCode).toBe(200);
    expect((await page(productId, shopper)).waiting).toMatchObject([{ status: 'rejected' }]);

    const real = (await ask(shopper, productId, 'How long does one tube last?')).json();
    await answer(owner, real.id, 'About three months with daily use.');
    const reporter = await createShopper(t.app);
    for (let i = 0; i < 2; i += 1) {
      const reported = await injectAs(t.app, reporter, 'POST', `/api/questions/${real.id}/report`);
      expect(reported.statusCode).toBe(200);
    }
    const [row] = await t.db
      .select()
      .from(productQuestions)
      .where(eq(productQuestions.id, real.id));
    expect(row?.reports).toBe(1);
    const reportedQueue = (
      await injectAs(t.app, owner, 'GET', '/api/admin/questions?queue=reported')
    ).json();
    expect(reportedQueue.questions.map((q: { id: number }) => q.id)).toContain(real.id);
    expect((await setStatus('question', real.id, 'approved')).statusCode).toBe(200);
    const after = (
      await injectAs(t.app, owner, 'GET', '/api/admin/questions?queue=reported')
    ).json();
    expect(after.questions.map((q: { id: number }) => q.id)).not.toContain(real.id);
  });
});

describe('who may answer', () => {
  it('lets a verified buyer answer only where the owner allows it, after approval', async () => {
    const productId = fresh();
    const asker = await createShopper(t.app);
    const buyer = await createShopper(t.app);
    const stranger = await createShopper(t.app);
    const order = await processingOrder(t.app, owner, buyer, { productId });
    await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
    const { id } = (await ask(asker, productId, 'Is the shade true to the photo?')).json();
    await setStatus('question', id, 'approved');

    const refused = await answer(buyer, id, 'Yes, exactly like the picture.');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Only the shop, or shoppers who bought this product');
    const allow = await injectAs(t.app, owner, 'PUT', '/api/admin/questions/settings', {
      buyersMayAnswer: true,
    });
    expect(allow.statusCode).toBe(200);
    expect((await page(productId, buyer)).mayAnswer).toBe(true);
    expect((await page(productId, stranger)).mayAnswer).toBe(false);
    expect((await answer(stranger, id, 'I think so, yes.')).statusCode).toBe(403);

    const held = await answer(buyer, id, 'Yes, exactly like the picture.');
    expect(held.json()).toMatchObject({ status: 'pending' });
    expect((await page(productId)).questions).toEqual([]);
    await setStatus('answer', held.json().id, 'approved');
    expect(await mailsTo(asker.email)).toHaveLength(1);
    expect((await page(productId)).questions[0].answers).toMatchObject([
      { byStaff: false, verifiedBuyer: true, author: expect.any(String) },
    ]);
    await injectAs(t.app, owner, 'PUT', '/api/admin/questions/settings', {
      buyersMayAnswer: false,
    });
  });
});

describe('bad input', () => {
  it('refuses questions and answers a person can fix, in both languages, and writes nothing', async () => {
    const productId = fresh();
    const shopper = await createShopper(t.app);
    const refusals: Refusal[] = [
      [{ text: 'Hi?' }, 'a few more words', 'আরেকটু বিস্তারিত'],
      [{ text: 'x'.repeat(301) }, 'at most 300 characters', 'সর্বোচ্চ ৩০০'],
      [{ text: 'Better price at www.cheap-copies.com' }, 'leave out links', 'লিংক বা ওয়েব'],
      [{ text: 'See https://example.org/x please' }, 'leave out links', 'লিংক বা ওয়েব'],
      [{}, 'Please write your question', 'আপনার প্রশ্নটি লিখুন'],
      [{ text: 'A fine question here', extra: 1 }, 'Unrecognized key', 'Unrecognized key'],
    ];
    await expectRefusedInBothLanguages(
      t.app,
      shopper,
      'POST',
      `/api/products/${productId}/questions`,
      refusals,
    );
    expect(
      await t.db.select().from(productQuestions).where(eq(productQuestions.productId, productId)),
    ).toEqual([]);
    expect((await ask(shopper, 2_000_000_000, 'Is this one any good?')).statusCode).toBe(404);
    expect((await answer(owner, 2_000_000_000, 'Yes it is, very.')).statusCode).toBe(404);
    expect((await page(productId, undefined, `?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
    const visitor = await injectAs(
      t.app,
      undefined,
      'POST',
      `/api/products/${productId}/questions`,
      {
        text: 'Is it good for dry skin?',
      },
    );
    expect(visitor.statusCode).toBe(401);
    const packer = await createStaff(t.app, t.db, 'packing');
    expect(
      (
        await injectAs(t.app, packer, 'PUT', '/api/admin/questions/1/status', {
          status: 'approved',
        })
      ).statusCode,
    ).toBe(403);
  });
});
