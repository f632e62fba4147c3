import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  clearedFilters,
  type ProductListState,
  parseProductListParams,
  productListSearch,
  toProductsFilter,
} from './product-list-params';

type UpdateOptions = { replace?: boolean };

/** The product list's filters, sort, search, page and view, read from and written to the URL. */
export function useProductListParams() {
  const { category: pathCategory } = useParams();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const state = useMemo(
    () => parseProductListParams(searchParams, pathCategory),
    [searchParams, pathCategory],
  );
  const filter = useMemo(() => toProductsFilter(state), [state]);
  const basePath = pathname.startsWith('/collections') ? '/collections' : '/products';

  /** Any change but a page change starts again at page 1. */
  const update = useCallback(
    (patch: Partial<ProductListState>, options: UpdateOptions = {}) => {
      const next: ProductListState = { ...state, ...patch };
      if (!('page' in patch)) next.page = 1;
      const categoryInPath = pathCategory !== undefined && next.pageCategory === state.pageCategory;
      // Leaving the path's category moves to /products (or /collections) with the rest in the query.
      const path = categoryInPath ? pathname : basePath;
      navigate(
        { pathname: path, search: productListSearch(next, categoryInPath) },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [state, pathCategory, pathname, basePath, navigate],
  );

  const hrefForPage = useCallback(
    (page: number) => productListSearch({ ...state, page }, pathCategory !== undefined) || '?',
    [state, pathCategory],
  );

  /**
   * What the filters' plain form (docs/decisions/022) sends besides its own fields: the search,
   * sort, view and a category not in the path; and where Clear All leads without scripts.
   */
  const filterForm = useMemo(() => {
    const inPath = pathCategory !== undefined;
    const cleared = clearedFilters(state);
    const kept = new URLSearchParams(productListSearch({ ...cleared, q: state.q }, inPath));
    return {
      action: pathname,
      fields: [...kept.entries()],
      clearHref: `${pathname}${productListSearch(cleared, inPath) || '?'}`,
    };
  }, [state, pathCategory, pathname]);

  return { state, filter, update, hrefForPage, filterForm };
}
