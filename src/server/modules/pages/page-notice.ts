/**
 * What a page says after one of its plain forms was answered (docs/decisions/022): `?notice=`
 * becomes a line above the page, outside the app's root, so the scripts neither need its words
 * nor take it over; the app drops it when the shopper moves on (web/app/page-notice-effect.ts).
 */
import type { Translator } from '#shared/i18n/translator';
import { NOTICE_PARAM, PAGE_NOTICES, type PageNotice } from '#shared/page-forms';
import { escapeHtml } from './head-tags';

const LINKS: Partial<
  Record<PageNotice, { href: string; key: 'pageNotice.viewCart' | 'pageNotice.viewWishlist' }>
> = {
  'added-to-cart': { href: '/cart', key: 'pageNotice.viewCart' },
  'wishlist-added': { href: '/account?tab=wishlist', key: 'pageNotice.viewWishlist' },
};

function noticeOf(url: URL): PageNotice | undefined {
  const asked = url.searchParams.get(NOTICE_PARAM);
  return PAGE_NOTICES.find((notice) => notice === asked);
}

/** The notice's HTML for this address, or '' when it asks for none. */
export function pageNoticeHtml(url: URL, { t }: Translator): string {
  const notice = noticeOf(url);
  if (!notice) return '';
  const link = LINKS[notice];
  const tone =
    notice === 'not-added' ? 'bg-amber-50 text-amber-900' : 'bg-emerald-50 text-emerald-900';
  const more = link
    ? ` <a class="font-medium underline" href="${link.href}">${escapeHtml(t(link.key))}</a>`
    : '';
  return `<p id="page-notice" role="status" class="${tone} px-4 py-2 text-center text-sm">${escapeHtml(
    t(`pageNotice.${notice}`),
  )}${more}</p>`;
}
