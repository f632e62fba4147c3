import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, storedFiles } from '../../db/schema';
import { createShopper } from '../../test/fixtures/accounts';
import { checkoutBody, fillCart } from '../../test/fixtures/orders';
import { smallPng, uploadAs } from '../../test/fixtures/uploads';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';
import { CUSTOMER_UPLOADS } from '../auth';
import { removeUnusedUploads, UNUSED_UPLOAD_GRACE_MS } from './cleanup';
import { closestStoredWidth, fileKey } from './images';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('stored pictures', () => {
  it('serve the widest stored copy up to the width asked for', () => {
    expect(closestStoredWidth([320, 640, 960], 640)).toBe(640);
    expect(closestStoredWidth([320], 960)).toBe(320);
    expect(closestStoredWidth([320, 640], 960)).toBe(640);
    expect(closestStoredWidth([640], 320)).toBe(640);
    expect(closestStoredWidth([], 320)).toBeUndefined();
  });

  it('answer a seeded picture at every shop width and refuse other widths', async () => {
    const [file] = await t.db.select().from(storedFiles).limit(1);
    for (const width of [320, 640, 960]) {
      const response = await t.app.inject(`/files/${file?.id}/${width}.webp`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
    }
    expect((await t.app.inject(`/files/${file?.id}/500.webp`)).statusCode).toBe(404);
    const unknown = await t.app.inject('/files/00000000-0000-4000-8000-000000000000/320.webp');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('unused uploads', () => {
  it('are removed after a day with their stored copies; used and recent ones stay', async () => {
    const shopper = await createShopper(t.app);
    const upload = async (url: string, field: string) => {
      const answer = await uploadAs(t.app, shopper.cookie, url, { field, bytes: await smallPng() });
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json() as Record<string, string>;
    };
    const forgotten = (await upload('/api/reviews/photos', 'photo')).image ?? '';
    const proof = (await upload('/api/orders/payment-proofs', 'screenshot')).paymentProof ?? '';
    await fillCart(t.app, shopper, [[1, 1]]);
    const placed = await injectAs(
      t.app,
      shopper,
      'POST',
      '/api/orders',
      checkoutBody({ paymentMethod: 'bkash', transactionId: 'TRX7UNUSED1', paymentProof: proof }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    // A shade's own picture is in use even though no product lists it.
    const shadePicture = (await upload('/api/reviews/photos', 'photo')).image ?? '';
    await t.db
      .update(productVariants)
      .set({ images: [shadePicture] })
      .where(eq(productVariants.productId, 3));
    const idOf = (ref: string) => ref.replace('/files/', '');
    const [forgottenId, proofId, shadeId] = [idOf(forgotten), idOf(proof), idOf(shadePicture)];
    const twoDaysAgo = new Date(Date.now() - 2 * UNUSED_UPLOAD_GRACE_MS);
    await t.db
      .update(storedFiles)
      .set({ createdAt: twoDaysAgo })
      .where(inArray(storedFiles.id, [forgottenId, proofId, shadeId]));
    const recent = idOf((await upload('/api/reviews/photos', 'photo')).image ?? '');

    const cutoff = new Date(Date.now() - UNUSED_UPLOAD_GRACE_MS);
    // Everything the seed made is older than a second ago and in use.
    expect(await removeUnusedUploads(t.db, t.app.storage, cutoff)).toEqual([forgottenId]);
    expect(await t.app.storage.get(fileKey(forgottenId, 320))).toBeNull();
    const left = await t.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(inArray(storedFiles.id, [forgottenId, proofId, shadeId, recent]));
    expect(left.map((row) => row.id).sort()).toEqual([proofId, shadeId, recent].sort());
    const seeded = await t.app.inject(
      `/files/${(await t.db.select().from(storedFiles).limit(1))[0]?.id}/320.webp`,
    );
    expect(seeded.statusCode).toBe(200);
  });
});

describe('uploads per customer', () => {
  it(`stop at ${CUSTOMER_UPLOADS.max} in 15 minutes with a 429 naming the wait`, async () => {
    const limited = await createTestApp({ rateLimitEnabled: true });
    try {
      const shopper = await createShopper(limited.app);
      const statuses: number[] = [];
      for (let index = 0; index <= CUSTOMER_UPLOADS.max; index += 1) {
        const answer = await uploadAs(limited.app, shopper.cookie, '/api/reviews/photos', {
          field: 'photo',
          bytes: await smallPng(),
        });
        statuses.push(answer.statusCode);
        if (answer.statusCode === 429) {
          expect(answer.json().message).toBe(
            'You have uploaded many pictures in a short time. Please try again in 15 minutes.',
          );
        }
      }
      expect(statuses).toEqual([...Array(CUSTOMER_UPLOADS.max).fill(201), 429]);
      // Another customer is not held back by the first.
      const other = await createShopper(limited.app);
      const theirs = await uploadAs(limited.app, other.cookie, '/api/reviews/photos', {
        field: 'photo',
        bytes: await smallPng(),
      });
      expect(theirs.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
