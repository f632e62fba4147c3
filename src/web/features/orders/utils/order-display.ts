/** What only the shopper's order pages need beyond #shared/order-display. */
import type { Translator } from '#shared/i18n/translator';
import { itemCount } from '#shared/order-display';
import type { Order } from '#shared/schemas/order';

type OrderEvent = Order['history'][number];

/** '3 items' or '1 item', in the reader's language. */
export function itemCountLabel(t: Translator['t'], items: readonly { quantity: number }[]): string {
  return t('orders.items', { count: itemCount(items) });
}

/** Oldest first, whatever order the server sent them in. */
export function historyOldestFirst(history: readonly OrderEvent[]): OrderEvent[] {
  return [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
