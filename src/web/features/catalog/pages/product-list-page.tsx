import { ArrowLeft, SlidersHorizontal } from 'lucide-react';
import { lazy, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { categoryLabel, isProductCategory, PRODUCT_PAGE_SIZE } from '#shared/catalog';
import { productListName } from '#shared/page-title';
import type { ProductList, Suggestion } from '#shared/schemas/product';
import { Button } from '../../../components/ui/button';
import { LazyDialog } from '../../../components/ui/lazy-dialog';
import { HydrateLater } from '../../../lib/hydration';
import { useI18n } from '../../../lib/i18n';
import { PageTitle } from '../../../lib/page-title';
import { useProductList } from '../api/get-products';
import { opensProduct, sendSearchOpened } from '../api/search-opened';
import { FiltersPanel, type FiltersPanelProps } from '../components/filters-panel';
import { Pagination } from '../components/pagination';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid';
import { SearchBox } from '../components/search-box';
import { SortSelect } from '../components/sort-select';
import { ViewToggle } from '../components/view-toggle';
import {
  activeFilterCount,
  clearedFilters,
  selectedCategories,
} from '../hooks/product-list-params';
import { useProductListParams } from '../hooks/use-product-list-params';

// Radix Dialog and the drawer load when a small screen first opens the filters.
const FiltersDialog = lazy(() =>
  import('../components/filters-dialog').then((m) => ({ default: m.FiltersDialog })),
);

/** The list with the value added, or taken out when it was there. */
function toggled<Value>(list: Value[], value: Value): Value[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

export function ProductListPage() {
  const { t, number } = useI18n();
  const { state, filter, update, hrefForPage, filterForm } = useProductListParams();
  const products = useProductList(filter);
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerButton = useRef<HTMLAnchorElement>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const shownPage = useRef(state.page);

  // A new page scrolls back to the top of the results, not of the document.
  useEffect(() => {
    if (shownPage.current === state.page) return;
    shownPage.current = state.page;
    resultsRef.current?.scrollIntoView({ block: 'start' });
  }, [state.page]);

  const categories = selectedCategories(state);
  const onlyCategory = categories.length === 1 ? categories[0] : undefined;
  const heading = onlyCategory
    ? t('catalog.list.category', { category: categoryLabel(t, onlyCategory) })
    : t('catalog.list.all');
  const filterCount = activeFilterCount(state);
  const clearAll = () => update(clearedFilters(state));

  const onSelectSuggestion = (suggestion: Suggestion) => {
    if (suggestion.type === 'product') navigate(`/product/${suggestion.id}`);
    else if (suggestion.type === 'brand') update({ brands: [suggestion.id], q: '' });
    else if (isProductCategory(suggestion.id)) navigate(`/products/${suggestion.id}`);
  };

  const panel: FiltersPanelProps = {
    min: state.min,
    max: state.max,
    brands: state.brands,
    categories,
    shadeFamilies: state.shadeFamilies,
    sizes: state.sizes,
    skinTypes: state.skinTypes,
    facets: products.data?.facets,
    onPrice: (min, max) => update({ min, max }),
    onToggleBrand: (brand) =>
      update({
        brands: state.brands.includes(brand)
          ? state.brands.filter((item) => item !== brand)
          : [...state.brands, brand],
      }),
    onToggleCategory: (category) => {
      if (category === state.pageCategory) update({ pageCategory: undefined });
      else
        update({
          categories: state.categories.includes(category)
            ? state.categories.filter((item) => item !== category)
            : [...state.categories, category],
        });
    },
    onToggleShadeFamily: (family) =>
      update({ shadeFamilies: toggled(state.shadeFamilies, family) }),
    onToggleSize: (size) => update({ sizes: toggled(state.sizes, size) }),
    onToggleSkinType: (type) => update({ skinTypes: toggled(state.skinTypes, type) }),
    onClear: clearAll,
    form: filterForm,
  };

  const loading = products.isPending || products.isPlaceholderData;
  const data = products.data;
  const pageCount = data ? Math.ceil(data.total / PRODUCT_PAGE_SIZE) : 1;

  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle page={productListName(t, state)} />
      <Link
        to="/"
        className="inline-flex items-center gap-1 rounded text-sm text-stone-600 hover:text-rose-700 focus-visible:outline-2 focus-visible:outline-rose-600"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> {t('catalog.list.back')}
      </Link>
      <h1 className="mt-3 font-serif text-3xl font-semibold">
        {heading}
        {state.sale && <span className="text-rose-700"> {t('catalog.list.onSale')}</span>}
      </h1>

      <HydrateLater>
        <div className="mt-6 flex flex-col gap-3 lg:flex-row lg:items-center">
          <div className="lg:flex-1">
            <SearchBox
              value={state.q}
              onSearch={(q) => update({ q })}
              onSelect={onSelectSuggestion}
            />
          </div>
          <div className="flex items-center gap-2">
            {/* A link to the filters below, shown by CSS (:target) before the scripts run or
                without them; the scripts open them in a sheet (docs/decisions/022). */}
            <Button asChild variant="outline" className="lg:hidden">
              {/* biome-ignore lint/a11y/useValidAnchor: a button cannot show the filters without scripts */}
              {/* biome-ignore lint/a11y/useSemanticElements: the link acts as the sheet's button */}
              <a
                ref={drawerButton}
                href="#filters"
                role="button"
                aria-haspopup="dialog"
                aria-expanded={drawerOpen}
                onClick={(event) => {
                  event.preventDefault();
                  setDrawerOpen(true);
                }}
              >
                <SlidersHorizontal aria-hidden="true" />
                {t('catalog.filters.title')}
                {filterCount > 0 && (
                  <span className="rounded-full bg-rose-700 px-1.5 text-xs text-white">
                    <span aria-hidden="true">{number(filterCount)}</span>
                    <span className="sr-only">
                      {t('catalog.filters.active', { count: filterCount })}
                    </span>
                  </span>
                )}
              </a>
            </Button>
            <LazyDialog open={drawerOpen}>
              <FiltersDialog
                open={drawerOpen}
                onOpenChange={setDrawerOpen}
                panel={panel}
                trigger={drawerButton}
              />
            </LazyDialog>
            <div className="ml-auto flex min-w-0 flex-1 items-center justify-end gap-2 lg:flex-none">
              <SortSelect
                value={state.sort}
                searching={state.q !== ''}
                onChange={(sort) => update({ sort })}
              />
              <ViewToggle
                value={state.view}
                onChange={(view) => update({ view, page: state.page }, { replace: true })}
              />
            </div>
          </div>
        </div>
      </HydrateLater>

      <div className="mt-6 lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8">
        <HydrateLater>
          <aside
            id="filters"
            aria-label={t('catalog.filters.title')}
            className="hidden target:block lg:block"
          >
            <div className="rounded-lg border border-stone-200 bg-white p-4">
              <h2 className="mb-4 font-serif text-xl font-semibold">
                {t('catalog.filters.title')}
              </h2>
              <FiltersPanel {...panel} />
            </div>
          </aside>
        </HydrateLater>

        {/* One listener for every card, hydrated or not: a product opened from a search's
            results is counted for Admin → Search. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link is a click */}
        <section
          ref={resultsRef}
          aria-label={t('catalog.list.results')}
          className="scroll-mt-24"
          onClick={(event) => {
            if (state.q && opensProduct(event.target, event.currentTarget))
              sendSearchOpened(state.q);
          }}
        >
          <p role="status" className="min-h-5 text-sm text-stone-600">
            {data && !loading && !products.isError ? <ShowingCount list={data} /> : ''}
          </p>
          <div className="mt-3">
            {products.isError ? (
              <div className="py-10 text-center">
                <p className="text-stone-700">{t('catalog.loadError')}</p>
                <Button className="mt-4" onClick={() => window.location.reload()}>
                  {t('common.refreshPage')}
                </Button>
              </div>
            ) : loading || !data ? (
              <ProductGridSkeleton columns={3} />
            ) : data.total === 0 ? (
              <div className="py-10 text-center">
                <p className="text-stone-700">{t('catalog.list.empty')}</p>
                <Button className="mt-4" variant="outline" onClick={clearAll}>
                  {t('catalog.filters.clearAll')}
                </Button>
              </div>
            ) : (
              <>
                {/* The first row on a phone; the server preloads the first picture. */}
                <ProductGrid
                  products={data.products}
                  layout={state.view}
                  columns={3}
                  priorityCount={2}
                />
                <Pagination page={state.page} pageCount={pageCount} hrefForPage={hrefForPage} />
              </>
            )}
          </div>
        </section>
      </div>
    </main>
  );
}

/** "Showing 12 products"; a search with more matches than the shop counts, "1,000+" (decision 021). */
function ShowingCount({ list }: { list: ProductList }) {
  const { t, number } = useI18n();
  return t('catalog.list.showing', {
    count: list.approximate ? `${number(list.total)}+` : list.total,
  });
}
