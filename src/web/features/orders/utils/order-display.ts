/** What only the shopper's order pages need beyond #shared/order-display. */
import type { Translator } from '#shared/i18n/translator';
import { lineName } from '#shared/line-name';
import { itemCount } from '#shared/order-display';
import type { Order } from '#shared/schemas/order';

type OrderEvent = Order['history'][number];

/** '3 items' or '1 item', in the reader's language. */
export function itemCountLabel(t: Translator['t'], items: readonly { quantity: number }[]): string {
  return t('orders.items', { count: itemCount(items) });
}

/** Every line with its shade or size: 'Lipstick (Shade: Ruby Woo), Sandals (Size: 39)'. */
export function itemNames(items: readonly Pick<Order['items'][number], 'name' | 'variantTitle'>[]) {
  return items.map((item) => lineName(item.name, item.variantTitle)).join(', ');
}

/** Oldest first, whatever order the server sent them in. */
export function historyOldestFirst(history: readonly OrderEvent[]): OrderEvent[] {
  return [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
