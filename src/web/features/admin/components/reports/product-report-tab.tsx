import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  PRODUCT_REPORT_DIMENSIONS,
  PRODUCT_REPORT_SORTS,
  type ProductReportSort,
} from '#shared/schemas/reports';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { useProductReport } from '../../api/reports-products';
import { productParamsOf, productsCsvHref, type ReportView } from '../../utils/report-view';
import { ListStates } from '../layout/list-states';
import { ProductReportFigures } from './product-report-figures';
import { type ReportChange, ReportOptions, useRefusal } from './report-options';
import { REPORT_FIELD, REPORT_LABEL } from './report-range-picker';

/** The sorts' names are the columns' names. */
const SORT_LABEL = {
  netSales: 'admin.reports.figure.netSales',
  units: 'admin.reports.figure.units',
  margin: 'admin.reports.figure.margin',
  marginPercent: 'admin.reports.figure.marginPercent',
  returnedUnits: 'admin.reports.figure.returnedUnits',
  name: 'admin.reports.figure.name',
} as const satisfies Record<ProductReportSort, string>;

/** The search is sent once typing pauses, so each letter does not ask for a report. */
function SearchBox({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useI18n();
  const [typed, setTyped] = useState(q);
  // The page's latest callback, without restarting the pause each time the page renders.
  const search = useRef(onSearch);
  search.current = onSearch;
  useEffect(() => {
    const wanted = typed.trim();
    if (wanted === q) return;
    const timer = setTimeout(() => search.current(wanted), 350);
    return () => clearTimeout(timer);
  }, [typed, q]);
  return (
    // A form so Enter searches at once; a search landmark would only repeat the page's own.
    <form
      className="col-span-2 sm:col-span-1"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <label htmlFor="report-q" className={REPORT_LABEL}>
        {t('admin.reports.products.search')}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
          aria-hidden="true"
        />
        <input
          id="report-q"
          type="search"
          value={typed}
          maxLength={100}
          autoComplete="off"
          placeholder={t('admin.reports.products.searchHint')}
          onChange={(event) => setTyped(event.currentTarget.value)}
          className={cn(REPORT_FIELD, 'pl-9 sm:w-72')}
        />
      </div>
    </form>
  );
}

/** By product, variant, brand or category: the days, the grouping, the sort and a search. */
export function ProductReportTab({ view, change }: { view: ReportView; change: ReportChange }) {
  const { t } = useI18n();
  const params = productParamsOf(view);
  const report = useProductReport(params);
  const refused = useRefusal(report);
  const { set } = change;
  return (
    <div className="space-y-6">
      <ReportOptions
        view={view}
        change={change}
        refused={refused}
        csvHref={productsCsvHref(params)}
      >
        <div>
          <label htmlFor="report-dimension" className={REPORT_LABEL}>
            {t('admin.reports.products.dimension')}
          </label>
          <select
            id="report-dimension"
            value={view.dimension}
            onChange={(event) => set({ dimension: event.currentTarget.value })}
            className={cn(REPORT_FIELD, 'pr-2 sm:w-36')}
          >
            {PRODUCT_REPORT_DIMENSIONS.map((dimension) => (
              <option key={dimension} value={dimension}>
                {t(`admin.reports.products.dimension.${dimension}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="report-sort" className={REPORT_LABEL}>
            {t('admin.reports.products.sort')}
          </label>
          <select
            id="report-sort"
            value={view.sort}
            onChange={(event) => set({ sort: event.currentTarget.value })}
            className={cn(REPORT_FIELD, 'pr-2 sm:w-40')}
          >
            {PRODUCT_REPORT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(SORT_LABEL[sort])}
              </option>
            ))}
          </select>
        </div>
        <SearchBox q={view.q} onSearch={(q) => set({ q })} />
      </ReportOptions>
      {refused === undefined && (
        <ListStates
          query={report}
          loadFailed={t('admin.reports.loadFailed')}
          skeletonRows={6}
          isEmpty={() => false}
          empty={null}
        >
          {(data) => <ProductReportFigures report={data} q={view.q} />}
        </ListStates>
      )}
    </div>
  );
}
