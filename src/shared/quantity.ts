/** The most of one product a cart line holds. */
export const MAX_QUANTITY_PER_LINE = 99;

/**
 * The product page's quantity rules (shared/spec/storefront-spec.md "5. Validation rules"): a whole
 * number from 1 to the stock; while typing anything goes, and on leaving the field below 1 becomes
 * 1 and above the stock becomes the stock.
 */
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
