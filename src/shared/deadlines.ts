/**
 * The delivery deadline of the Digital Commerce Operation Guidelines 2021 (docs/guide/deadlines.md):
 * 5 days inside the shop's city (Dhaka) and 10 days elsewhere, once the order is paid in full:
 * from placing for cash on delivery and for bKash or bank transfers sent with the order, from the
 * gateway's confirmation for an online payment. A delivered or cancelled order's clock has stopped.
 * The server's SQL (modules/orders/delivery-deadline.ts) says the same.
 */
import { isOnlineMethod } from './payments';
import type { Order } from './schemas/order';

export const DELIVERY_DAYS = { dhaka: 5, outside: 10 } as const;
/** "Close to" the deadline: a day or less left. */
export const DUE_SOON_MS = 86_400_000;
const DAY_MS = 86_400_000;

export type DeadlineState = 'overdue' | 'dueSoon' | 'onTime';

type Clocked = Pick<Order, 'status' | 'paymentMethod' | 'location' | 'createdAt' | 'history'>;

/** When the order must be delivered by; null when no clock runs (done, or not paid yet). */
export function deliveryDueAt(order: Clocked): Date | null {
  if (order.status === 'delivered' || order.status === 'cancelled') return null;
  const paidAt = isOnlineMethod(order.paymentMethod)
    ? order.history.find((event) => event.kind === 'payment' && event.to === 'completed')?.at
    : order.createdAt;
  if (!paidAt) return null;
  return new Date(Date.parse(paidAt) + DELIVERY_DAYS[order.location] * DAY_MS);
}

export function deadlineState(dueAt: Date, now: Date): DeadlineState {
  const left = dueAt.getTime() - now.getTime();
  if (left < 0) return 'overdue';
  return left <= DUE_SOON_MS ? 'dueSoon' : 'onTime';
}
