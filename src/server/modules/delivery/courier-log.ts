/** The one place courier calls are written to courier_calls (like payments' callLog). */
import type { CourierName, ShipmentCourier } from '#shared/delivery';
import type { Database } from '../../db/client';
import { courierCalls } from '../../db/schema';
import type { CallRecord } from '../../integrations/couriers/courier';

export const COURIER_NAMES: Record<CourierName, string> = {
  steadfast: 'Steadfast',
  pathao: 'Pathao',
};

export function courierDisplayName(courier: ShipmentCourier, label: string | null): string {
  return courier === 'manual' ? (label ?? 'Manual courier') : COURIER_NAMES[courier];
}

/**
 * Call `save` in a finally, so failed calls are kept too. `shipmentId` may come at save time: a
 * booking's calls are kept against the order alone when its reserved parcel is given up.
 */
export function courierCallLog(
  courier: CourierName,
  ids: { orderId: string | null; shipmentId: string | null },
) {
  const calls: CallRecord[] = [];
  return {
    onCall: (call: CallRecord) => {
      calls.push(call);
    },
    async save(db: Pick<Database, 'insert'>, shipmentId = ids.shipmentId) {
      if (calls.length === 0) return;
      await db.insert(courierCalls).values(
        calls.splice(0).map((call) => ({
          orderId: ids.orderId,
          shipmentId,
          courier,
          operation: call.operation,
          ok: call.ok,
          httpStatus: call.httpStatus,
          message: call.message,
          durationMs: call.durationMs,
        })),
      );
    },
  };
}
