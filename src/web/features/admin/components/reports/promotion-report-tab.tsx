import { useI18n } from '../../../../lib/i18n';
import { usePromotionReport } from '../../api/reports-promotions';
import { promotionsCsvHref, type ReportView } from '../../utils/report-view';
import { PromotionReportFigures } from './promotion-report-figures';
import { RangeReportTab } from './range-report-tab';
import type { ReportChange } from './report-options';

/** Promotions: the days, then what each coupon and sale brought on them. */
export function PromotionReportTab({ view, change }: { view: ReportView; change: ReportChange }) {
  const { t } = useI18n();
  const params = { from: view.from, to: view.to };
  return (
    <RangeReportTab
      view={view}
      change={change}
      query={usePromotionReport(params)}
      csvHref={promotionsCsvHref(params)}
      isEmpty={(report) => report.totals.orders === 0}
      empty={t('admin.reports.promotions.empty')}
    >
      {(report) => <PromotionReportFigures report={report} />}
    </RangeReportTab>
  );
}
