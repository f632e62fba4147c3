import { pageTitle } from '#shared/page-title';
import { type AppRoutePattern, NOT_FOUND_PAGE, pageFacts } from '#shared/routes';
import { useI18n } from './i18n';
import { useShopName } from './shop-info';

type PageTitleProps =
  /** The page's name: 'Makeup' becomes 'Makeup | Sajghor'. Without one, the home page's title. */
  | { page?: string; of?: never }
  /** A page whose name the shared page table gives (#shared/routes), as the server's head does. */
  | { of: AppRoutePattern | 'not-found'; page?: never };

/**
 * The page's `<title>`, made as the server made the one it sent (#shared/page-title), with the
 * shop's name from its settings.
 */
export function PageTitle({ page, of }: PageTitleProps) {
  const { t } = useI18n();
  const shop = useShopName();
  const facts = of === 'not-found' ? NOT_FOUND_PAGE : of && pageFacts(of);
  return <title>{pageTitle(t, shop, facts?.title ? t(facts.title) : page)}</title>;
}
