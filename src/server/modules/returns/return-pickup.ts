/**
 * An accepted return put on its way back, by hand or booked with Steadfast. No lock is held over
 * Steadfast's call: the pickup is claimed on the return row first (a second admin is refused), and
 * a refusal or outage gives the claim up with only the call recorded.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { msg } from '#shared/i18n/translator';
import { canMoveReturn } from '#shared/returns';
import type { returnPickupInputSchema } from '#shared/schemas/returns';
import type { Database, Transaction } from '../../db/client';
import { orderEvents, returns } from '../../db/schema';
import { HttpError } from '../../http-error';
import { CourierError, type ReturnRequested } from '../../integrations/couriers/courier';
import { courierCallLog } from '../delivery';
import {
  lockReturn,
  type ReturnRow,
  recordReturnMove,
  returnMoveNotAllowed,
  steadfastParcelOf,
} from './admin-return-service';
import type { TellShopper } from './return-news';

type Shop = Pick<FastifyInstance, 'db' | 'couriers' | 'log'>;
export type PickupRequest = z.output<typeof returnPickupInputSchema>;

/** An older claim died mid-call (a restart) and blocks nothing. Far above a call's timeout. */
const CLAIM_STALE_MS = 5 * 60_000;

function noParcel(): HttpError {
  return new HttpError(409, msg('errors.returns.admin.noParcel'), 'NO_PARCEL');
}

function courierHttpError(error: CourierError): HttpError {
  if (error.retryable) {
    return new HttpError(
      503,
      msg('errors.returns.admin.courierUnavailable', { courier: 'Steadfast' }),
      'COURIER_UNAVAILABLE',
    );
  }
  return new HttpError(
    422,
    msg('errors.returns.admin.courierRefused', {
      courier: 'Steadfast',
      message: error.courierMessage ?? error.message,
    }),
    'COURIER_REFUSED',
  );
}

function claimedByAnother(row: ReturnRow, now = Date.now()): boolean {
  return (
    row.status === 'accepted' &&
    row.pickupCourier !== null &&
    now - row.updatedAt.getTime() < CLAIM_STALE_MS
  );
}

function lockForPickup(tx: Transaction, returnId: string): Promise<ReturnRow> {
  return lockReturn(tx, returnId).then((row) => {
    if (!canMoveReturn(row.status, 'on_way_back') || claimedByAnother(row)) {
      throw returnMoveNotAllowed();
    }
    return row;
  });
}

const withNote = (text: string, note: string | null) => (note ? `${text} · ${note}` : text);

type Step = { actorUserId: string; tellShopper: TellShopper };

async function manualPickup(
  db: Database,
  request: { returnId: string; input: Extract<PickupRequest, { courier: 'manual' }> },
  step: Step,
): Promise<void> {
  const { input } = request;
  await db.transaction(async (tx) => {
    const row = await lockForPickup(tx, request.returnId);
    await recordReturnMove(
      tx,
      row,
      'on_way_back',
      {
        pickupCourier: 'manual',
        pickupCourierLabel: input.courierLabel,
        pickupTrackingCode: input.trackingCode,
        pickupReference: null,
      },
      {
        ...step,
        note: withNote(
          `Pickup by ${input.courierLabel} · tracking ${input.trackingCode}`,
          input.note,
        ),
      },
    );
  });
}

async function releaseClaim(db: Database, returnId: string) {
  await db
    .update(returns)
    .set({ pickupCourier: null })
    .where(
      and(
        eq(returns.id, returnId),
        eq(returns.status, 'accepted'),
        isNull(returns.pickupReference),
      ),
    );
}

async function steadfastPickup(
  shop: Shop,
  request: { returnId: string; note: string | null },
  step: Step,
): Promise<void> {
  const courier = shop.couriers.steadfast;
  const ask = courier?.requestReturn;
  const { row, parcel } = await shop.db.transaction(async (tx) => {
    const locked = await lockForPickup(tx, request.returnId);
    const found = await steadfastParcelOf(tx, locked.orderId);
    if (!ask || !found?.consignmentId || !found.trackingCode) throw noParcel();
    await tx.update(returns).set({ pickupCourier: 'steadfast' }).where(eq(returns.id, locked.id));
    return {
      row: locked,
      parcel: { ...found, consignmentId: found.consignmentId, trackingCode: found.trackingCode },
    };
  });
  if (!ask) throw noParcel();
  const log = courierCallLog('steadfast', { orderId: row.orderId, shipmentId: parcel.id });
  let requested: ReturnRequested;
  try {
    requested = await ask(
      {
        reference: parcel.reference,
        consignmentId: parcel.consignmentId,
        trackingCode: parcel.trackingCode,
      },
      withNote(row.reason, request.note),
      log.onCall,
    );
  } catch (error) {
    await releaseClaim(shop.db, row.id);
    await log.save(shop.db);
    if (error instanceof CourierError) throw courierHttpError(error);
    shop.log.error({ err: error }, 'Steadfast return request failed');
    throw error;
  }
  await log.save(shop.db);
  await shop.db.transaction(async (tx) => {
    const now = await lockReturn(tx, row.id);
    const values = {
      pickupCourier: 'steadfast' as const,
      pickupCourierLabel: null,
      pickupTrackingCode: parcel.trackingCode,
      pickupReference: requested.reference,
    };
    const note = withNote(
      `Steadfast return request ${requested.reference} · tracking ${parcel.trackingCode}`,
      request.note,
    );
    if (now.status === 'accepted') {
      await recordReturnMove(tx, now, 'on_way_back', values, { ...step, note });
    } else {
      // Moved on while Steadfast was asked (brought back by hand): the request is recorded so
      // the admin can cancel it with Steadfast; the return stays where it is.
      await tx.update(returns).set(values).where(eq(returns.id, now.id));
      await tx.insert(orderEvents).values({
        orderId: now.orderId,
        actorUserId: step.actorUserId,
        kind: 'return',
        fromValue: now.status,
        toValue: now.status,
        note: `${note} after the return was ${now.status}: cancel the request with Steadfast`,
      });
    }
  });
}

export async function pickupReturn(
  shop: Shop,
  request: { returnId: string; input: PickupRequest } & Step,
): Promise<void> {
  const { input, returnId, actorUserId, tellShopper } = request;
  const step = { actorUserId, tellShopper };
  if (input.courier === 'manual') {
    await manualPickup(shop.db, { returnId, input }, step);
    return;
  }
  await steadfastPickup(shop, { returnId, note: input.note }, step);
}
