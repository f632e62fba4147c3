/**
 * Money given back in a report's two periods, one row per refund (`at`, `amount`, `order_id`):
 * gateway refunds done, and returns the shop paid back by bKash or bank (a return refunded through
 * the gateway is among the gateway refunds).
 */
import { sql } from 'drizzle-orm';
import { paymentRefunds, payments, returns } from '../../db/schema';
import type { ReportRange } from './report-range';

export function moneyGivenBack(range: ReportRange) {
  return sql`(
    SELECT ${paymentRefunds.updatedAt} AS at, ${paymentRefunds.amount} AS amount, ${payments.orderId} AS order_id
    FROM ${paymentRefunds} JOIN ${payments} ON ${payments.id} = ${paymentRefunds.paymentId}
    WHERE ${paymentRefunds.status} = 'done'
      AND ${paymentRefunds.updatedAt} >= ${range.previousStart} AND ${paymentRefunds.updatedAt} < ${range.end}
    UNION ALL
    SELECT ${returns.refundedAt}, ${returns.refundAmount}, ${returns.orderId}
    FROM ${returns}
    WHERE ${returns.status} = 'refunded' AND ${returns.refundMethod} IN ('bkash', 'bank')
      AND ${returns.refundedAt} >= ${range.previousStart} AND ${returns.refundedAt} < ${range.end}
  )`;
}
