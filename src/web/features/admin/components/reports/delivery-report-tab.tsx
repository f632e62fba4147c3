import { useI18n } from '../../../../lib/i18n';
import { useDeliveryReport } from '../../api/reports-delivery';
import { deliveryCsvHref, type ReportView } from '../../utils/report-view';
import { DeliveryReportFigures } from './delivery-report-figures';
import { RangeReportTab } from './range-report-tab';
import type { ReportChange } from './report-options';

/** Delivery and cash on delivery: the days, then the parcels booked on them. */
export function DeliveryReportTab({ view, change }: { view: ReportView; change: ReportChange }) {
  const { t } = useI18n();
  const params = { from: view.from, to: view.to };
  return (
    <RangeReportTab
      view={view}
      change={change}
      query={useDeliveryReport(params)}
      csvHref={deliveryCsvHref(params)}
      isEmpty={(report) => report.totals.booked === 0}
      empty={t('admin.reports.delivery.empty')}
    >
      {(report) => <DeliveryReportFigures report={report} />}
    </RangeReportTab>
  );
}
