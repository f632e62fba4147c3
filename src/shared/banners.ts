// Banner helpers without zod, so the home page stays within its first-load budget; the contract
// is schemas/banner.ts.
export const HOME_BANNERS_PATH = '/api/banners';

export const BANNER_STATUSES = ['scheduled', 'running', 'ended'] as const;
export type BannerStatus = (typeof BANNER_STATUSES)[number];

/** A path on this shop ('/products?sale=true'): never another site, '//host' or '/\host'. */
export function isShopPath(link: string): boolean {
  if (!link.startsWith('/') || link.startsWith('//') || /[\\\s]/.test(link)) return false;
  try {
    return new URL(link, 'https://shop.invalid').origin === 'https://shop.invalid';
  } catch {
    return false;
  }
}

/** Dhaka keeps UTC+06:00 all year. */
export const DHAKA_OFFSET = '+06:00';
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** '2026-12-01T09:00' typed in Dhaka time → '2026-12-01T09:00:00+06:00'. */
export function fromDhakaInput(local: string): string {
  return `${local.length === 16 ? `${local}:00` : local}${DHAKA_OFFSET}`;
}

export function toDhakaInput(instant: string | Date): string {
  return new Date(new Date(instant).getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 16);
}

/** The picture in a slot's box is this wide at most (the page's content width, 80rem less padding). */
export const BANNER_IMAGE_SIZES = '(min-width: 1280px) 1248px, calc(100vw - 2rem)';
export const BANNER_WIDE_MEDIA = '(min-width: 640px)';
export const BANNER_PHONE_MEDIA = '(max-width: 639.98px)';
