import type { Order } from '#shared/schemas/order';

type Item = Pick<Order['items'][number], 'id' | 'quantity' | 'unitPrice' | 'discount'>;

/**
 * How many of each line may still be returned: what was bought less what earlier returns took,
 * unless the shop refused them (the server counts the same way and has the last word).
 */
export function returnableLeft(order: Pick<Order, 'items' | 'returns'>): Map<number, number> {
  const left = new Map(order.items.map((item) => [item.id, item.quantity]));
  for (const taken of order.returns ?? []) {
    if (taken.status === 'refused') continue;
    for (const line of taken.lines) {
      left.set(line.itemId, Math.max(0, (left.get(line.itemId) ?? 0) - line.quantity));
    }
  }
  return left;
}

/**
 * What returning `quantity` of each chosen line is worth: its price less its share of the coupon,
 * rounded up as the server rounds it, so the preview never promises more than was paid.
 */
export function returnWorth(items: Item[], chosen: ReadonlyMap<number, number>): number {
  let worth = 0;
  for (const item of items) {
    const quantity = chosen.get(item.id);
    if (!quantity) continue;
    worth += item.unitPrice * quantity - Math.ceil((item.discount * quantity) / item.quantity);
  }
  return worth;
}
