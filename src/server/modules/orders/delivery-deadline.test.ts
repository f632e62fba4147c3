/**
 * Delivery deadlines (issue 43): orders placed through the checkout, then dated back. The orders
 * list's "late" filter and the dashboard's counts (SQL) pick exactly the orders #shared/deadlines
 * calls overdue or due within a day: a bKash order to Chattogram 11 days old, a Dhaka order 6 days
 * old, one to Chattogram 9½ days old; not a fresh one nor a delivered one. A bKash order cancelled
 * 12 days ago with its money still held owes an overdue refund.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlineState, deliveryDueAt, refundDueAt } from '#shared/deadlines';
import type { Order } from '#shared/schemas/order';
import { orderEvents, orders } from '../../db/schema';
import { createAdmin, type SignedInShopper } from '../../test/fixtures/accounts';
import { createShoppers, placeOrder } from '../../test/fixtures/orders';
import { expectAnswer } from '../../test/fixtures/reports';
import { legalSettings } from '../../test/fixtures/vat';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: SignedInShopper;
const placed: Record<string, Order> = {};
const HOUR_MS = 3_600_000;
const CHATTOGRAM = { location: 'outside', city: 'Chattogram' };

async function placeAgo(shopper: SignedInShopper, hours: number, overrides = {}) {
  const order = await placeOrder(t.app, shopper, [[1, 1]], overrides);
  await t.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - hours * HOUR_MS) })
    .where(eq(orders.id, order.id));
  return order;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAdmin(t.app, t.db, {}, 'super_admin');
  const [a, b, c, d, e, f] = await createShoppers(t.app, 6);
  if (!a || !b || !c || !d || !e || !f) throw new Error('no shoppers');
  placed.bkashChattogram = await placeAgo(a, 11 * 24, {
    ...CHATTOGRAM,
    paymentMethod: 'bkash',
    transactionId: 'TXLATE0011',
  });
  placed.codDhaka = await placeAgo(b, 6 * 24);
  placed.dueSoon = await placeAgo(c, 9.5 * 24, CHATTOGRAM);
  placed.fresh = await placeAgo(d, 24);
  placed.delivered = await placeAgo(e, 20 * 24);
  await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, placed.delivered.id));
  // Paid by bKash, checked, then cancelled twelve days ago: the money is still the shop's.
  placed.refundOwed = await placeAgo(f, 13 * 24, {
    paymentMethod: 'bkash',
    transactionId: 'TXREFUND12',
  });
  const path = `/api/admin/orders/${placed.refundOwed.id}`;
  await expectAnswer(
    await injectAs(t.app, owner, 'POST', `${path}/payment`, { paymentStatus: 'completed' }),
  );
  await expectAnswer(
    await injectAs(t.app, owner, 'POST', `${path}/status`, { status: 'cancelled' }),
  );
  await t.db
    .update(orderEvents)
    .set({ createdAt: new Date(Date.now() - 12 * 24 * HOUR_MS) })
    .where(
      and(eq(orderEvents.orderId, placed.refundOwed.id), eq(orderEvents.toValue, 'cancelled')),
    );
});
afterAll(() => t?.close());

describe('delivery deadlines', () => {
  it('lists the orders late for delivery, as the shared rule judges each', async () => {
    const answer = (await expectAnswer(
      await injectAs(t.app, owner, 'GET', '/api/admin/orders?delivery=late'),
    )) as { orders: Order[] };
    const ids = answer.orders.map((order) => order.id).sort();
    expect(ids).toEqual(
      [placed.bkashChattogram, placed.codDhaka, placed.dueSoon].map((order) => order?.id).sort(),
    );
    const now = new Date();
    const states = Object.fromEntries(
      answer.orders.map((order) => {
        const dueAt = deliveryDueAt(order);
        return [order.id, dueAt && deadlineState(dueAt, now)];
      }),
    );
    expect(states).toEqual({
      [placed.bkashChattogram?.id ?? '']: 'overdue',
      [placed.codDhaka?.id ?? '']: 'overdue',
      [placed.dueSoon?.id ?? '']: 'dueSoon',
    });
  });

  it('lists a cancelled order whose money the shop holds as owing a refund, overdue after 10 days', async () => {
    const answer = (await expectAnswer(
      await injectAs(t.app, owner, 'GET', '/api/admin/orders?delivery=refund'),
    )) as { orders: Order[] };
    expect(answer.orders.map((order) => order.id)).toEqual([placed.refundOwed?.id]);
    const [owed] = answer.orders;
    const dueAt = owed && refundDueAt(owed);
    expect(dueAt && deadlineState(dueAt, new Date())).toBe('overdue');
  });

  it('counts them on the dashboard', async () => {
    const stats = (await expectAnswer(
      await injectAs(t.app, owner, 'GET', '/api/admin/stats'),
    )) as Record<string, number>;
    expect(stats).toMatchObject({
      deliveryOverdue: 2,
      deliveryDueSoon: 1,
      refundsOwed: 1,
      refundsOverdue: 1,
    });
  });

  it('runs an online order’s clock from its payment, and stops it at delivery', () => {
    const base = {
      status: 'processing' as const,
      paymentStatus: 'pending' as const,
      location: 'outside' as const,
      createdAt: '2026-11-01T10:00:00.000Z',
    };
    const unpaid = { ...base, paymentMethod: 'bkash_online' as const, history: [] };
    expect(deliveryDueAt(unpaid)).toBeNull();
    const paid = {
      ...unpaid,
      history: [
        {
          kind: 'payment' as const,
          from: 'pending',
          to: 'completed',
          note: null,
          at: '2026-11-03T10:00:00.000Z',
        },
      ],
    };
    expect(deliveryDueAt(paid)?.toISOString()).toBe('2026-11-13T10:00:00.000Z');
    expect(deliveryDueAt({ ...paid, status: 'delivered' })).toBeNull();
    const cod = { ...base, paymentMethod: 'cod' as const, location: 'dhaka' as const, history: [] };
    expect(deliveryDueAt(cod)?.toISOString()).toBe('2026-11-06T10:00:00.000Z');
    // Where the owner counts cash on delivery from confirmation: placing, unless held for a call.
    expect(deliveryDueAt(cod, 'confirmed')?.toISOString()).toBe('2026-11-06T10:00:00.000Z');
    expect(deliveryDueAt({ ...cod, heldForCall: true }, 'confirmed')).toBeNull();
    const released = {
      ...cod,
      history: [
        {
          kind: 'delivery' as const,
          from: null,
          to: 'held',
          note: null,
          at: '2026-11-01T10:00:00.000Z',
        },
        {
          kind: 'delivery' as const,
          from: null,
          to: 'released',
          note: null,
          at: '2026-11-02T09:00:00.000Z',
        },
      ],
    };
    expect(deliveryDueAt(released, 'confirmed')?.toISOString()).toBe('2026-11-07T09:00:00.000Z');
    expect(deliveryDueAt(released, 'placed')?.toISOString()).toBe('2026-11-06T10:00:00.000Z');
  });

  it('counts cash on delivery from confirmation when the owner says so, in the list as in the rule', async () => {
    const setClock = async (codClockStarts: 'placed' | 'confirmed') =>
      expectAnswer(
        await injectAs(
          t.app,
          owner,
          'PUT',
          '/api/admin/settings/legal',
          legalSettings({ codClockStarts }),
        ),
      );
    const lateIds = async () =>
      (
        (await expectAnswer(
          await injectAs(t.app, owner, 'GET', '/api/admin/orders?delivery=late'),
        )) as { orders: Order[] }
      ).orders;
    try {
      await setClock('confirmed');
      const hold = async (held: boolean) =>
        expectAnswer(
          await injectAs(t.app, owner, 'POST', `/api/admin/orders/${placed.codDhaka?.id}/hold`, {
            held,
            note: held ? 'Call before sending' : 'Confirmed by phone',
          }),
        );
      // Held for a confirmation call, the 6-day-old Dhaka order's clock has not started.
      await hold(true);
      expect((await lateIds()).map((order) => order.id)).not.toContain(placed.codDhaka?.id);
      // Released four days and a few hours ago: a Dhaka order is due within the day.
      await hold(false);
      await t.db
        .update(orderEvents)
        .set({ createdAt: new Date(Date.now() - (4 * 24 + 6) * HOUR_MS) })
        .where(
          and(
            eq(orderEvents.orderId, placed.codDhaka?.id ?? ''),
            eq(orderEvents.toValue, 'released'),
          ),
        );
      const codDhaka = (await lateIds()).find((order) => order.id === placed.codDhaka?.id);
      expect(codDhaka).toBeDefined();
      const dueAt = codDhaka && deliveryDueAt(codDhaka, 'confirmed');
      expect(dueAt && deadlineState(dueAt, new Date())).toBe('dueSoon');
      const stats = (await expectAnswer(
        await injectAs(t.app, owner, 'GET', '/api/admin/stats'),
      )) as Record<string, number>;
      expect(stats).toMatchObject({ deliveryOverdue: 1, deliveryDueSoon: 2 });
    } finally {
      await setClock('placed');
    }
  });
});
