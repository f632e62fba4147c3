/**
 * The Meta Pixel's door in the first load (decision 036): events wait here, and the pixel's own
 * chunk (meta-pixel-script.ts) is imported only once the page has loaded and is idle, only with a
 * pixel set and the shopper's `consent=marketing` cookie, and never on the admin's pages.
 */
import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE,
  type ConsentChoice,
  consentFromCookie,
} from '#shared/consent';
import { appData } from './app-data';

export type MarketingEvent = 'ViewContent' | 'AddToCart' | 'InitiateCheckout' | 'Purchase';
export type MarketingData = {
  /** In taka, as Meta wants the value. */
  value: number;
  currency: 'BDT';
  content_ids: string[];
  content_type: 'product';
  num_items?: number;
};
export type QueuedEvent = { name: MarketingEvent; data: MarketingData; eventId?: string };

const waiting: QueuedEvent[] = [];
let started = false;
let send: ((event: QueuedEvent) => void) | undefined;

const onAdminPage = () => window.location.pathname.startsWith('/admin');

let pixel: string | null | undefined;

/** From the page's first data, or the shop's facts once fetched (the Vite dev server sends none). */
export function pixelId(): string | null {
  if (pixel === undefined) pixel = appData().shop?.metaPixelId ?? null;
  return pixel;
}

export function knowPixel(id: string | null) {
  pixel = id;
}

export function consentChoice(): ConsentChoice | undefined {
  return typeof document === 'undefined' ? undefined : consentFromCookie(document.cookie);
}

function whenIdle(run: () => void) {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, { timeout: 3000 })
      : setTimeout(run, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Starts the pixel if everything allows it; safe to call again (after the shopper accepts). */
export function startMarketing() {
  const id = pixelId();
  if (started || !id || typeof window === 'undefined') return;
  if (consentChoice() !== 'marketing' || onAdminPage()) return;
  started = true;
  whenIdle(() => {
    void import('./meta-pixel-script').then(
      (pixel) => {
        send = pixel.startPixel(id);
        for (const event of waiting.splice(0)) send(event);
      },
      () => {
        // An ad blocker or a lost connection: the shop works on without the pixel.
      },
    );
  });
}

export function trackMarketing(name: MarketingEvent, data: MarketingData, eventId?: string) {
  if (typeof window === 'undefined' || !pixelId() || consentChoice() !== 'marketing') return;
  if (onAdminPage()) return;
  const event = eventId ? { name, data, eventId } : { name, data };
  if (send) send(event);
  else waiting.push(event);
  startMarketing();
}

export function chooseConsent(choice: ConsentChoice) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
  document.cookie = `${CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE}; SameSite=Lax`;
  if (choice === 'marketing') startMarketing();
}

/** The SKU, as the server's Purchase and the catalogue feed name it; a lone variant's for a product. */
export function contentIdOf(
  product: { id: number; variants?: { sku: string }[] | undefined },
  variant?: { sku: string },
): string {
  return variant?.sku ?? product.variants?.[0]?.sku ?? String(product.id);
}

/** The pixel's and the server's Purchase share it (decision 036). */
export const purchaseEventId = (orderId: string) => `order-${orderId}`;

const PENDING_PURCHASE = 'pending-purchase';

/** An online order's Purchase waits for the gateway to send the shopper back paid. */
export function rememberPurchase(orderId: string, data: MarketingData) {
  try {
    sessionStorage.setItem(PENDING_PURCHASE, JSON.stringify({ orderId, data }));
  } catch {
    // Private mode without storage: that Purchase is the server's alone.
  }
}

export function trackRememberedPurchase(orderId: string) {
  try {
    const kept = JSON.parse(sessionStorage.getItem(PENDING_PURCHASE) ?? 'null') as {
      orderId: string;
      data: MarketingData;
    } | null;
    if (kept?.orderId !== orderId) return;
    sessionStorage.removeItem(PENDING_PURCHASE);
    trackMarketing('Purchase', kept.data, purchaseEventId(orderId));
  } catch {
    // Nothing kept, or not readable: nothing to send.
  }
}
