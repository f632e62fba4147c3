import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useI18n } from '../../../../lib/i18n';
import type { ReportView } from '../../utils/report-view';
import { ListStates } from '../layout/list-states';
import { type ReportChange, ReportOptions, useRefusal } from './report-options';

/** A report over a range of days: the days, its options and its CSV, then its figures or why none. */
export function RangeReportTab<Report>({
  view,
  change,
  options = null,
  query,
  csvHref,
  isEmpty,
  empty,
  children,
}: {
  view: ReportView;
  change: ReportChange;
  /** The report's own choices beside the days. */
  options?: ReactNode;
  query: UseQueryResult<Report>;
  csvHref: string;
  isEmpty: (report: Report) => boolean;
  empty: string;
  children: (report: Report) => ReactNode;
}) {
  const { t } = useI18n();
  const refused = useRefusal(query);
  return (
    <div className="space-y-6">
      <ReportOptions view={view} change={change} refused={refused} csvHref={csvHref}>
        {options}
      </ReportOptions>
      {refused === undefined && (
        <ListStates
          query={query}
          loadFailed={t('admin.reports.loadFailed')}
          skeletonRows={5}
          isEmpty={isEmpty}
          empty={
            <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-600">
              {empty}
            </p>
          }
        >
          {children}
        </ListStates>
      )}
    </div>
  );
}
