/**
 * What pages call to tell the Meta Pixel of something (decision 033). It weighs next to nothing:
 * without a pixel it does nothing, and with one the rest (marketing.ts, which checks the shopper's
 * cookie choice and loads the pixel late) arrives as a chunk of its own.
 */
import { appData } from './app-data';
import type { MarketingData, MarketingEvent } from './marketing-events';

export { contentIdOf, purchaseEventId } from './marketing-events';

let pixel: string | null | undefined;

/** From the page's first data, or the shop's facts once fetched (the Vite dev server sends none). */
export function pixelId(): string | null {
  if (pixel === undefined) pixel = appData().shop?.metaPixelId ?? null;
  return pixel;
}

export function knowPixel(id: string | null) {
  pixel = id;
}

export function track(name: MarketingEvent, data: MarketingData, eventId?: string) {
  if (!pixelId()) return;
  void import('./marketing').then(
    (marketing) => marketing.trackMarketing(pixelId(), name, data, eventId),
    () => {},
  );
}
