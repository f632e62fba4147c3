import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { answeredByServer } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import type { RangePreset, ReportView } from '../../utils/report-view';
import { FormErrorAlert } from '../layout/form-error-alert';
import { ReportRangePicker } from './report-range-picker';

export type ReportChange = {
  preset: (preset: RangePreset) => void;
  day: (key: 'from' | 'to', day: string) => void;
  set: (
    values: Partial<Record<'tab' | 'by' | 'dimension' | 'sort' | 'q' | 'slowDays', string>>,
  ) => void;
};

/**
 * A report's controls: its days, its own options and its CSV, with what the server refused (a
 * reversed range, say) right under them. Two columns on a phone, one row on a wide screen.
 */
export function ReportOptions({
  view,
  change,
  refused,
  csvHref,
  children,
}: {
  view: ReportView;
  change: ReportChange;
  refused: string | undefined;
  csvHref: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className="space-y-3">
      <section
        aria-label={t('admin.reports.options')}
        className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap"
      >
        <ReportRangePicker
          view={view}
          refused={refused}
          onPreset={change.preset}
          onDay={change.day}
        />
        {children}
        {/* A plain download: the browser sends the session cookie and saves the file. None for
            a range the server refused: it would refuse the file too. */}
        {refused === undefined && (
          <Button variant="outline" asChild className="col-span-2 sm:col-span-1 sm:ml-auto">
            <a href={csvHref} download>
              <Download aria-hidden="true" />
              {t('admin.reports.csv')}
            </a>
          </Button>
        )}
      </section>
      <div id="report-range-refused">
        <FormErrorAlert message={refused ?? null} />
      </div>
    </div>
  );
}

/** The server names the query's field before its message ('to: The end date comes…'). */
const FIELD_FIRST = /^(from|to|by|dimension|sort|q): (.+)$/s;

/**
 * What the server said when it refused the report's options (a 4xx), in the reader's language,
 * without the query's field name: the message sits by the fields it is about.
 */
export function useRefusal(query: { isError: boolean; error: unknown }): string | undefined {
  const { message } = useI18n();
  const { error } = query;
  if (!query.isError || !answeredByServer(error) || error.status >= 500) return undefined;
  const text = message(error.message);
  return FIELD_FIRST.exec(text)?.[2] ?? text;
}
