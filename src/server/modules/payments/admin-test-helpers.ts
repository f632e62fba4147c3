/**
 * Test code only: an order paid by bKash the way a shopper pays it, for the admin side's tests
 * (server and web): placed with bKash (pay now), sent to the bKash stand-in through
 * POST /api/orders/:id/pay, approved on its page, and brought back through the shop's callback,
 * which executes and settles it.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';
import type { SignedInShopper } from '../../test/auth-helpers';
import { checkoutBody, fillCart, sendAs } from '../../test/order-helpers';
import type { BkashStandIn } from '../../test/stand-ins/bkash-stand-in';

export type PaidOrder = {
  id: string;
  /** The attempt's id (payments.id). */
  paymentId: string;
  trxId: string;
  gatewayPaymentId: string;
  /** Poisha paid: the order's total. */
  amount: number;
};

export async function placeAndPayByBkash(
  app: FastifyInstance,
  db: Database,
  standIn: BkashStandIn,
  customer: SignedInShopper,
  lines: [productId: number, quantity: number][] = [[1, 1]],
): Promise<PaidOrder> {
  await fillCart(app, customer, lines);
  const placed = await sendAs(
    app,
    customer,
    'POST',
    '/api/orders',
    checkoutBody({ paymentMethod: 'bkash_online' }),
  );
  if (placed.statusCode !== 201) throw new Error(`not placed: ${placed.body}`);
  const { id } = placed.json() as { id: string };
  const pay = await sendAs(app, customer, 'POST', `/api/orders/${id}/pay`);
  if (pay.statusCode !== 200) throw new Error(`not sent to bKash: ${pay.body}`);
  const gatewayPaymentId = decodeURIComponent(
    new URL(pay.json().redirectUrl).pathname.split('/').pop() ?? '',
  );
  // The shopper presses Pay on bKash's page, which sends their browser back to the callback.
  standIn.payWithoutCallback(gatewayPaymentId);
  const back = await app.inject({
    method: 'GET',
    url: `/api/payments/bkash/callback?paymentID=${encodeURIComponent(gatewayPaymentId)}&status=success`,
  });
  if (!String(back.headers.location).startsWith('/checkout/success')) {
    throw new Error(`not paid: ${back.statusCode} ${back.headers.location}`);
  }
  const [attempt] = await db
    .select()
    .from(payments)
    .where(eq(payments.gatewayPaymentId, gatewayPaymentId));
  if (!attempt?.trxId) throw new Error('the paid attempt has no trxID');
  return {
    id,
    paymentId: attempt.id,
    trxId: attempt.trxId,
    gatewayPaymentId,
    amount: attempt.amount,
  };
}
