export const MAX_QUANTITY_PER_LINE = 99;

// storefront-spec.md "5. Validation rules": anything goes while typing; on leaving the field it
// settles to a whole number from 1 to the stock.
export function settleQuantity(typed: string | number, stock: number): number {
  const value = typeof typed === 'number' ? typed : Number.parseInt(typed, 10);
  const max = Math.max(1, stock);
  if (!Number.isFinite(value) || value < 1) return 1;
  return Math.min(Math.trunc(value), max);
}

export function canDecrease(quantity: number): boolean {
  return quantity > 1;
}

export function canIncrease(quantity: number, stock: number): boolean {
  return quantity < stock;
}
