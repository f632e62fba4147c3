/**
 * What pages call to tell the Meta Pixel of something (decision 036). It weighs next to nothing:
 * without a pixel it does nothing, and with one the rest (marketing.ts, which checks the shopper's
 * cookie choice and loads the pixel late) arrives as a chunk of its own.
 */
import { appData } from './app-data';
import type { MarketingData, MarketingEvent } from './marketing-events';

export { contentIdOf, purchaseEventId } from './marketing-events';

/** From the page's first data (the Vite dev server sends none: no pixel there). */
export function pixelId(): string | null {
  return appData().shop?.metaPixelId ?? null;
}

export function track(name: MarketingEvent, data: MarketingData, eventId?: string) {
  if (!pixelId()) return;
  void import('./marketing').then(
    (marketing) => marketing.trackMarketing(pixelId(), name, data, eventId),
    () => {},
  );
}
