/** After the order: payment screenshots, the confirmation e-mail, and cancelling by the shopper. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import {
  createAdmin,
  createShopper,
  lastMailTo,
  readOutbox,
  type SignedInShopper,
} from '../../test/fixtures/accounts';
import { checkoutBody, fillCart, productRow, setProduct } from '../../test/fixtures/orders';
import { smallPng, uploadAs } from '../../test/fixtures/uploads';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PROOFS = '/api/orders/payment-proofs';

async function uploadProof(who: SignedInShopper | undefined, bytes?: Buffer, type?: string) {
  return uploadAs(t.app, who?.cookie, PROOFS, {
    field: 'screenshot',
    bytes: bytes ?? (await smallPng()),
    ...(type ? { type } : {}),
  });
}

async function placeWith(who: SignedInShopper, productId: number, quantity: number, body = {}) {
  await fillCart(t.app, who, [[productId, quantity]]);
  const placed = await injectAs(t.app, who, 'POST', '/api/orders', checkoutBody(body));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json();
}

describe('payment screenshots', () => {
  it('are stored privately: their owner and admins see them, nobody else', async () => {
    const owner = await createShopper(t.app);
    const stranger = await createShopper(t.app);
    const admin = await createAdmin(t.app, t.db);

    const upload = await uploadProof(owner);
    expect(upload.statusCode, upload.body).toBe(201);
    const { paymentProof } = upload.json();
    expect(paymentProof).toMatch(/^\/files\/[0-9a-f-]{36}$/);

    const picture = `${paymentProof}/320.webp`;
    const seen = await injectAs(t.app, owner, 'GET', picture);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/webp');
    expect(seen.headers['cache-control']).toContain('private');
    expect((await injectAs(t.app, admin, 'GET', picture)).statusCode).toBe(200);
    expect((await injectAs(t.app, stranger, 'GET', picture)).statusCode).toBe(404);
    expect((await injectAs(t.app, undefined, 'GET', picture)).statusCode).toBe(404);
  });

  it('go with the order that names them, and only their uploader may name them', async () => {
    const owner = await createShopper(t.app);
    const thief = await createShopper(t.app);
    await setProduct(t.db, 60, { stockQuantity: 10 });
    const { paymentProof } = (await uploadProof(owner)).json();

    await fillCart(t.app, thief, [[60, 1]]);
    const stolen = await injectAs(
      t.app,
      thief,
      'POST',
      '/api/orders',
      checkoutBody({ paymentMethod: 'bkash', transactionId: 'THIEF001', paymentProof }),
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe('The payment screenshot is not one you uploaded');
    expect((await productRow(t.db, 60)).stockQuantity).toBe(10);

    const order = await placeWith(owner, 60, 1, {
      paymentMethod: 'bkash',
      transactionId: 'OWNER001',
      paymentProof,
    });
    expect(order.paymentProof).toBe(paymentProof);
  });

  it('refuse what is not an image, what is too large, and visitors', async () => {
    const shopper = await createShopper(t.app);
    const text = await uploadProof(shopper, Buffer.from('<html>not a picture</html>'));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('The payment screenshot must be a JPEG, PNG or WebP image');

    const huge = await uploadProof(shopper, Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The payment screenshot must be at most 5 MB');

    const json = await injectAs(t.app, shopper, 'POST', PROOFS, { screenshot: 'x' });
    expect(json.statusCode).toBe(400);
    expect((await uploadProof(undefined)).statusCode).toBe(401);
  });
});

describe('the confirmation e-mail', () => {
  it('lists the lines and totals and links to the order', async () => {
    const shopper = await createShopper(t.app);
    await setProduct(t.db, 61, { stockQuantity: 10 });
    const order = await placeWith(shopper, 61, 2, {
      email: shopper.email,
      location: 'outside',
    });
    const mail = await lastMailTo(t.app, shopper.email);
    expect(mail.subject).toBe(`Your Sajghor order #${order.id.slice(0, 8)}`);
    expect(mail.text).toContain(`2 × ${order.items[0].name}`);
    expect(mail.text).toContain('You pay ৳');
    expect(mail.text).toContain(`/account/orders/${order.id}`);
    expect(mail.html).toContain('Total');
  });
});

describe('cancelling an order', () => {
  it('puts the stock back, records it and e-mails the shopper', async () => {
    const shopper = await createShopper(t.app);
    await setProduct(t.db, 62, { stockQuantity: 10 });
    const order = await placeWith(shopper, 62, 3, { email: shopper.email });
    expect((await productRow(t.db, 62)).stockQuantity).toBe(7);

    const cancelled = await injectAs(t.app, shopper, 'POST', `/api/orders/${order.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect(cancelled.json().history.at(-1)).toMatchObject({
      kind: 'status',
      from: 'processing',
      to: 'cancelled',
      note: 'Cancelled by the customer',
    });
    expect((await productRow(t.db, 62)).stockQuantity).toBe(10);
    // Among her mails, not the last: the queue does not promise to send in the order queued, and
    // the order's confirmation was once written after it (a gate on PostgreSQL).
    const subjects = (await readOutbox(t.app))
      .filter((mail) => mail.to === shopper.email.toLowerCase())
      .map((mail) => mail.subject);
    expect(subjects).toContainEqual(expect.stringMatching(/is cancelled$/));

    const again = await injectAs(t.app, shopper, 'POST', `/api/orders/${order.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order can no longer be cancelled');
    expect((await productRow(t.db, 62)).stockQuantity).toBe(10);
  });

  it('restocks once when the shopper taps Cancel in two tabs at once', async () => {
    const shopper = await createShopper(t.app);
    await setProduct(t.db, 63, { stockQuantity: 10 });
    const order = await placeWith(shopper, 63, 4);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        injectAs(t.app, shopper, 'POST', `/api/orders/${order.id}/cancel`),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await productRow(t.db, 63)).stockQuantity).toBe(10);
  });

  it('is refused once the order shipped, and for anyone but its owner', async () => {
    const owner = await createShopper(t.app);
    const stranger = await createShopper(t.app);
    await setProduct(t.db, 64, { stockQuantity: 10 });
    const order = await placeWith(owner, 64, 1);

    const foreign = await injectAs(t.app, stranger, 'POST', `/api/orders/${order.id}/cancel`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Order not found');

    await t.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, order.id));
    const late = await injectAs(t.app, owner, 'POST', `/api/orders/${order.id}/cancel`);
    expect(late.statusCode).toBe(409);
    expect((await productRow(t.db, 64)).stockQuantity).toBe(9);
    expect(
      (await injectAs(t.app, undefined, 'POST', `/api/orders/${order.id}/cancel`)).statusCode,
    ).toBe(401);
  });
});
