import { useI18n } from '../../../../lib/i18n';
import { useComplaintReport } from '../../api/reports-complaints';
import { complaintsCsvHref, type ReportView } from '../../utils/report-view';
import { ComplaintReportFigures } from './complaint-report-figures';
import { RangeReportTab } from './range-report-tab';
import type { ReportChange } from './report-options';

/** Complaints: the days, then those raised on them, how fast answered, by topic and outcome. */
export function ComplaintReportTab({ view, change }: { view: ReportView; change: ReportChange }) {
  const { t } = useI18n();
  const params = { from: view.from, to: view.to };
  return (
    <RangeReportTab
      view={view}
      change={change}
      query={useComplaintReport(params)}
      csvHref={complaintsCsvHref(params)}
      isEmpty={(report) => report.totals.raised === 0}
      empty={t('admin.reports.complaints.none')}
    >
      {(report) => <ComplaintReportFigures report={report} />}
    </RangeReportTab>
  );
}
