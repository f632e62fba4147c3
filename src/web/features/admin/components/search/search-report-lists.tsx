import { PackageSearch, Plus } from 'lucide-react';
import type { SearchReport, SearchReportRow } from '#shared/schemas/search-admin';
import { Button } from '../../../../components/ui/button';
import { useI18n } from '../../../../lib/i18n';

/** Two buttons side by side on a phone: their words wrap rather than stack the buttons. */
const WRAPPING = 'h-auto min-h-9 justify-start py-1.5 text-left whitespace-normal';

/** What a row's actions do with its search; absent for staff who may not change the catalogue. */
export type ReportActions = {
  onAddSynonym: (query: string) => void;
  onMeansProduct: (query: string) => void;
};

function ReportRow({
  row,
  actions,
}: {
  row: SearchReportRow;
  actions?: ReportActions | undefined;
}) {
  const { t } = useI18n();
  const figures = [
    t('admin.search.report.searches', { count: row.searches }),
    row.results === null
      ? t('admin.search.report.resultsUnknown')
      : t('admin.search.report.results', { count: row.results }),
    t('admin.search.report.opened', { count: row.opened }),
  ];
  return (
    <li className="space-y-2 px-3 py-2.5">
      <div>
        <p className="font-medium break-words text-stone-900">{row.query}</p>
        <p className="text-sm text-stone-600">{figures.join(' · ')}</p>
      </div>
      {actions && (
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <Button
            variant="outline"
            size="sm"
            className={WRAPPING}
            aria-label={t('admin.search.report.addSynonymFor', { query: row.query })}
            onClick={() => actions.onAddSynonym(row.query)}
          >
            <Plus aria-hidden="true" /> {t('admin.search.report.addSynonym')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            className={WRAPPING}
            aria-label={t('admin.search.report.meansProductFor', { query: row.query })}
            onClick={() => actions.onMeansProduct(row.query)}
          >
            <PackageSearch aria-hidden="true" /> {t('admin.search.report.meansProduct')}
          </Button>
        </div>
      )}
    </li>
  );
}

function ReportList({
  title,
  intro,
  empty,
  rows,
  actions,
}: {
  title: string;
  intro?: string;
  empty: string;
  rows: SearchReportRow[];
  actions?: ReportActions | undefined;
}) {
  return (
    <section aria-label={title} className="min-w-0 rounded-xl border border-stone-200 bg-white">
      <div className="border-b border-stone-200 px-3 py-2.5">
        <h4 className="font-semibold text-stone-900">{title}</h4>
        {intro && <p className="mt-0.5 text-sm text-stone-600">{intro}</p>}
      </div>
      {rows.length === 0 ? (
        <p className="px-3 py-6 text-center text-sm text-stone-600">{empty}</p>
      ) : (
        <ol className="divide-y divide-stone-100">
          {rows.map((row) => (
            <ReportRow key={row.query} row={row} actions={actions} />
          ))}
        </ol>
      )}
    </section>
  );
}

/** Top searches, those that found nothing and those nobody opened; the last two can be fixed. */
export function SearchReportLists({
  report,
  actions,
}: {
  report: SearchReport;
  actions?: ReportActions | undefined;
}) {
  const { t } = useI18n();
  return (
    <div className="grid items-start gap-4 lg:grid-cols-3">
      <ReportList
        title={t('admin.search.report.top')}
        empty={t('admin.search.report.topEmpty')}
        rows={report.top}
      />
      <ReportList
        title={t('admin.search.report.noResult')}
        intro={t('admin.search.report.noResultIntro')}
        empty={t('admin.search.report.noResultEmpty')}
        rows={report.noResult}
        actions={actions}
      />
      <ReportList
        title={t('admin.search.report.noClick')}
        intro={t('admin.search.report.noClickIntro')}
        empty={t('admin.search.report.noClickEmpty')}
        rows={report.noClick}
        actions={actions}
      />
    </div>
  );
}
