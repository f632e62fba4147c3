import { REPORT_BUCKETS, type ReportBucket } from '#shared/schemas/reports';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import type { ReportView } from '../../utils/report-view';
import type { ReportChange } from './report-options';
import { REPORT_FIELD, REPORT_LABEL } from './report-range-picker';

/** Group a report's rows by day, week or month. */
export function BucketSelect({ view, change }: { view: ReportView; change: ReportChange }) {
  const { t } = useI18n();
  return (
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
  );
}
