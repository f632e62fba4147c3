/**
 * An unpaid online order switches method. Any attempt under way is cancelled: a payment that still
 * completes there is settled as late (settle.ts) and refunded by an admin.
 */
import { and, eq } from 'drizzle-orm';
import { msg } from '#shared/i18n/translator';
import { isOnlineMethod, ONLINE_METHOD_GATEWAY } from '#shared/payments';
import { codChargeFor } from '#shared/pricing';
import { isOrderId, type Order } from '#shared/schemas/order';
import type { SWITCHABLE_METHODS } from '#shared/schemas/payment';
import type { Database, Transaction } from '../../db/client';
import { orderEvents, orders, payments } from '../../db/schema';
import { HttpError } from '../../http-error';
import { readOrder } from '../orders';
import { issueVatInvoice } from '../vat';
import type { PaymentGateways } from './gateways';

type Target = (typeof SWITCHABLE_METHODS)[number];

const METHOD_NAMES: Record<Target, string> = {
  cod: 'cash on delivery',
  bkash_online: 'bKash (pay now)',
  sslcommerz: 'SSLCommerz',
};

function notPayable() {
  return new HttpError(409, msg('errors.payment.notPayable'), 'NOT_PAYABLE');
}

/**
 * The order's method while it is pending and unpaid: online, or cash on delivery for an order a
 * payment link still has to confirm (docs/decisions/034); anything else cannot switch.
 */
function switchableMethodOf(order: OrderRow) {
  const method = order.paymentMethod;
  const switchable = isOnlineMethod(method) || method === 'cod';
  if (order.status !== 'pending' || order.paymentStatus !== 'pending' || !switchable) {
    throw notPayable();
  }
  return method;
}

type OrderRow = typeof orders.$inferSelect;

export type SwitchInput = {
  to: Target;
  actorUserId: string | null;
  viaLink?: boolean;
  /** Runs in the switch's transaction once it changed the method (the news goes with it). */
  onSwitched?: (tx: Transaction, order: Order) => Promise<unknown>;
};

/** An order locked FOR UPDATE in `tx` moves to `to`; a pending COD order is confirmed too. */
export async function switchLockedOrder(
  tx: Transaction,
  order: OrderRow,
  { to, actorUserId, viaLink = false, onSwitched }: SwitchInput,
): Promise<{ order: Order; changed: boolean }> {
  const from = switchableMethodOf(order);
  const confirmingCod = from === 'cod' && to === 'cod';
  if (from === to && !confirmingCod) return { order: await readOrder(tx, order), changed: false };
  const [paid] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'completed')));
  if (paid) throw notPayable();
  await tx
    .update(payments)
    .set({ status: 'cancelled', settledAt: new Date() })
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'started')));
  const codCharge = codChargeFor(order.subtotal - order.discount, order.location, to);
  // Store credit that paid the COD charge too leaves nothing another method could take.
  if (order.creditPaid > order.total + order.codCharge - codCharge) throw notPayable();
  const cod = to === 'cod';
  const [updated] = await tx
    .update(orders)
    .set({
      paymentMethod: to,
      codCharge,
      total: order.subtotal - order.discount + order.shipping + codCharge - order.creditPaid,
      ...(cod ? { status: 'processing' as const } : {}),
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!updated) throw new Error(`order ${order.id} vanished while locked`);
  const said = confirmingCod
    ? 'Cash on delivery confirmed'
    : `Payment method changed from ${METHOD_NAMES[from]} to ${METHOD_NAMES[to]}`;
  const note = viaLink ? `${said} through the payment link` : said;
  const line = { orderId: order.id, actorUserId, note } as const;
  await tx
    .insert(orderEvents)
    .values([
      ...(confirmingCod
        ? []
        : [{ ...line, kind: 'payment' as const, fromValue: 'pending', toValue: 'pending' }]),
      ...(cod
        ? [{ ...line, kind: 'status' as const, fromValue: 'pending', toValue: 'processing' }]
        : []),
    ]);
  // Cash on delivery confirms the order at its final total: a registered shop's invoice now.
  if (cod) await issueVatInvoice(tx, order.id);
  const switched = await readOrder(tx, updated);
  await onSwitched?.(tx, switched);
  return { order: switched, changed: true };
}

export async function switchPaymentMethod(
  db: Database,
  gateways: PaymentGateways,
  input: {
    orderId: string;
    userId: string;
    to: Target;
    onSwitched?: SwitchInput['onSwitched'];
  },
): Promise<{ order: Order; changed: boolean }> {
  const { orderId, userId, to, onSwitched } = input;
  if (!isOrderId(orderId)) throw new HttpError(404, msg('errors.order.notFound'));
  refuseUnconfigured(gateways, to);
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.userId !== userId) throw new HttpError(404, msg('errors.order.notFound'));
    return switchLockedOrder(tx, order, { to, actorUserId: userId, onSwitched });
  });
}

export function refuseUnconfigured(gateways: PaymentGateways, to: Target) {
  if (to !== 'cod' && !gateways[ONLINE_METHOD_GATEWAY[to]]) {
    throw new HttpError(409, msg('errors.payment.notConfigured'), 'NOT_PAYABLE');
  }
}
