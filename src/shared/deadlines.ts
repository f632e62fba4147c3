// Digital Commerce Operation Guidelines 2021 (docs/guide/deadlines.md); the server's SQL
// (modules/orders/delivery-deadline.ts) says the same. The delivery clock starts once paid in
// full: at placing, or at the gateway's confirmation for online payments; for cash on delivery,
// paid only at the door, where the owner sets: at placing, or at confirmation (placing, unless the
// order was held for a confirmation call: then its release, and no clock while held). Money
// held for a cancelled order is owed back within 10 days (returns count their own refund).
import { isOnlineMethod } from './payments';
import type { Order } from './schemas/order';

export const DELIVERY_DAYS = { dhaka: 5, outside: 10 } as const;
export const COD_CLOCK_STARTS = ['placed', 'confirmed'] as const;
export type CodClockStart = (typeof COD_CLOCK_STARTS)[number];
export const REFUND_DEADLINE_DAYS = 10;
/** "Close to" the deadline: a day or less left. */
export const DUE_SOON_MS = 86_400_000;
const DAY_MS = 86_400_000;

export type DeadlineState = 'overdue' | 'dueSoon' | 'onTime';

type Clocked = Pick<
  Order,
  'status' | 'paymentStatus' | 'paymentMethod' | 'location' | 'createdAt' | 'history'
> & { heldForCall?: boolean };

function clockStart(order: Clocked, codClock: CodClockStart): string | undefined {
  if (isOnlineMethod(order.paymentMethod)) {
    return order.history.find((event) => event.kind === 'payment' && event.to === 'completed')?.at;
  }
  if (order.paymentMethod === 'cod' && codClock === 'confirmed') {
    if (order.heldForCall) return undefined;
    const released = order.history.filter(
      (event) => event.kind === 'delivery' && event.to === 'released',
    );
    return released.at(-1)?.at ?? order.createdAt;
  }
  return order.createdAt;
}

/** Null while the clock has not started (not paid, or not confirmed) or once it has stopped. */
export function deliveryDueAt(order: Clocked, codClock: CodClockStart = 'placed'): Date | null {
  if (order.status === 'delivered' || order.status === 'cancelled') return null;
  const startedAt = clockStart(order, codClock);
  if (!startedAt) return null;
  return new Date(Date.parse(startedAt) + DELIVERY_DAYS[order.location] * DAY_MS);
}

export function refundDueAt(order: Clocked): Date | null {
  if (order.status !== 'cancelled' || order.paymentStatus !== 'completed') return null;
  const cancelled = [...order.history]
    .reverse()
    .find((event) => event.kind === 'status' && event.to === 'cancelled');
  if (!cancelled) return null;
  return new Date(Date.parse(cancelled.at) + REFUND_DEADLINE_DAYS * DAY_MS);
}

export function deadlineState(dueAt: Date, now: Date): DeadlineState {
  const left = dueAt.getTime() - now.getTime();
  if (left < 0) return 'overdue';
  return left <= DUE_SOON_MS ? 'dueSoon' : 'onTime';
}
