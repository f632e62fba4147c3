import { useI18n } from '../../../../lib/i18n';
import { useCustomerReport } from '../../api/reports-customers';
import { customersCsvHref, type ReportView, salesParamsOf } from '../../utils/report-view';
import { useStaffAccess } from '../../utils/staff-access';
import { BucketSelect } from './bucket-select';
import { CustomerReportFigures } from './customer-report-figures';
import { RangeReportTab } from './range-report-tab';
import type { ReportChange } from './report-options';
import { SegmentsSection } from './segments-section';

/** Customers: the days and their grouping, then who ordered, came back and spent most. */
export function CustomerReportTab({ view, change }: { view: ReportView; change: ReportChange }) {
  const { t } = useI18n();
  const params = salesParamsOf(view);
  const { can } = useStaffAccess();
  return (
    <div className="space-y-8">
      <RangeReportTab
        view={view}
        change={change}
        options={<BucketSelect view={view} change={change} />}
        query={useCustomerReport(params)}
        csvHref={customersCsvHref(params)}
        isEmpty={(report) => report.totals.customers === 0}
        empty={t('admin.reports.customers.empty')}
      >
        {(report) => <CustomerReportFigures report={report} />}
      </RangeReportTab>
      {can('customers.view') && <SegmentsSection />}
    </div>
  );
}
