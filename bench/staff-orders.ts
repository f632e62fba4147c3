/**
 * Orders taken by staff (issue 39): the same number of loops as the checkout's shoppers, each
 * placing cash-on-delivery Messenger orders through POST /api/admin/staff-orders for its own
 * customer's phone, as one staff member's session. A phone's first order (in the warm-up) makes
 * its customer; the measured orders are returning customers', as a checkout's shoppers have
 * accounts. Compared with the checkout's place order, it must be as fast.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { profiles, users } from '../src/server/db/schema';
import { createShopper, figuresOf, send } from './checkout';
import type { Figures } from './measure';

/** A valid Bangladeshi mobile number per loop: 01710000000, 01710000001… */
const phoneOf = (loop: number) => `0171${String(loop).padStart(7, '0')}`;

export async function measureStaffOrders(options: {
  baseUrl: string;
  db: Database;
  productIds: number[];
  loops: number;
  seconds: number;
  warmUpSeconds: number;
}): Promise<Figures> {
  const { baseUrl, db, productIds } = options;
  const staff = await createShopper(baseUrl, db, 0, '127.0.2.2');
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, staff.email));
  if (!user) throw new Error('staff orders: no account for the bench staff member');
  // A Manager, as admin:create makes one: orders.create is among its permissions.
  await db.update(profiles).set({ role: 'admin' }).where(eq(profiles.userId, user.id));

  const latencies: number[] = [];
  let failures = 0;
  let failureSample: string | undefined;
  let measuring = false;
  let stopAt = 0;

  async function takeOrders(loop: number) {
    while (Date.now() < stopAt) {
      const productId = productIds[Math.floor(Math.random() * productIds.length)];
      const started = performance.now();
      const placed = await send(baseUrl, staff.agent, 'POST', '/api/admin/staff-orders', {
        cookie: staff.cookie,
        body: {
          idempotencyKey: crypto.randomUUID(),
          phone: phoneOf(loop),
          firstName: 'Bench',
          lastName: `Customer ${loop}`,
          address: 'Flat 4B, House 12, Road 3, Mirpur 10',
          district: 'dhaka',
          area: 'Mirpur',
          lines: [{ productId, quantity: 1 }],
          paymentMethod: 'cod',
          source: 'messenger',
        },
      });
      const ms = performance.now() - started;
      if (!measuring) continue;
      if (placed.status === 201) latencies.push(ms);
      else {
        failures += 1;
        failureSample ??= `${placed.status} ${placed.body.slice(0, 200)}`;
      }
    }
  }

  const loops = Array.from({ length: options.loops }, (_, loop) => loop);
  stopAt = Date.now() + options.warmUpSeconds * 1000;
  await Promise.all(loops.map(takeOrders));
  measuring = true;
  stopAt = Date.now() + options.seconds * 1000;
  await Promise.all(loops.map(takeOrders));
  staff.agent.destroy();
  return {
    ...figuresOf(latencies, options.seconds, failures),
    ...(failureSample ? { failureSample } : {}),
  };
}
