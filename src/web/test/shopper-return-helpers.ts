/**
 * The shopper's returns (issue 21) for web component tests: delivered orders and returns asked
 * for, as the server's own return tests reach them, and a return carried forward through the
 * admin's routes.
 */
// biome-ignore-all lint/style/noRestrictedImports: test set-up on the server side, as shop-server.ts (which biome.json exempts) does
import type { FastifyInstance } from 'fastify';
import type { Order } from '#shared/schemas/order';
import type { SignedInShopper } from '../../server/test/fixtures/accounts';
import { injectAs } from '../../server/test/test-app';

export { createAdmin } from '../../server/test/fixtures/accounts';
export {
  askReturn,
  deliveredDaysAgo,
  deliveredOrder,
} from '../../server/test/fixtures/returns';
export { smallPng } from '../../server/test/fixtures/uploads';

async function adminMove(app: FastifyInstance, admin: SignedInShopper, url: string, body: object) {
  const moved = await injectAs(app, admin, 'POST', url, body);
  if (moved.statusCode !== 200) throw new Error(`${url}: ${moved.statusCode} ${moved.body}`);
}

/**
 * The order's latest return accepted, booked back by hand with `courier` and `trackingCode`, and
 * received with everything restocked.
 */
export async function receiveReturn(
  app: FastifyInstance,
  admin: SignedInShopper,
  order: Order,
  pickup: { courier: string; trackingCode: string },
) {
  const view = latestReturn(order);
  const url = `/api/admin/returns/${view.id}`;
  await adminMove(app, admin, `${url}/decision`, { decision: 'accept' });
  await adminMove(app, admin, `${url}/pickup`, {
    courier: 'manual',
    courierLabel: pickup.courier,
    trackingCode: pickup.trackingCode,
  });
  await adminMove(app, admin, `${url}/receive`, {
    lines: view.lines.map((line) => ({ lineId: line.id, restock: line.quantity })),
  });
}

/** The order's latest (received) return refunded in full, sent by bKash as `transactionId`. */
export async function refundReturn(
  app: FastifyInstance,
  admin: SignedInShopper,
  order: Order,
  transactionId: string,
) {
  const view = latestReturn(order);
  await adminMove(app, admin, `/api/admin/returns/${view.id}/refund`, {
    method: 'bkash',
    amount: view.worth,
    transactionId,
  });
}

function latestReturn(order: Order) {
  const view = order.returns?.at(-1);
  if (!view) throw new Error('the order has no return');
  return view;
}
