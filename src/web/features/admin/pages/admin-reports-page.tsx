import { type KeyboardEvent, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { ComplaintReportTab } from '../components/reports/complaint-report-tab';
import { CustomerReportTab } from '../components/reports/customer-report-tab';
import { DeliveryReportTab } from '../components/reports/delivery-report-tab';
import { ProductReportTab } from '../components/reports/product-report-tab';
import { PromotionReportTab } from '../components/reports/promotion-report-tab';
import type { ReportChange } from '../components/reports/report-options';
import { SalesReportTab } from '../components/reports/sales-report-tab';
import { StockReportTab } from '../components/reports/stock-report-tab';
import { VatReportTab } from '../components/reports/vat-report-tab';
import { REPORT_TABS, type ReportTab, reportViewFrom } from '../utils/report-view';

const tabId = (tab: ReportTab) => `report-tab-${tab}`;
/** On a phone the tabs sit three to a row: the last tab fills what its row leaves. */
const LAST_TAB = REPORT_TABS[REPORT_TABS.length - 1];
const LAST_TAB_SPAN = ['', 'col-span-3', 'col-span-2'][REPORT_TABS.length % 3];

/**
 * /admin/reports (issue 42): sales over time, by product, delivery and cash on delivery, and
 * promotions and customers for a range of Dhaka days; the stock held now and what has not sold
 * lately; the VAT invoices and credit notes issued in a range, and the complaints raised in it and
 * how fast they were answered (issue 43). The tab, the days and the options live in the address,
 * so a link or a reload shows the same report.
 */
export function AdminReportsPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const view = reportViewFrom(params);
  const change = useMemo<ReportChange>(() => {
    const update = (edit: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          edit(next);
          return next;
        },
        { replace: true },
      );
    return {
      preset: (preset) =>
        update((next) => {
          // Choosing dates starts from the days on screen.
          if (preset === 'custom') {
            const shown = reportViewFrom(next);
            next.set('from', shown.from);
            next.set('to', shown.to);
          } else {
            next.delete('from');
            next.delete('to');
          }
          next.set('range', preset);
        }),
      day: (key, day) =>
        update((next) => {
          next.set('range', 'custom');
          next.set(key, day);
        }),
      set: (values) =>
        update((next) => {
          for (const [key, value] of Object.entries(values)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
        }),
    };
  }, [setParams]);

  const choose = (tab: ReportTab) => change.set({ tab });
  const onTabKey = (event: KeyboardEvent) => {
    const by = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (by === 0) return;
    const next =
      REPORT_TABS[(REPORT_TABS.indexOf(view.tab) + by + REPORT_TABS.length) % REPORT_TABS.length];
    if (!next) return;
    choose(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <>
      <AdminPageHeader
        title={t('admin.reports.title')}
        description={t('admin.reports.description')}
      />
      <div
        role="tablist"
        aria-label={t('admin.reports.tabs')}
        className="mb-5 grid w-full grid-cols-3 gap-0.5 rounded-lg border border-stone-300 bg-white p-0.5 sm:inline-flex sm:w-auto sm:flex-wrap"
      >
        {REPORT_TABS.map((tab) => {
          const active = tab === view.tab;
          return (
            <button
              key={tab}
              id={tabId(tab)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls="report-panel"
              tabIndex={active ? 0 : -1}
              onClick={() => choose(tab)}
              onKeyDown={onTabKey}
              className={cn(
                'min-h-10 flex-1 rounded-md px-2 py-1.5 text-sm leading-tight font-medium transition-colors sm:px-4 sm:whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600 sm:flex-none',
                active ? 'bg-rose-700 text-white' : 'text-stone-700 hover:bg-stone-100',
                tab === LAST_TAB && LAST_TAB_SPAN,
              )}
            >
              {t(`admin.reports.tab.${tab}`)}
            </button>
          );
        })}
      </div>
      <div id="report-panel" role="tabpanel" aria-labelledby={tabId(view.tab)}>
        {view.tab === 'sales' && <SalesReportTab view={view} change={change} />}
        {view.tab === 'products' && <ProductReportTab view={view} change={change} />}
        {view.tab === 'delivery' && <DeliveryReportTab view={view} change={change} />}
        {view.tab === 'promotions' && <PromotionReportTab view={view} change={change} />}
        {view.tab === 'customers' && <CustomerReportTab view={view} change={change} />}
        {view.tab === 'stock' && <StockReportTab view={view} change={change} />}
        {view.tab === 'vat' && <VatReportTab view={view} change={change} />}
        {view.tab === 'complaints' && <ComplaintReportTab view={view} change={change} />}
      </div>
    </>
  );
}
