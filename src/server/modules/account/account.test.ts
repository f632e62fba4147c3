/** The account API: profile, notification settings and deleting an account. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints, orders, products, profiles, returns, reviews, users } from '../../db/schema';
import {
  createShopper,
  getAccount,
  type SignedInShopper,
  signIn,
} from '../../test/fixtures/accounts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function send(method: 'PATCH' | 'PUT' | 'DELETE', url: string, payload: unknown, cookie?: string) {
  return injectAs(t.app, cookie, method, url, payload);
}

const profile = { firstName: 'Farzana', lastName: 'Haque', phone: '', address: '' };

describe('the profile', () => {
  it('is null for a visitor', async () => {
    const response = await t.app.inject('/api/account');
    expect(response.json()).toEqual({ account: null });
  });

  it('saves names, address and a phone number in its local form', async () => {
    const shopper = await createShopper(t.app);
    const response = await send(
      'PATCH',
      '/api/account/profile',
      {
        firstName: '  Farzana ',
        lastName: 'Haque',
        phone: '+880 1712-345678',
        address: 'House 12, Road 5, Dhanmondi',
      },
      shopper.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().account).toMatchObject({
      firstName: 'Farzana',
      lastName: 'Haque',
      phone: '01712345678',
      address: 'House 12, Road 5, Dhanmondi',
      email: shopper.email,
    });
    expect((await getAccount(t.app, shopper.cookie)).json().account.phone).toBe('01712345678');
    const cleared = await send('PATCH', '/api/account/profile', profile, shopper.cookie);
    expect(cleared.json().account).toMatchObject({ phone: null, address: null });
  });

  it.each([
    [
      { phone: '01212345678' },
      'phone: Please enter a valid Bangladeshi mobile number (01XXXXXXXXX)',
    ],
    [
      { phone: '0171234567' },
      'phone: Please enter a valid Bangladeshi mobile number (01XXXXXXXXX)',
    ],
    [{ firstName: '' }, 'firstName: First name is required'],
    [{ lastName: undefined }, 'lastName: Last name is required'],
    [{ address: 'x'.repeat(501) }, 'address: Address must be at most 500 characters'],
    [{ role: 'admin' }, 'Unrecognized key: "role"'],
    [{ email: 'someone-else@example.com' }, 'Unrecognized key: "email"'],
  ])('refuses %o with a message and changes nothing', async (change, message) => {
    const shopper = await createShopper(t.app);
    const response = await send(
      'PATCH',
      '/api/account/profile',
      { ...profile, ...change },
      shopper.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    const account = (await getAccount(t.app, shopper.cookie)).json().account;
    expect(account).toMatchObject({ firstName: 'Nusrat', role: 'customer', email: shopper.email });
  });

  it('needs a session', async () => {
    const response = await send('PATCH', '/api/account/profile', profile);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please sign in to continue');
  });

  it("changes only the signed-in shopper's own profile", async () => {
    const alice = await createShopper(t.app, { firstName: 'Alia' });
    const bob = await createShopper(t.app, { firstName: 'Babul' });
    await send('PATCH', '/api/account/profile', profile, alice.cookie);
    expect((await getAccount(t.app, alice.cookie)).json().account.firstName).toBe('Farzana');
    expect((await getAccount(t.app, bob.cookie)).json().account.firstName).toBe('Babul');
  });
});

describe('notification preferences', () => {
  it('saves and reads back the three choices', async () => {
    const shopper = await createShopper(t.app);
    const saved = await send(
      'PUT',
      '/api/account/notifications',
      { email: false, sms: true, marketing: true },
      shopper.cookie,
    );
    expect(saved.statusCode).toBe(200);
    expect((await getAccount(t.app, shopper.cookie)).json().account.notifications).toEqual({
      email: false,
      sms: true,
      marketing: true,
    });
  });

  it('refuses anything but true or false', async () => {
    const shopper = await createShopper(t.app);
    const response = await send(
      'PUT',
      '/api/account/notifications',
      { email: 'yes', sms: true, marketing: false },
      shopper.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('email: email must be true or false');
  });
});

describe('deleting an account', () => {
  async function placeOrderFor(shopper: SignedInShopper) {
    const [order] = await t.db
      .insert(orders)
      .values({
        userId: shopper.userId,
        email: shopper.email,
        firstName: shopper.firstName,
        lastName: shopper.lastName,
        address: 'House 1, Road 2',
        city: 'Dhaka',
        phone: '01712345678',
        location: 'dhaka',
        paymentMethod: 'cod',
        subtotal: 250000,
        shipping: 10000,
        total: 260000,
        idempotencyKey: crypto.randomUUID(),
        requestHash: 'test',
      })
      .returning();
    return order;
  }

  it('asks for the password and keeps everything when it is wrong', async () => {
    const shopper = await createShopper(t.app);
    const response = await send('DELETE', '/api/account', { password: 'wrong' }, shopper.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The password is incorrect');
    expect((await getAccount(t.app, shopper.cookie)).json().account.email).toBe(shopper.email);
    const missing = await send('DELETE', '/api/account', {}, shopper.cookie);
    expect(missing.statusCode).toBe(400);
  });

  it('removes the personal data, keeps orders anonymised and recounts ratings', async () => {
    const shopper = await createShopper(t.app);
    const order = await placeOrderFor(shopper);
    const productId = 5;
    const [before] = await t.db.select().from(products).where(eq(products.id, productId));
    await t.db.insert(reviews).values({
      productId,
      userId: shopper.userId,
      rating: 1,
      title: 'Not for me',
      content: 'The shade did not suit me.',
    });
    await t.db
      .update(products)
      .set({
        reviewCount: sql`${products.reviewCount} + 1`,
        ratingTotal: sql`${products.ratingTotal} + 1`,
      })
      .where(eq(products.id, productId));

    const response = await send(
      'DELETE',
      '/api/account',
      { password: shopper.password },
      shopper.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true });
    const cleared = response.cookies.find((c) => c.name === 'sajghor.session_token');
    expect(cleared?.maxAge).toBe(0);

    expect((await getAccount(t.app, shopper.cookie)).json()).toEqual({ account: null });
    expect(await t.db.select().from(users).where(eq(users.id, shopper.userId))).toEqual([]);
    expect(await t.db.select().from(profiles).where(eq(profiles.userId, shopper.userId))).toEqual(
      [],
    );
    const [kept] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, order?.id ?? ''));
    expect(kept).toMatchObject({ userId: null, firstName: 'Deleted', total: 260000 });
    expect(JSON.stringify(kept)).not.toContain(shopper.email);
    expect(JSON.stringify(kept)).not.toContain('01712345678');
    const [after] = await t.db.select().from(products).where(eq(products.id, productId));
    expect(after?.reviewCount).toBe(before?.reviewCount);
    expect(after?.ratingTotal).toBe(before?.ratingTotal);

    expect((await signIn(t.app, shopper.email, shopper.password)).statusCode).toBe(401);
  });

  it('removes the photos sent with returns and complaints only when asked; both stay with the orders', async () => {
    const photosOf = async (removeReturnPhotos: boolean) => {
      const shopper = await createShopper(t.app);
      const order = await placeOrderFor(shopper);
      const orderId = order?.id ?? '';
      const [asked] = await t.db
        .insert(returns)
        .values({ orderId, reason: 'Wrong shade', photoFileIds: [crypto.randomUUID()] })
        .returning();
      const [complained] = await t.db
        .insert(complaints)
        .values({
          orderId,
          userId: shopper.userId,
          raisedVia: 'account',
          topic: 'damaged',
          photoFileIds: [crypto.randomUUID()],
        })
        .returning();
      const response = await send(
        'DELETE',
        '/api/account',
        { password: shopper.password, removeReturnPhotos },
        shopper.cookie,
      );
      expect(response.statusCode, response.body).toBe(200);
      const [returned] = await t.db
        .select()
        .from(returns)
        .where(eq(returns.id, asked?.id ?? ''));
      const [complaint] = await t.db
        .select()
        .from(complaints)
        .where(eq(complaints.id, complained?.id ?? ''));
      expect(complaint?.userId).toBeNull();
      return [returned?.photoFileIds, complaint?.photoFileIds];
    };
    expect(await photosOf(true)).toEqual([[], []]);
    expect((await photosOf(false)).map((photos) => photos?.length)).toEqual([1, 1]);
  });
});
