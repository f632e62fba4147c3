import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { courierCache } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cachedOrFetched, forgetCached } from './courier-cache';

const countsSchema = z.object({ delivered: z.number(), returned: z.number() });
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A fetch that counts its calls and answers the next value, or fails while `down`. */
function courierAnswering() {
  const state = { calls: 0, down: false };
  const fetch = async () => {
    state.calls += 1;
    if (state.down) throw new Error('courier down');
    return { delivered: state.calls, returned: 0 };
  };
  return { state, fetch };
}

describe('cachedOrFetched', () => {
  it('asks the courier once, then answers the stored value until it is older than maxAge', async () => {
    const courier = courierAnswering();
    let clock = new Date('2026-11-25T10:00:00Z');
    const request = {
      courier: 'pathao' as const,
      key: 'phone:01711111111',
      maxAgeMs: DAY,
      schema: countsSchema,
      fetch: courier.fetch,
      now: () => clock,
    };
    const first = await cachedOrFetched(t.db, request);
    expect(first).toEqual({ value: { delivered: 1, returned: 0 }, fetchedAt: clock, stale: false });

    clock = new Date('2026-11-26T09:59:00Z');
    const second = await cachedOrFetched(t.db, request);
    expect(second.value).toEqual({ delivered: 1, returned: 0 });
    expect(courier.state.calls).toBe(1);

    clock = new Date('2026-11-26T10:00:01Z');
    const third = await cachedOrFetched(t.db, request);
    expect(third.value).toEqual({ delivered: 2, returned: 0 });
    expect(third.fetchedAt).toEqual(clock);
    expect(courier.state.calls).toBe(2);
  });

  it('keys are per courier', async () => {
    const pathao = courierAnswering();
    const steadfast = courierAnswering();
    const base = { key: 'phone:01722222222', maxAgeMs: DAY, schema: countsSchema };
    await cachedOrFetched(t.db, { ...base, courier: 'pathao', fetch: pathao.fetch });
    await cachedOrFetched(t.db, { ...base, courier: 'steadfast', fetch: steadfast.fetch });
    await cachedOrFetched(t.db, { ...base, courier: 'steadfast', fetch: steadfast.fetch });
    expect([pathao.state.calls, steadfast.state.calls]).toEqual([1, 1]);
  });

  it('answers an old value while the courier is down only when staleOnError allows it', async () => {
    const courier = courierAnswering();
    let clock = new Date('2026-11-01T10:00:00Z');
    const request = {
      courier: 'pathao' as const,
      key: 'phone:01733333333',
      maxAgeMs: DAY,
      schema: countsSchema,
      fetch: courier.fetch,
      now: () => clock,
    };
    await cachedOrFetched(t.db, request);
    courier.state.down = true;
    clock = new Date('2026-11-20T10:00:00Z');
    await expect(cachedOrFetched(t.db, request)).rejects.toThrow('courier down');
    const stale = await cachedOrFetched(t.db, { ...request, staleOnError: true });
    expect(stale).toEqual({
      value: { delivered: 1, returned: 0 },
      fetchedAt: new Date('2026-11-01T10:00:00Z'),
      stale: true,
    });
  });

  it('throws the courier failure when nothing is stored, even with staleOnError', async () => {
    const courier = courierAnswering();
    courier.state.down = true;
    await expect(
      cachedOrFetched(t.db, {
        courier: 'pathao',
        key: 'phone:01744444444',
        maxAgeMs: DAY,
        schema: countsSchema,
        fetch: courier.fetch,
        staleOnError: true,
      }),
    ).rejects.toThrow('courier down');
  });

  it('fetches again when the stored value has another shape (an older release)', async () => {
    await t.db
      .insert(courierCache)
      .values({ courier: 'pathao', key: 'phone:01755555555', value: { total: 3 } });
    const courier = courierAnswering();
    const answer = await cachedOrFetched(t.db, {
      courier: 'pathao',
      key: 'phone:01755555555',
      maxAgeMs: DAY,
      schema: countsSchema,
      fetch: courier.fetch,
    });
    expect(answer.value).toEqual({ delivered: 1, returned: 0 });
    const [row] = await t.db
      .select({ value: courierCache.value })
      .from(courierCache)
      .where(and(eq(courierCache.courier, 'pathao'), eq(courierCache.key, 'phone:01755555555')));
    expect(row?.value).toEqual({ delivered: 1, returned: 0 });
  });

  it('many fetches of one missing key at once all succeed (the last write wins)', async () => {
    const courier = courierAnswering();
    const request = {
      courier: 'steadfast' as const,
      key: 'phone:01766666666',
      maxAgeMs: DAY,
      schema: countsSchema,
      fetch: courier.fetch,
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cachedOrFetched(t.db, request)),
    );
    expect(answers).toHaveLength(5);
    const rows = await t.db
      .select()
      .from(courierCache)
      .where(eq(courierCache.key, 'phone:01766666666'));
    expect(rows).toHaveLength(1);
  });

  it('forgetCached makes the next call ask the courier', async () => {
    const courier = courierAnswering();
    const request = {
      courier: 'pathao' as const,
      key: 'phone:01777777777',
      maxAgeMs: DAY,
      schema: countsSchema,
      fetch: courier.fetch,
    };
    await cachedOrFetched(t.db, request);
    await forgetCached(t.db, 'pathao', 'phone:01777777777');
    await cachedOrFetched(t.db, request);
    expect(courier.state.calls).toBe(2);
  });
});
