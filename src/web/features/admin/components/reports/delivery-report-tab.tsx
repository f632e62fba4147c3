import { useI18n } from '../../../../lib/i18n';
import { useDeliveryReport } from '../../api/reports-delivery';
import { deliveryCsvHref, type ReportView } from '../../utils/report-view';
import { ListStates } from '../layout/list-states';
import { DeliveryReportFigures } from './delivery-report-figures';
import { type ReportChange, ReportOptions, useRefusal } from './report-options';

/** Delivery and cash on delivery: the days, then the parcels booked on them. */
export function DeliveryReportTab({ view, change }: { view: ReportView; change: ReportChange }) {
  const { t } = useI18n();
  const params = { from: view.from, to: view.to };
  const report = useDeliveryReport(params);
  const refused = useRefusal(report);
  return (
    <div className="space-y-6">
      <ReportOptions
        view={view}
        change={change}
        refused={refused}
        csvHref={deliveryCsvHref(params)}
      >
        {null}
      </ReportOptions>
      {refused === undefined && (
        <ListStates
          query={report}
          loadFailed={t('admin.reports.loadFailed')}
          skeletonRows={5}
          isEmpty={(data) => data.totals.booked === 0}
          empty={
            <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-600">
              {t('admin.reports.delivery.empty')}
            </p>
          }
        >
          {(data) => <DeliveryReportFigures report={data} />}
        </ListStates>
      )}
    </div>
  );
}
