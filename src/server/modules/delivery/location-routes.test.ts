/**
 * Pathao's location lists for the admin's pickers, against the Pathao stand-in: admin-only, kept a
 * week in courier_cache, an older copy served while Pathao is down, every call recorded.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { courierCache, courierCalls } from '../../db/schema';
import { createAdmin, createShopper, type SignedInShopper } from '../../test/fixtures/accounts';
import { type PathaoStandIn, startPathaoStandIn } from '../../test/stand-ins/pathao-stand-in';
import { createTestApp, injectAs, type TestApp, testConfig } from '../../test/test-app';

let pathao: PathaoStandIn;
let t: TestApp;
let admin: SignedInShopper;
let shopper: SignedInShopper;

beforeAll(async () => {
  pathao = await startPathaoStandIn();
  const base = testConfig();
  t = await createTestApp({
    couriers: { ...base.couriers, pathao: pathao.settings, callTimeoutMs: 1500 },
  });
  [admin, shopper] = await Promise.all([createAdmin(t.app, t.db), createShopper(t.app)]);
});
afterAll(async () => {
  await t?.close();
  await pathao?.close();
});
beforeEach(() => {
  pathao.setMode('up');
});

/** As the admin, another shopper, or nobody (null). */
const get = (url: string, who: SignedInShopper | null = admin) =>
  injectAs(t.app, who ?? undefined, 'GET', url);

function pathaoCallsOf(operation: string) {
  return pathao.calls.filter((call) => call.operation === operation).length;
}

describe('GET /api/admin/couriers/pathao/*', () => {
  it('lists cities, a city’s zones and a zone’s areas', async () => {
    const cities = await get('/api/admin/couriers/pathao/cities');
    expect(cities.statusCode, cities.body).toBe(200);
    expect(cities.json().locations).toContainEqual({ id: 1, name: 'Dhaka' });
    const zones = await get('/api/admin/couriers/pathao/zones?cityId=1');
    expect(zones.json().locations).toContainEqual({ id: 298, name: 'Gulshan' });
    const areas = await get('/api/admin/couriers/pathao/areas?zoneId=298');
    expect(areas.json()).toEqual({
      locations: [
        { id: 10587, name: 'Gulshan 1' },
        { id: 10588, name: 'Gulshan 2' },
      ],
    });
  });

  it('asks Pathao once per list and week; every server reads the kept copy', async () => {
    await get('/api/admin/couriers/pathao/zones?cityId=2');
    const asked = pathaoCallsOf('zones');
    const again = await get('/api/admin/couriers/pathao/zones?cityId=2');
    expect(again.json().locations).toEqual([{ id: 72, name: 'Agrabad' }]);
    expect(pathaoCallsOf('zones')).toBe(asked);
    const [kept] = await t.db
      .select()
      .from(courierCache)
      .where(and(eq(courierCache.courier, 'pathao'), eq(courierCache.key, 'zones:2')));
    expect(kept?.value).toEqual([{ id: 72, name: 'Agrabad' }]);
  });

  it('serves a kept list past its week while Pathao is down', async () => {
    await get('/api/admin/couriers/pathao/areas?zoneId=52');
    const monthAgo = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    await t.db
      .update(courierCache)
      .set({ fetchedAt: monthAgo })
      .where(eq(courierCache.key, 'areas:52'));
    pathao.setMode('down');
    const stale = await get('/api/admin/couriers/pathao/areas?zoneId=52');
    expect(stale.statusCode, stale.body).toBe(200);
    expect(stale.json().locations).toHaveLength(2);
  });

  it('503 COURIER_UNAVAILABLE when Pathao is down and nothing is kept, in the reader’s language', async () => {
    pathao.setMode('down');
    const down = await get('/api/admin/couriers/pathao/areas?zoneId=72');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'COURIER_UNAVAILABLE' });
    const bangla = await t.app.inject({
      method: 'GET',
      url: '/api/admin/couriers/pathao/areas?zoneId=72',
      headers: { cookie: admin.cookie, 'accept-language': 'bn' },
    });
    expect(bangla.json().message).toContain('পাঠাও');
    pathao.setMode('up');
    const back = await get('/api/admin/couriers/pathao/areas?zoneId=72');
    expect(back.json().locations).toEqual([{ id: 5000, name: 'Agrabad C/A' }]);
  });

  it('records each call to Pathao in courier_calls as locations (no order)', async () => {
    await t.db.delete(courierCalls);
    await get('/api/admin/couriers/pathao/zones?cityId=17');
    pathao.setMode('down');
    await get('/api/admin/couriers/pathao/areas?zoneId=53');
    const rows = await t.db
      .select({ operation: courierCalls.operation, ok: courierCalls.ok })
      .from(courierCalls)
      .where(and(eq(courierCalls.courier, 'pathao'), isNull(courierCalls.orderId)));
    expect(rows).toContainEqual({ operation: 'locations', ok: true });
    expect(rows).toContainEqual({ operation: 'locations', ok: false });
  });

  it('400 for a missing or bad id', async () => {
    expect((await get('/api/admin/couriers/pathao/zones')).statusCode).toBe(400);
    expect((await get('/api/admin/couriers/pathao/areas?zoneId=abc')).statusCode).toBe(400);
    expect((await get('/api/admin/couriers/pathao/zones?cityId=-1')).statusCode).toBe(400);
  });

  it('admins only', async () => {
    expect((await get('/api/admin/couriers/pathao/cities', null)).statusCode).toBe(401);
    expect((await get('/api/admin/couriers/pathao/cities', shopper)).statusCode).toBe(403);
  });
});

describe('without Pathao', () => {
  it('404 COURIER_NOT_CONFIGURED', async () => {
    const bare = await createTestApp();
    try {
      const owner = await createAdmin(bare.app, bare.db);
      const answer = await injectAs(bare.app, owner, 'GET', '/api/admin/couriers/pathao/cities');
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'COURIER_NOT_CONFIGURED' });
    } finally {
      await bare.close();
    }
  });
});
