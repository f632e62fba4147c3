/**
 * `?notice=` after a plain form (docs/decisions/022), outside the app's root so the scripts
 * neither need its words nor take it over (web/app/page-notice-effect.ts drops it).
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
