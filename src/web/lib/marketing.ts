/**
 * The Meta Pixel's door, a chunk of its own (track.ts imports it): events wait here, and the pixel's own
 * chunk (meta-pixel-script.ts) is imported only once the page has loaded and is idle, only with a
 * pixel set and the shopper's `consent=marketing` cookie, and never on the admin's pages.
 */
import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE,
  type ConsentChoice,
  consentFromCookie,
} from '#shared/consent';
import {
  type MarketingData,
  type MarketingEvent,
  purchaseEventId,
  type QueuedEvent,
} from './marketing-events';

export type { MarketingData } from './marketing-events';

const waiting: QueuedEvent[] = [];
let started = false;
let send: ((event: QueuedEvent) => void) | undefined;

const onAdminPage = () => window.location.pathname.startsWith('/admin');

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
export function startMarketing(id: string | null) {
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

export function trackMarketing(
  id: string | null,
  name: MarketingEvent,
  data: MarketingData,
  eventId?: string,
) {
  if (typeof window === 'undefined' || !id || consentChoice() !== 'marketing') return;
  if (onAdminPage()) return;
  const event = eventId ? { name, data, eventId } : { name, data };
  if (send) send(event);
  else waiting.push(event);
  startMarketing(id);
}

export function chooseConsent(choice: ConsentChoice, id: string | null) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
  document.cookie = `${CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE}; SameSite=Lax`;
  if (choice === 'marketing') startMarketing(id);
}

const PENDING_PURCHASE = 'pending-purchase';

/** An online order's Purchase waits for the gateway to send the shopper back paid. */
export function rememberPurchase(orderId: string, data: MarketingData) {
  try {
    sessionStorage.setItem(PENDING_PURCHASE, JSON.stringify({ orderId, data }));
  } catch {
    // Private mode without storage: that Purchase is the server's alone.
  }
}

export function trackRememberedPurchase(id: string | null, orderId: string) {
  try {
    const kept = JSON.parse(sessionStorage.getItem(PENDING_PURCHASE) ?? 'null') as {
      orderId: string;
      data: MarketingData;
    } | null;
    if (kept?.orderId !== orderId) return;
    sessionStorage.removeItem(PENDING_PURCHASE);
    trackMarketing(id, 'Purchase', kept.data, purchaseEventId(orderId));
  } catch {
    // Nothing kept, or not readable: nothing to send.
  }
}
