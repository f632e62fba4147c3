import { useLayoutEffect, useState } from 'react';
import { pageTitle } from '#shared/page-title';
import { type AppRoutePattern, NOT_FOUND_PAGE, pageFacts } from '#shared/routes';
import { useI18n } from './i18n';
import { useShopName } from './shop-info';

type PageTitleProps =
  /** The page's name: 'Makeup' becomes 'Makeup | Sajghor'. Without one, the home page's title. */
  | { page?: string; of?: never }
  /** A page whose name the shared page table gives (#shared/routes), as the server's head does. */
  | { of: AppRoutePattern | 'not-found'; page?: never };

/** The titles the app shows now, oldest first: the newest one is the tab's (with none, it stays). */
const shown: { text: string }[] = [];

function showNewest() {
  const newest = shown[shown.length - 1];
  if (newest) document.title = newest.text;
}

/** Keeps document.title on this text while the calling component is on the page. */
function useDocumentTitle(text: string): void {
  const [mine] = useState(() => ({ text }));
  useLayoutEffect(() => {
    shown.push(mine);
    return () => {
      shown.splice(shown.indexOf(mine), 1);
      showNewest();
    };
  }, [mine]);
  useLayoutEffect(() => {
    mine.text = text;
    showNewest();
  }, [mine, text]);
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
