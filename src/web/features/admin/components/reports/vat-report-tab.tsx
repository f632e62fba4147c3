import { useI18n } from '../../../../lib/i18n';
import { useVatReport } from '../../api/reports-vat';
import { type ReportView, vatCsvHref } from '../../utils/report-view';
import { RangeReportTab } from './range-report-tab';
import type { ReportChange } from './report-options';
import { VatReportFigures } from './vat-report-figures';

/** VAT: the days, then the invoices and credit notes issued on them, for the monthly return. */
export function VatReportTab({ view, change }: { view: ReportView; change: ReportChange }) {
  const { t } = useI18n();
  const params = { from: view.from, to: view.to };
  return (
    <RangeReportTab
      view={view}
      change={change}
      query={useVatReport(params)}
      csvHref={vatCsvHref(params)}
      isEmpty={(report) => report.documents.length === 0}
      empty={t('admin.reports.vat.none')}
    >
      {(report) => <VatReportFigures report={report} />}
    </RangeReportTab>
  );
}
