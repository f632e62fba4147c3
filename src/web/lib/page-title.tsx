import { useLayoutEffect, useRef } from 'react';
import { pageTitle } from '#shared/page-title';
import { type AppRoutePattern, NOT_FOUND_PAGE, pageFacts } from '#shared/routes';
import { useI18n } from './i18n';
import { useShopName } from './shop-info';

type PageTitleProps =
  /** The page's name: 'Makeup' becomes 'Makeup | Sajghor'. Without one, the home page's title. */
  | { page?: string; of?: never }
  /** A page whose name the shared page table gives (#shared/routes), as the server's head does. */
  | { of: AppRoutePattern | 'not-found'; page?: never };

type Shown = { text: string };
/** The titles the app shows now, oldest first: the newest one is the tab's. */
const shown: Shown[] = [];
/** The title the page arrived with, shown again when no page names one. */
let arrivedWith: string | undefined;

function showNewest() {
  const text = shown[shown.length - 1]?.text ?? arrivedWith ?? '';
  if (document.title !== text) document.title = text;
}

/** Keeps document.title on this text while the calling component is on the page. */
export function useDocumentTitle(text: string): void {
  const entry = useRef<Shown | null>(null);
  useLayoutEffect(() => {
    arrivedWith ??= document.title;
    const mine: Shown = { text: '' };
    entry.current = mine;
    shown.push(mine);
    return () => {
      shown.splice(shown.indexOf(mine), 1);
      showNewest();
    };
  }, []);
  useLayoutEffect(() => {
    if (entry.current) entry.current.text = text;
    showNewest();
  }, [text]);
}

/**
 * The page's title, made as the server made the one it sent (#shared/page-title), with the shop's
 * name from its settings. It sets document.title and renders nothing: Preact does not hoist a
 * `<title>` into <head> as React 19 does, and one left in <main> is invalid HTML (issue 37). The
 * server writes the same title into the head it sends (src/server/modules/pages).
 */
export function PageTitle({ page, of }: PageTitleProps) {
  const { t } = useI18n();
  const shop = useShopName();
  const facts = of === 'not-found' ? NOT_FOUND_PAGE : of && pageFacts(of);
  useDocumentTitle(pageTitle(t, shop, facts?.title ? t(facts.title) : page));
  return null;
}
