import { REPORT_BUCKETS, type ReportBucket } from '#shared/schemas/reports';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { useSalesReport } from '../../api/reports-sales';
import { type ReportView, salesCsvHref, salesParamsOf } from '../../utils/report-view';
import { ListStates } from '../layout/list-states';
import { type ReportChange, ReportOptions, useRefusal } from './report-options';
import { REPORT_FIELD, REPORT_LABEL } from './report-range-picker';
import { SalesReportFigures } from './sales-report-figures';

/** Sales over time: the days and their grouping, then the report (or why it was refused). */
export function SalesReportTab({ view, change }: { view: ReportView; change: ReportChange }) {
  const { t } = useI18n();
  const params = salesParamsOf(view);
  const report = useSalesReport(params);
  const refused = useRefusal(report);
  return (
    <div className="space-y-6">
      <ReportOptions view={view} change={change} refused={refused} csvHref={salesCsvHref(params)}>
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor="report-by" className={REPORT_LABEL}>
            {t('admin.reports.by')}
          </label>
          <select
            id="report-by"
            value={view.by}
            onChange={(event) => change.set({ by: event.currentTarget.value as ReportBucket })}
            className={cn(REPORT_FIELD, 'pr-2 sm:w-36')}
          >
            {REPORT_BUCKETS.map((bucket) => (
              <option key={bucket} value={bucket}>
                {t(`admin.reports.by.${bucket}`)}
              </option>
            ))}
          </select>
        </div>
      </ReportOptions>
      {refused === undefined && (
        <ListStates
          query={report}
          loadFailed={t('admin.reports.loadFailed')}
          skeletonRows={5}
          isEmpty={() => false}
          empty={null}
        >
          {(data) => <SalesReportFigures report={data} />}
        </ListStates>
      )}
    </div>
  );
}
