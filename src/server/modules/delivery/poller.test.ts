/**
 * The status poll against the Steadfast stand-in: it moves a parcel no webhook reported, asks
 * nothing while a parcel is not due, leaves everything as it was while the courier is down and asks
 * again next pass, and two servers polling at once ask once per parcel.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDatabaseUrl } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { courierCalls, shipments } from '../../db/schema';
import { lastMailTo } from '../../test/fixtures/accounts';
import {
  type BookedParcel,
  bookedSteadfastParcel,
  parcelState,
} from '../../test/fixtures/parcel-statuses';
import { withDatabaseName } from '../../test/postgres-database';
import {
  type SteadfastStandIn,
  startSteadfastStandIn,
} from '../../test/stand-ins/steadfast-stand-in';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';
import { pollDeliveriesOnce } from './poller';

let t: TestApp;
let steadfast: SteadfastStandIn;
const POLL_MINUTES = 30;
const minutes = (n: number) => n * 60_000;

beforeAll(async () => {
  steadfast = await startSteadfastStandIn();
  t = await createTestApp({
    couriers: {
      ...testConfig().couriers,
      steadfast: steadfast.settings,
      pathao: undefined,
      callTimeoutMs: 1500,
      pollMinutes: POLL_MINUTES,
    },
  });
});
afterAll(async () => {
  await t.close();
  await steadfast.close();
});
beforeEach(async () => {
  steadfast.setMode({ kind: 'normal' });
  // Each test follows its own parcels: earlier ones are finished.
  await t.db.update(shipments).set({ status: 'cancelled' });
});

/** The stand-in's status calls about these parcels. */
const asked = (parcels: BookedParcel[]) =>
  steadfast.calls.filter(
    (call) =>
      call.operation === 'status' &&
      parcels.some((parcel) => call.path.includes(parcel.consignmentId)),
  ).length;

describe('the status poll', () => {
  it('moves a parcel no webhook reported, with the call recorded and the shopper told', async () => {
    const parcel = await bookedSteadfastParcel(t.db, steadfast);
    steadfast.setStatus(parcel.consignmentId, 'delivered');
    const result = await t.app.deliveryPoller.pollOnce(new Date());
    expect(result).toMatchObject({ asked: 1, moved: 1, down: [] });
    const state = await parcelState(t.db, parcel);
    expect(state.shipment.status).toBe('delivered');
    expect(state.shipment.polledAt).not.toBeNull();
    expect(state.order).toMatchObject({ status: 'delivered', paymentStatus: 'completed' });
    expect(state.events.map((event) => event.source)).toEqual(['poll']);
    const calls = await t.db
      .select()
      .from(courierCalls)
      .where(eq(courierCalls.shipmentId, parcel.shipmentId));
    expect(calls.map((call) => [call.operation, call.ok])).toEqual([['status', true]]);
    const mail = await vi.waitFor(() => lastMailTo(t.app, parcel.email));
    expect(mail.subject).toContain('is delivered');
  });

  it('asks again only after COURIER_POLL_MINUTES', async () => {
    const parcel = await bookedSteadfastParcel(t.db, steadfast);
    const start = new Date();
    await t.app.deliveryPoller.pollOnce(start);
    await t.app.deliveryPoller.pollOnce(new Date(start.getTime() + minutes(POLL_MINUTES - 1)));
    expect(asked([parcel])).toBe(1);
    await t.app.deliveryPoller.pollOnce(new Date(start.getTime() + minutes(POLL_MINUTES + 1)));
    expect(asked([parcel])).toBe(2);
    // Nothing new at the courier: one event at most (the first answer), no move recorded twice.
    const state = await parcelState(t.db, parcel);
    expect(state.events.length).toBeLessThanOrEqual(1);
  });

  it('changes nothing while the courier is down, and asks again next pass', async () => {
    const parcels = [
      await bookedSteadfastParcel(t.db, steadfast),
      await bookedSteadfastParcel(t.db, steadfast),
    ];
    for (const parcel of parcels) steadfast.setStatus(parcel.consignmentId, 'delivered');
    steadfast.setMode({ kind: 'down' });
    const now = new Date();
    const down = await t.app.deliveryPoller.pollOnce(now);
    // The first parcel's failure spares the courier the rest of the pass.
    expect(down).toMatchObject({ asked: 1, moved: 0, down: ['steadfast'] });
    for (const parcel of parcels) {
      const state = await parcelState(t.db, parcel);
      expect(state.shipment).toMatchObject({ status: 'booked', polledAt: null });
      expect(state.order.status).toBe('shipped');
      expect(state.events).toEqual([]);
    }
    steadfast.setMode({ kind: 'normal' });
    const next = await t.app.deliveryPoller.pollOnce(new Date(now.getTime() + minutes(1)));
    expect(next).toMatchObject({ asked: 2, moved: 2, down: [] });
    for (const parcel of parcels) {
      expect((await parcelState(t.db, parcel)).order.status).toBe('delivered');
    }
  });

  it('asks once per parcel when two servers poll at once', async () => {
    const parcels: BookedParcel[] = [];
    for (let i = 0; i < 6; i += 1) parcels.push(await bookedSteadfastParcel(t.db, steadfast));
    for (const parcel of parcels) steadfast.setStatus(parcel.consignmentId, 'delivered');
    const other = await secondServer();
    try {
      const now = new Date();
      const shop = { ...pollerShop(), db: other.db };
      const results = await Promise.all([
        t.app.deliveryPoller.pollOnce(now),
        pollDeliveriesOnce(shop, now),
        t.app.deliveryPoller.pollOnce(now),
      ]);
      expect(results.reduce((sum, result) => sum + result.asked, 0)).toBe(parcels.length);
      expect(asked(parcels)).toBe(parcels.length);
      for (const parcel of parcels) {
        const state = await parcelState(t.db, parcel);
        expect(state.events).toHaveLength(1);
        expect(state.order.status).toBe('delivered');
      }
    } finally {
      await other.close();
    }
  });
});

function pollerShop() {
  const { config, couriers, log } = t.app;
  return { db: t.db, config, couriers, log };
}

/**
 * Another server's database connection: its own pool on PostgreSQL; on PGlite the same database,
 * as a PGlite database belongs to one process.
 */
async function secondServer(): Promise<{ db: Database; close(): Promise<void> }> {
  const serverUrl = testDatabaseUrl();
  if (t.database.kind === 'pglite' || !serverUrl) return { db: t.db, close: async () => {} };
  const { rows } = await t.db.execute<{ name: string }>(sql`SELECT current_database() AS name`);
  const handle = await openDatabase({ url: withDatabaseName(serverUrl, String(rows[0]?.name)) });
  return { db: handle.db, close: () => handle.close() };
}
