/** A courier's lasting answers, shared by every server: asked once per key and age. */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CourierName } from '#shared/delivery';
import type { Database } from '../../db/client';
import { courierCache } from '../../db/schema';

export type CacheRequest<Schema extends z.ZodType> = {
  courier: CourierName;
  key: string;
  maxAgeMs: number;
  fetch: () => Promise<z.output<Schema>>;
  /** A value stored by an older release in another shape counts as missing. */
  schema: Schema;
  /** On failure answer the stored value however old: last month's zones beat none. */
  staleOnError?: boolean;
  now?: () => Date;
};

export type Cached<T> = {
  value: T;
  fetchedAt: Date;
  stale: boolean;
};

export async function cachedOrFetched<Schema extends z.ZodType>(
  db: Database,
  request: CacheRequest<Schema>,
): Promise<Cached<z.output<Schema>>> {
  const { courier, key, maxAgeMs, schema } = request;
  const now = request.now ?? (() => new Date());
  const [row] = await db
    .select({ value: courierCache.value, fetchedAt: courierCache.fetchedAt })
    .from(courierCache)
    .where(and(eq(courierCache.courier, courier), eq(courierCache.key, key)));
  const stored = row ? schema.safeParse(row.value) : null;
  const kept = row && stored?.success ? { value: stored.data, fetchedAt: row.fetchedAt } : null;
  if (kept && now().getTime() - kept.fetchedAt.getTime() < maxAgeMs) {
    return { ...kept, stale: false };
  }
  let value: z.output<Schema>;
  try {
    value = await request.fetch();
  } catch (error) {
    if (kept && request.staleOnError) return { ...kept, stale: true };
    throw error;
  }
  const fetchedAt = now();
  // Two servers may fetch the same key at once; the later write wins and neither fails.
  await db
    .insert(courierCache)
    .values({ courier, key, value, fetchedAt })
    .onConflictDoUpdate({
      target: [courierCache.courier, courierCache.key],
      set: { value, fetchedAt },
    });
  return { value, fetchedAt, stale: false };
}

export async function forgetCached(db: Database, courier: CourierName, key: string) {
  await db
    .delete(courierCache)
    .where(and(eq(courierCache.courier, courier), eq(courierCache.key, key)));
}
