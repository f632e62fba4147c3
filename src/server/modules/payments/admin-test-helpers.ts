/**
 * Test code only: an order paid by bKash as the shopper's flow pays it, for the admin side's tests
 * (server and web). The payment is created at the bKash stand-in, approved on its page, executed by
 * the shop's own adapter, and recorded as the order's completed attempt with its gateway calls.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { orders, payments } from '../../db/schema';
import type { BkashStandIn } from '../../test/stand-ins/bkash-stand-in';
import { callLog } from './gateways';

export async function payByBkash(
  app: FastifyInstance,
  db: Database,
  standIn: BkashStandIn,
  orderId: string,
): Promise<{ paymentId: string; trxId: string; gatewayPaymentId: string; amount: number }> {
  const gateway = app.paymentGateways.bkash;
  if (!gateway) throw new Error('the app has no bKash gateway: give it the stand-in’s settings');
  // Placed as cash on delivery by the caller; paid online it carries no COD charge.
  const [placed] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!placed) throw new Error(`no order ${orderId}`);
  const order = { id: orderId, total: placed.total - placed.codCharge };
  await db
    .update(orders)
    .set({ paymentMethod: 'bkash_online', codCharge: 0, total: order.total })
    .where(eq(orders.id, order.id));
  const reference = `T${crypto.randomUUID().replaceAll('-', '').slice(0, 18)}`;
  const [attempt] = await db
    .insert(payments)
    .values({ orderId: order.id, gateway: 'bkash', reference, amount: order.total })
    .returning();
  if (!attempt) throw new Error('no attempt');
  const log = callLog('bkash', attempt.id);
  const url = 'http://127.0.0.1/api/payments/bkash/callback';
  const started = await gateway.start(
    {
      reference,
      amount: order.total,
      customer: {
        name: 'Rina Begum',
        email: 'buyer@example.com',
        phone: '01712345678',
        address: 'House 4, Road 11, Banani',
        city: 'Dhaka',
      },
      description: `Sajghor order ${order.id.slice(0, 8)}`,
      returnUrls: { callback: url, success: url, fail: url, cancel: url, ipn: url },
    },
    log.onCall,
  );
  standIn.payWithoutCallback(started.gatewayPaymentId);
  const verdict = await gateway.confirm(
    { reference, gatewayPaymentId: started.gatewayPaymentId, trxId: null },
    {},
    log.onCall,
  );
  await log.save(db);
  if (verdict.state !== 'completed') throw new Error(`not paid: ${JSON.stringify(verdict)}`);
  await db
    .update(payments)
    .set({
      gatewayPaymentId: started.gatewayPaymentId,
      status: 'completed',
      trxId: verdict.trxId,
      settledAt: new Date(),
    })
    .where(eq(payments.id, attempt.id));
  await db
    .update(orders)
    .set({ paymentStatus: 'completed', status: 'processing' })
    .where(eq(orders.id, order.id));
  return {
    paymentId: attempt.id,
    trxId: verdict.trxId,
    gatewayPaymentId: started.gatewayPaymentId,
    amount: order.total,
  };
}
