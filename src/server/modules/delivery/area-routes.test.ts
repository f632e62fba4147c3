/**
 * GET /api/delivery/areas (issue 21): the shop's own list of Dhaka's areas, or with Pathao
 * configured its zones for the district's city (old spellings matched), the shop's list again
 * when Pathao cannot be reached.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DHAKA_AREAS } from '#shared/districts';
import { pathaoCityOf, pathaoZoneOf } from '#shared/pathao-places';
import { type PathaoStandIn, startPathaoStandIn } from '../../test/stand-ins/pathao-stand-in';
import { createTestApp, injectAs, type TestApp, testConfig } from '../../test/test-app';

let pathao: PathaoStandIn;
let plain: TestApp;
let withPathao: TestApp;

beforeAll(async () => {
  pathao = await startPathaoStandIn();
  const base = testConfig();
  [plain, withPathao] = await Promise.all([
    createTestApp(),
    createTestApp({ couriers: { ...base.couriers, pathao: pathao.settings, callTimeoutMs: 1500 } }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain?.close(), withPathao?.close()]);
  await pathao?.close();
});
beforeEach(() => pathao.setMode('up'));

const areas = (t: TestApp, district: string) =>
  injectAs(t.app, undefined, 'GET', `/api/delivery/areas?district=${district}`);

describe('GET /api/delivery/areas', () => {
  it('offers Dhaka city’s areas in both languages, and nothing to pick elsewhere', async () => {
    const dhaka = await areas(plain, 'dhaka');
    expect(dhaka.statusCode, dhaka.body).toBe(200);
    expect(dhaka.json().source).toBe('shop');
    expect(dhaka.json().areas).toHaveLength(DHAKA_AREAS.length);
    expect(dhaka.json().areas).toContainEqual({ value: 'Dhanmondi', bn: 'ধানমন্ডি' });
    expect((await areas(plain, 'sylhet')).json()).toEqual({ source: 'shop', areas: [] });
  });

  it('refuses a district it does not know with a message', async () => {
    for (const district of ['atlantis', '', '%27%3B--']) {
      const refused = await areas(plain, district);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/district/);
    }
  });

  it('offers Pathao’s zones when the shop books with Pathao, Bangla names where known', async () => {
    const dhaka = await areas(withPathao, 'dhaka');
    expect(dhaka.json()).toEqual({
      source: 'pathao',
      areas: [
        { value: 'Gulshan', bn: 'গুলশান' },
        { value: 'Mirpur', bn: 'মিরপুর' },
        { value: 'Dhanmondi', bn: 'ধানমন্ডি' },
      ],
    });
    expect((await areas(withPathao, 'chattogram')).json()).toEqual({
      source: 'pathao',
      areas: [{ value: 'Agrabad', bn: null }],
    });
    // Pathao has Barisal with no zones, and no Sylhet in the stand-in: the shop's list.
    expect((await areas(withPathao, 'barishal')).json()).toEqual({ source: 'shop', areas: [] });
    expect((await areas(withPathao, 'sylhet')).json()).toEqual({ source: 'shop', areas: [] });
  });

  it('falls back to the shop’s list while Pathao is down with nothing kept', async () => {
    pathao.setMode('down');
    const fresh = await createTestApp({
      couriers: { ...testConfig().couriers, pathao: pathao.settings, callTimeoutMs: 1500 },
    });
    try {
      const dhaka = await areas(fresh, 'dhaka');
      expect(dhaka.statusCode, dhaka.body).toBe(200);
      expect(dhaka.json().source).toBe('shop');
      expect(dhaka.json().areas).toHaveLength(DHAKA_AREAS.length);
    } finally {
      await fresh.close();
    }
  });
});

describe('Pathao’s places by name', () => {
  const cities = [
    { id: 1, name: 'Dhaka' },
    { id: 2, name: 'Chittagong' },
    { id: 3, name: "Cox's Bazar" },
    { id: 4, name: 'Comilla' },
  ];

  it('finds a district’s city, written the old way or the new', () => {
    expect(pathaoCityOf('dhaka', cities)?.id).toBe(1);
    expect(pathaoCityOf('chattogram', cities)?.id).toBe(2);
    expect(pathaoCityOf('coxs-bazar', cities)?.id).toBe(3);
    expect(pathaoCityOf('cumilla', cities)?.id).toBe(4);
    expect(pathaoCityOf('sylhet', cities)).toBeUndefined();
    expect(pathaoCityOf('atlantis', cities)).toBeUndefined();
  });

  it('finds the zone an area names, whatever its case and spacing', () => {
    const zones = [
      { id: 52, name: 'Mirpur' },
      { id: 53, name: 'Dhanmondi' },
    ];
    expect(pathaoZoneOf(' dhanmondi ', zones)?.id).toBe(53);
    expect(pathaoZoneOf('Banani', zones)).toBeUndefined();
    expect(pathaoZoneOf('', zones)).toBeUndefined();
  });
});
