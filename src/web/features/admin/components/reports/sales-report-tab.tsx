import { useSalesReport } from '../../api/reports-sales';
import { type ReportView, salesCsvHref, salesParamsOf } from '../../utils/report-view';
import { BucketSelect } from './bucket-select';
import { RangeReportTab } from './range-report-tab';
import type { ReportChange } from './report-options';
import { SalesReportFigures } from './sales-report-figures';

/** Sales over time: the days and their grouping, then the report (or why it was refused). */
export function SalesReportTab({ view, change }: { view: ReportView; change: ReportChange }) {
  const params = salesParamsOf(view);
  return (
    <RangeReportTab
      view={view}
      change={change}
      options={<BucketSelect view={view} change={change} />}
      query={useSalesReport(params)}
      csvHref={salesCsvHref(params)}
      // Empty days are rows of noughts, which say so themselves.
      isEmpty={() => false}
      empty=""
    >
      {(report) => <SalesReportFigures report={report} />}
    </RangeReportTab>
  );
}
