/**
 * Tells the shop a product was opened from a search's results (POST /api/search/opened), for
 * Admin → Search's "searches nobody opened". A beacon outlives the page it leaves; where there is
 * none, a keepalive fetch does. Nothing waits for it and a failure is not the shopper's business.
 */
const OPENED = '/api/search/opened';

export function sendSearchOpened(q: string): void {
  const body = JSON.stringify({ q });
  try {
    if (navigator.sendBeacon?.(OPENED, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Some browsers refuse a JSON beacon outright; the fetch below still carries it.
  }
  void fetch(OPENED, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => {});
}

/** A click on a product's link inside the results, however its card is hydrated. */
export function opensProduct(target: EventTarget | null, results: Element): boolean {
  const link = target instanceof Element ? target.closest('a[href^="/product/"]') : null;
  return link !== null && results.contains(link);
}
