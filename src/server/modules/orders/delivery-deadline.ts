/**
 * The delivery and refund deadlines in SQL, for lists and counts: #shared/deadlines says the same
 * for one order (docs/guide/deadlines.md). Late: the clock runs and a day or less is left, or none.
 */
import { type SQL, sql } from 'drizzle-orm';
import { DELIVERY_DAYS, DUE_SOON_MS, REFUND_DEADLINE_DAYS } from '#shared/deadlines';
import { ONLINE_PAYMENT_METHODS } from '#shared/payments';
import { orderEvents, orders, shopSettings } from '../../db/schema';

const online = sql.join(
  ONLINE_PAYMENT_METHODS.map((method) => sql`${method}`),
  sql`, `,
);

/**
 * When the order must be delivered by; NULL while its clock has not started (an online payment
 * waited for, or cash on delivery held for a call where the owner counts from confirmation).
 */
const deliveryDue = sql`(CASE WHEN ${orders.paymentMethod} IN (${online})
    THEN (SELECT min(${orderEvents.createdAt}) FROM ${orderEvents}
      WHERE ${orderEvents.orderId} = ${orders.id} AND ${orderEvents.kind} = 'payment'
        AND ${orderEvents.toValue} = 'completed')
    WHEN ${orders.paymentMethod} = 'cod' AND (SELECT ${shopSettings.codClockStarts}
      FROM ${shopSettings} WHERE ${shopSettings.id} = 1) = 'confirmed'
    THEN CASE WHEN ${orders.heldForCall} THEN NULL
      ELSE coalesce((SELECT max(${orderEvents.createdAt}) FROM ${orderEvents}
        WHERE ${orderEvents.orderId} = ${orders.id} AND ${orderEvents.kind} = 'delivery'
          AND ${orderEvents.toValue} = 'released'), ${orders.createdAt}) END
    ELSE ${orders.createdAt} END
  + CASE WHEN ${orders.location} = 'dhaka' THEN ${`${DELIVERY_DAYS.dhaka} days`}::interval
    ELSE ${`${DELIVERY_DAYS.outside} days`}::interval END)`;

const clockRuns = sql`${orders.status} NOT IN ('delivered', 'cancelled')`;

/** Past its deadline, or a day or less from it. */
export const lateForDelivery: SQL = sql`(${clockRuns}
  AND ${deliveryDue} < now() + ${`${DUE_SOON_MS / 1000} seconds`}::interval)`;

export const overdueForDelivery: SQL = sql`(${clockRuns} AND ${deliveryDue} < now())`;

/** A cancelled order whose money the shop still holds: it owes a refund. */
export const refundOwed: SQL = sql`(${orders.status} = 'cancelled' AND ${orders.paymentStatus} = 'completed')`;

const refundDue = sql`((SELECT max(${orderEvents.createdAt}) FROM ${orderEvents}
    WHERE ${orderEvents.orderId} = ${orders.id} AND ${orderEvents.kind} = 'status'
      AND ${orderEvents.toValue} = 'cancelled')
  + ${`${REFUND_DEADLINE_DAYS} days`}::interval)`;

export const refundOverdue: SQL = sql`(${refundOwed} AND ${refundDue} < now())`;
