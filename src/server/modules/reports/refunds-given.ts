/**
 * Refunds given in a report's two periods, one row per refund (`at`, `amount`, `order_id`): gateway
 * refunds done, and returns the shop paid back by bKash, bank or as store credit (a return refunded
 * through the gateway is among the gateway refunds). Credit is a refund too: the sale it reverses
 * is no longer a sale, and the order the credit later pays counts as one.
 */
import { sql } from 'drizzle-orm';
import { paymentRefunds, payments, returns } from '../../db/schema';
import type { ReportRange } from './report-range';

export function refundsGiven(range: ReportRange) {
  return sql`(
    SELECT ${paymentRefunds.updatedAt} AS at, ${paymentRefunds.amount} AS amount, ${payments.orderId} AS order_id
    FROM ${paymentRefunds} JOIN ${payments} ON ${payments.id} = ${paymentRefunds.paymentId}
    WHERE ${paymentRefunds.status} = 'done'
      AND ${paymentRefunds.updatedAt} >= ${range.previousStart} AND ${paymentRefunds.updatedAt} < ${range.end}
    UNION ALL
    SELECT ${returns.refundedAt}, ${returns.refundAmount}, ${returns.orderId}
    FROM ${returns}
    WHERE ${returns.status} = 'refunded' AND ${returns.refundMethod} IN ('bkash', 'bank', 'credit')
      AND ${returns.refundedAt} >= ${range.previousStart} AND ${returns.refundedAt} < ${range.end}
  )`;
}
