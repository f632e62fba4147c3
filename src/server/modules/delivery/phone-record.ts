/**
 * A phone's delivery record against fake orders (docs/decisions/018), at each courier (cached a
 * day) and in the shop's own orders; under RISKY_SUCCESS_RATE by any record, the phone is risky.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type CourierName, type DeliveryCounts, successRate } from '#shared/delivery';
import { msg, type Translator } from '#shared/i18n/translator';
import type { DeliveryRecord } from '#shared/schemas/delivery';
import { isOrderId } from '#shared/schemas/order';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { HttpError } from '../../http-error';
import { couriersOf } from '../../integrations/couriers/config';
import { CourierError } from '../../integrations/couriers/courier';
import { cachedOrFetched } from './courier-cache';
import { courierCallLog } from './courier-log';

export const PHONE_RECORD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const phoneCacheKey = (phone: string) => `phone:${phone}`;

const countsSchema = z.object({
  delivered: z.number().int().min(0),
  returned: z.number().int().min(0),
  cancelled: z.number().int().min(0),
});
/** Wrapped, so a courier that keeps no record (null) is remembered for the day too. */
const cachedRecordSchema = z.object({ record: countsSchema.nullable() });

export type RiskOptions = { riskySuccessRate: number; couriers: CourierName[] };

export function riskOptionsOf(app: FastifyInstance): RiskOptions {
  return {
    riskySuccessRate: app.config.couriers.riskySuccessRate,
    couriers: couriersOf(app.config.couriers),
  };
}

const isRisky = (counts: DeliveryCounts, rate: number) => {
  const rateOf = successRate(counts);
  return rateOf !== null && rateOf < rate;
};

const withRate = (counts: DeliveryCounts) => ({ ...counts, successRate: successRate(counts) });

/**
 * A partly delivered parcel counts as delivered; an order cancelled while held for a confirmation
 * call as cancelled (unconfirmed orders are the fake-order pattern); no other cancellation counts.
 */
function recordRows(options: RiskOptions, phones?: string[]): SQL {
  const phoneList = phones
    ? sql.join(
        phones.map((phone) => sql`${phone}`),
        sql`, `,
      )
    : null;
  const keyList = phones
    ? sql.join(
        phones.map((phone) => sql`${phoneCacheKey(phone)}`),
        sql`, `,
      )
    : null;
  const courierList =
    options.couriers.length > 0
      ? sql.join(
          options.couriers.map((courier) => sql`${courier}`),
          sql`, `,
        )
      : sql`NULL`;
  const count = (key: string) =>
    sql`CASE WHEN jsonb_typeof(c.value->'record'->${key}) = 'number' THEN (c.value->'record'->>${key})::numeric ELSE 0 END`;
  return sql`
    SELECT o.phone AS phone,
      count(s.id) FILTER (WHERE s.status IN ('delivered', 'partial_delivered')) AS delivered,
      count(s.id) FILTER (WHERE s.status = 'returned') AS returned,
      count(s.id) FILTER (WHERE s.status = 'cancelled')
        + count(*) FILTER (WHERE s.id IS NULL AND o.status = 'cancelled' AND o.held_for_call) AS cancelled
    FROM orders o LEFT JOIN shipments s ON s.order_id = o.id
    ${phoneList ? sql`WHERE o.phone IN (${phoneList})` : sql``}
    GROUP BY o.phone
    UNION ALL
    SELECT substr(c.key, 7) AS phone, ${count('delivered')}, ${count('returned')}, ${count('cancelled')}
    FROM courier_cache c
    WHERE c.courier IN (${courierList})
      AND ${keyList ? sql`c.key IN (${keyList})` : sql`c.key LIKE 'phone:%'`}
      AND jsonb_typeof(c.value->'record') = 'object'`;
}

function riskyPhonesSql(options: RiskOptions, phones?: string[]): SQL {
  return sql`SELECT DISTINCT r.phone FROM (${recordRows(options, phones)}) r
    WHERE r.delivered + r.returned + r.cancelled > 0
      AND round(r.delivered * 100.0 / (r.delivered + r.returned + r.cancelled)) < ${options.riskySuccessRate}`;
}

/** Cached records only, however old: listing orders never calls a courier. */
export async function riskyPhones(
  db: Database,
  phones: string[],
  options: RiskOptions,
): Promise<Set<string>> {
  const distinct = [...new Set(phones)];
  if (distinct.length === 0) return new Set();
  const result = await db.execute<{ phone: string }>(riskyPhonesSql(options, distinct));
  return new Set(result.rows.map((row) => row.phone));
}

export function riskyPhoneCondition(phone: SQL | typeof orders.phone, options: RiskOptions): SQL {
  return sql`${phone} IN (${riskyPhonesSql(options)})`;
}

async function shopRecord(db: Database, phone: string): Promise<DeliveryCounts> {
  const result = await db.execute<Record<keyof DeliveryCounts, string | number>>(
    sql`SELECT r.delivered, r.returned, r.cancelled FROM (${recordRows({ riskySuccessRate: 0, couriers: [] }, [phone])}) r`,
  );
  const [row] = result.rows;
  return {
    delivered: Number(row?.delivered ?? 0),
    returned: Number(row?.returned ?? 0),
    cancelled: Number(row?.cancelled ?? 0),
  };
}

type CourierRow = DeliveryRecord['couriers'][number];

/** A courier that is down or refuses fills `error`, with its last record however old. */
async function courierRecord(
  app: FastifyInstance,
  courier: CourierName,
  phone: string,
  orderId: string | null,
  t: Translator['t'],
): Promise<CourierRow> {
  const adapter = app.couriers[courier];
  if (!adapter) return { courier, record: null, fetchedAt: null, error: null };
  const log = courierCallLog(courier, { orderId, shipmentId: null });
  try {
    const cached = await cachedOrFetched(app.db, {
      courier,
      key: phoneCacheKey(phone),
      maxAgeMs: PHONE_RECORD_MAX_AGE_MS,
      schema: cachedRecordSchema,
      staleOnError: true,
      fetch: async () => ({ record: await adapter.deliveryRecord(phone, log.onCall) }),
    });
    return {
      courier,
      record: cached.value.record ? withRate(cached.value.record) : null,
      fetchedAt: cached.fetchedAt.toISOString(),
      error: cached.stale ? t('admin.deliveryRecord.server.stale') : null,
    };
  } catch (error) {
    const refused = error instanceof CourierError && !error.retryable && error.courierMessage;
    if (!(error instanceof CourierError)) app.log.warn({ err: error, courier }, 'record failed');
    return {
      courier,
      record: null,
      fetchedAt: null,
      error: refused
        ? t('admin.deliveryRecord.server.refused', { message: error.courierMessage ?? '' })
        : t('admin.deliveryRecord.server.unavailable'),
    };
  } finally {
    await log.save(app.db);
  }
}

export async function readDeliveryRecord(
  app: FastifyInstance,
  orderId: string,
  t: Translator['t'],
): Promise<DeliveryRecord> {
  if (!isOrderId(orderId)) throw new HttpError(404, msg('errors.order.notFound'));
  const [order] = await app.db
    .select({ phone: orders.phone })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new HttpError(404, msg('errors.order.notFound'));
  return readPhoneDeliveryRecord(app, order.phone, t, orderId);
}

export async function readPhoneDeliveryRecord(
  app: FastifyInstance,
  phone: string,
  t: Translator['t'],
  orderId: string | null = null,
): Promise<DeliveryRecord> {
  const options = riskOptionsOf(app);
  const [shop, couriers] = await Promise.all([
    shopRecord(app.db, phone),
    Promise.all(options.couriers.map((courier) => courierRecord(app, courier, phone, orderId, t))),
  ]);
  const records = [shop, ...couriers.flatMap((row) => (row.record ? [row.record] : []))];
  return {
    phone,
    shop: withRate(shop),
    couriers,
    risky: records.some((record) => isRisky(record, options.riskySuccessRate)),
    riskySuccessRate: options.riskySuccessRate,
  };
}
