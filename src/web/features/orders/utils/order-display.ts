/** What only the shopper's order pages need beyond #shared/order-display. */
import { itemCount } from '#shared/order-display';
import type { Order } from '#shared/schemas/order';

type OrderEvent = Order['history'][number];

/** '3 items' or '1 item'. */
export function itemCountLabel(items: readonly { quantity: number }[]): string {
  const count = itemCount(items);
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** Oldest first, whatever order the server sent them in. */
export function historyOldestFirst(history: readonly OrderEvent[]): OrderEvent[] {
  return [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
