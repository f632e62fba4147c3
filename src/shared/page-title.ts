import { categoryLabel } from './catalog';
import type { Translator } from './i18n/translator';
import type { ProductListState } from './product-list';
import type { ProductVariant } from './schemas/product';
import { variantValues } from './variant-choice';

// The server's head and the pages' `<title>` both come from here, so the title a page arrives
// with is the one it keeps when its scripts start.
export function pageTitle(t: Translator['t'], shop: string, page?: string): string {
  if (page === undefined) return t('catalog.home.title', { shop });
  return shop ? `${page} | ${shop}` : page;
}

export function productListName(
  t: Translator['t'],
  state: Pick<ProductListState, 'q' | 'pageCategory'>,
): string {
  if (state.q) return t('catalog.list.searchTitle', { q: state.q });
  if (state.pageCategory) return categoryLabel(t, state.pageCategory);
  return t('catalog.list.all');
}

/** A product page's name: with the shade or size the address names, so a shared link says which. */
export function productPageName(name: string, variant?: ProductVariant): string {
  return variant ? `${name} – ${variantValues(variant)}` : name;
}
