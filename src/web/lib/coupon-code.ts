/**
 * The coupon code the shopper applied in the cart, kept for checkout in this tab's sessionStorage
 * (it survives going to checkout and a reload, and no other tab or later visit sees it). The cart
 * and checkout features both read it, so it lives here rather than in either.
 */
import { useSyncExternalStore } from 'react';

const KEY = 'sajghor.couponCode';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null; // storage blocked: the code lives only until the page changes
  }
}

let memory: string | null = null;

export function setCouponCode(code: string | null): void {
  memory = code;
  try {
    if (code === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, code);
  } catch {}
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The applied code (capitals) or null; the server renders none. */
export function useCouponCode(): [string | null, (code: string | null) => void] {
  const code = useSyncExternalStore(
    subscribe,
    () => read() ?? memory,
    () => null,
  );
  return [code, setCouponCode];
}

type QuoteLines = {
  lines: { productId: number; variantId: number; discount: number; pointsDiscount?: number }[];
  coupon: { code: string; applied: boolean } | null;
};

/**
 * A cart line's share of the applied code ('EID20 −৳250' under it), or null when it has none. The
 * quote's line discount holds the points' share too, which is not the code's.
 */
export function lineDiscountOf(
  quote: QuoteLines | undefined,
  line: { productId: number; variant?: { id: number } | undefined },
): { code: string; amount: number } | null {
  if (!quote?.coupon?.applied) return null;
  const quoted = quote.lines.find(
    (q) =>
      q.productId === line.productId &&
      (line.variant === undefined || q.variantId === line.variant.id),
  );
  const amount = quoted ? quoted.discount - (quoted.pointsDiscount ?? 0) : 0;
  return amount > 0 ? { code: quote.coupon.code, amount } : null;
}
