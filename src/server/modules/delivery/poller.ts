/**
 * The status poll, so parcels whose courier sent no webhook still move; every server runs one.
 * applyParcelUpdate never moves a parcel back, so a poll racing a webhook changes nothing twice.
 * Claims use FOR UPDATE SKIP LOCKED and stamp polledAt, so two servers never ask about one
 * parcel; the courier is asked outside any transaction, so a slow one holds no lock.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COURIERS, type CourierName, FINAL_SHIPMENT_STATUSES } from '#shared/delivery';
import { shipments } from '../../db/schema';
import { CourierError, type KnownParcel } from '../../integrations/couriers/courier';
import { applyParcelUpdate, type ShipmentRow } from './apply-update';
import { courierCallLog } from './courier-log';
import { tellShopperOfParcel } from './parcel-news';

type Shop = Pick<FastifyInstance, 'db' | 'config' | 'couriers' | 'log'>;

export const POLL_INTERVAL_MS = 60_000;
/** Parcels asked about per pass and server; the rest wait for the next pass, oldest first. */
const BATCH = 25;

export type PollResult = {
  asked: number;
  moved: number;
  down: CourierName[];
};

function configuredCouriers(shop: Shop): CourierName[] {
  return COURIERS.filter((courier) => shop.couriers[courier] !== undefined);
}

async function claim(shop: Shop, now: Date, couriers: CourierName[]): Promise<ShipmentRow[]> {
  const due = new Date(now.getTime() - shop.config.couriers.pollMinutes * 60_000);
  return shop.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(shipments)
      .where(
        and(
          inArray(shipments.courier, couriers),
          notInArray(shipments.status, [...FINAL_SHIPMENT_STATUSES]),
          isNotNull(shipments.consignmentId),
          or(isNull(shipments.polledAt), lt(shipments.polledAt, due)),
        ),
      )
      .orderBy(sql`${shipments.polledAt} ASC NULLS FIRST`, asc(shipments.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    await tx
      .update(shipments)
      .set({ polledAt: now })
      .where(
        inArray(
          shipments.id,
          rows.map((row) => row.id),
        ),
      );
    return rows;
  });
}

function knownParcel(row: ShipmentRow): KnownParcel {
  return {
    reference: row.reference,
    consignmentId: row.consignmentId ?? '',
    trackingCode: row.trackingCode ?? '',
  };
}

async function release(shop: Shop, row: ShipmentRow, now: Date) {
  await shop.db
    .update(shipments)
    .set({ polledAt: row.polledAt })
    .where(and(eq(shipments.id, row.id), eq(shipments.polledAt, now)));
}

async function pollParcel(shop: Shop, row: ShipmentRow): Promise<boolean | 'down'> {
  const courierName = row.courier as CourierName;
  const courier = shop.couriers[courierName];
  if (!courier) return false;
  const log = courierCallLog(courierName, { orderId: row.orderId, shipmentId: row.id });
  try {
    const update = await courier.status(knownParcel(row), log.onCall);
    const result = await applyParcelUpdate(shop.db, {
      courier: courierName,
      update: { ...update, consignmentId: row.consignmentId ?? update.consignmentId },
      source: 'poll',
      onApplied: tellShopperOfParcel(shop.config),
    });
    return result.outcome === 'applied';
  } catch (error) {
    if (error instanceof CourierError && error.retryable) return 'down';
    // Refused for good or our own fault: logged, and asked again after the usual wait.
    shop.log.error({ err: error, shipmentId: row.id }, 'delivery poll: parcel failed');
    return false;
  } finally {
    await log.save(shop.db);
  }
}

export async function pollDeliveriesOnce(shop: Shop, now: Date = new Date()): Promise<PollResult> {
  const couriers = configuredCouriers(shop);
  const result: PollResult = { asked: 0, moved: 0, down: [] };
  if (couriers.length === 0) return result;
  const claimed = await claim(shop, now, couriers);
  for (const row of claimed) {
    const courier = row.courier as CourierName;
    if (result.down.includes(courier)) {
      await release(shop, row, now);
      continue;
    }
    result.asked += 1;
    const moved = await pollParcel(shop, row);
    if (moved === 'down') {
      result.down.push(courier);
      await release(shop, row, now);
    } else if (moved) {
      result.moved += 1;
    }
  }
  return result;
}

export type DeliveryPoller = { stop(): void };

export function startDeliveryPoller(shop: Shop, intervalMs = POLL_INTERVAL_MS): DeliveryPoller {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    pollDeliveriesOnce(shop)
      .catch((error) => shop.log.error({ err: error }, 'delivery poll failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
