/**
 * Saved addresses (issue 21): a shopper's own, at most ADDRESSES_MAX with one default even when
 * added at once; the checkout keeps a new address when asked, once; an order's district decides
 * its delivery location on the server.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESSES_MAX } from '#shared/addresses';
import { SHIPPING_FEES } from '#shared/pricing';
import { addresses } from '../../db/schema';
import { createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import { checkoutBody, fillCart } from '../../test/fixtures/orders';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const home = {
  label: 'Home',
  firstName: 'Rina',
  lastName: 'Begum',
  phone: '01712345678',
  address: 'House 4, Road 11',
  district: 'dhaka',
  area: 'Banani',
  city: 'Dhaka',
};
const office = {
  ...home,
  label: 'Office',
  address: 'Level 7, 52 Motijheel C/A',
  area: 'Motijheel',
};
const mother = {
  ...home,
  label: 'Amma',
  address: 'Holding 12, Zindabazar',
  district: 'sylhet',
  area: '',
  city: 'Sylhet',
};

const list = async (who: SignedInShopper) => {
  const answer = await injectAs(t.app, who, 'GET', '/api/account/addresses');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { addresses: (typeof home & { id: number; isDefault: boolean })[] };
};

describe('/api/account/addresses', () => {
  it('keeps a shopper’s addresses, the default first, and changes and removes them', async () => {
    const rina = await createShopper(t.app);
    expect((await list(rina)).addresses).toEqual([]);
    const first = await injectAs(t.app, rina, 'POST', '/api/account/addresses', home);
    expect(first.statusCode, first.body).toBe(201);
    // The first one is the default though it was not asked for.
    expect(first.json().addresses).toMatchObject([
      { label: 'Home', isDefault: true, zipCode: null },
    ]);
    await injectAs(t.app, rina, 'POST', '/api/account/addresses', mother);
    const third = await injectAs(t.app, rina, 'POST', '/api/account/addresses', {
      ...office,
      isDefault: true,
    });
    expect(third.json().addresses.map((a: { label: string }) => a.label)).toEqual([
      'Office',
      'Amma',
      'Home',
    ]);
    const saved = (await list(rina)).addresses;
    expect(saved.filter((a) => a.isDefault).map((a) => a.label)).toEqual(['Office']);
    // Sylhet's area left blank is none.
    expect(saved.find((a) => a.label === 'Amma')?.area).toBeNull();

    const homeId = saved.find((a) => a.label === 'Home')?.id;
    const changed = await injectAs(t.app, rina, 'PUT', `/api/account/addresses/${homeId}`, {
      ...home,
      area: 'Gulshan',
      isDefault: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().addresses[0]).toMatchObject({
      label: 'Home',
      area: 'Gulshan',
      isDefault: true,
    });

    // Removing the default hands it to the newest one left.
    const removed = await injectAs(t.app, rina, 'DELETE', `/api/account/addresses/${homeId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().addresses).toMatchObject([
      { label: 'Office', isDefault: true },
      { label: 'Amma', isDefault: false },
    ]);
  });

  it('answers 404 for another shopper’s address, and changes nothing of theirs', async () => {
    const [owner, stranger] = await Promise.all([createShopper(t.app), createShopper(t.app)]);
    await injectAs(t.app, owner, 'POST', '/api/account/addresses', home);
    const [theirs] = (await list(owner)).addresses;
    const put = await injectAs(t.app, stranger, 'PUT', `/api/account/addresses/${theirs?.id}`, {
      ...home,
      address: 'Stolen',
    });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe('That address is not among yours');
    expect(
      (await injectAs(t.app, stranger, 'DELETE', `/api/account/addresses/${theirs?.id}`))
        .statusCode,
    ).toBe(404);
    expect((await list(owner)).addresses[0]?.address).toBe(home.address);
  });

  it('refuses a district it does not know, a bad phone and a too long area, saying which', async () => {
    const rina = await createShopper(t.app);
    for (const [change, words] of [
      [{ district: 'atlantis' }, 'Choose your district from the list'],
      [{ district: '' }, 'Please choose your district'],
      [{ phone: '12345' }, 'valid Bangladeshi mobile number'],
      [{ area: 'x'.repeat(101) }, 'Area must be at most 100 characters'],
    ] as const) {
      const refused = await injectAs(t.app, rina, 'POST', '/api/account/addresses', {
        ...home,
        ...change,
      });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json().message).toContain(words);
    }
    expect((await list(rina)).addresses).toEqual([]);
  });

  it(`keeps at most ${ADDRESSES_MAX}, however many are added at once, with one default`, async () => {
    const rina = await createShopper(t.app);
    const answers = await Promise.all(
      Array.from({ length: ADDRESSES_MAX + 4 }, (_, index) =>
        injectAs(t.app, rina, 'POST', '/api/account/addresses', {
          ...home,
          address: `House ${index}`,
          isDefault: true,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(ADDRESSES_MAX);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    const refusal = answers.find((answer) => answer.statusCode === 409);
    expect(refusal?.json().code).toBe('TOO_MANY_ADDRESSES');
    const rows = await t.db.select().from(addresses).where(eq(addresses.userId, rina.userId));
    expect(rows).toHaveLength(ADDRESSES_MAX);
    expect(rows.filter((row) => row.isDefault)).toHaveLength(1);
  });
});

describe('an order’s district and area', () => {
  const PRODUCT = 3;

  it('are kept on the order and decide its delivery: outside Dhaka costs the outside fee', async () => {
    const rina = await createShopper(t.app);
    await fillCart(t.app, rina, [[PRODUCT, 1]]);
    const placed = await injectAs(
      t.app,
      rina,
      'POST',
      '/api/orders',
      checkoutBody({ district: 'sylhet', area: 'Zindabazar', city: 'Sylhet', location: 'outside' }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({
      district: 'sylhet',
      area: 'Zindabazar',
      location: 'outside',
      shipping: SHIPPING_FEES.outside,
    });
  });

  it('refuses a location that contradicts the district, and takes nothing', async () => {
    const rina = await createShopper(t.app);
    await fillCart(t.app, rina, [[PRODUCT, 1]]);
    for (const [district, location] of [
      ['gazipur', 'dhaka'],
      ['dhaka', 'outside'],
    ]) {
      const refused = await injectAs(
        t.app,
        rina,
        'POST',
        '/api/orders',
        checkoutBody({ district, location }),
      );
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().message).toContain('must match the district');
    }
    const cart = await injectAs(t.app, rina, 'GET', '/api/cart');
    expect(cart.json().items).toHaveLength(1);
    const orders = await injectAs(t.app, rina, 'GET', '/api/orders');
    expect(orders.json().orders).toEqual([]);
  });

  it('keeps an address the shopper asked to save, once, and an order without a district as before', async () => {
    const rina = await createShopper(t.app);
    const order = (overrides: Record<string, unknown>) =>
      fillCart(t.app, rina, [[PRODUCT, 1]]).then(() =>
        injectAs(t.app, rina, 'POST', '/api/orders', checkoutBody(overrides)),
      );
    const banani = { district: 'dhaka', area: 'Banani', saveAddress: true };
    expect((await order(banani)).statusCode).toBe(201);
    expect((await order(banani)).statusCode).toBe(201);
    expect(
      (await order({ ...banani, saveAddress: false, address: 'Elsewhere 1' })).statusCode,
    ).toBe(201);
    const old = await order({});
    expect(old.statusCode, old.body).toBe(201);
    expect(old.json()).toMatchObject({ district: null, area: null });
    const saved = (await list(rina)).addresses;
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      label: null,
      address: 'House 4, Road 11, Banani',
      district: 'dhaka',
      area: 'Banani',
      isDefault: true,
    });
  });
});
