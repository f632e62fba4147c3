// storefront-spec.md "9. Business constants and limits". Numbers only (days, poisha): the words
// are in the catalogues, in the reader's digits.
export const SHIPPING_OPTIONS = [
  { name: 'standard', days: { from: 5, to: 7 }, price: 0 },
  { name: 'express', days: { from: 2, to: 3 }, price: 9_900 },
  { name: 'sameDay', days: null, price: 19_900 },
] as const;
export const RETURN_POLICY_DAYS = 7;
export const REFUND_DAYS = { from: 7, to: 10 } as const;
/** Dispatch in 24–48 hours, then 3–5 business days' delivery, inside Dhaka or out (terms page). */
export const DISPATCH_HOURS = { from: 24, to: 48 } as const;
export const DELIVERY_DAYS = { from: 3, to: 5 } as const;
