import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { rangeLabel } from '../../utils/report-dates';
import { changeText } from './change-text';

export type ComparedFigure = {
  key: string;
  label: string;
  current: number;
  previous: number;
  /** The current value as shown: money or a count. */
  text: string;
  /** The one figure the report is about, drawn out. */
  lead?: boolean;
};

/** A report's totals, each beside the same figure for the days just before. */
export function ComparisonCards({
  figures,
  previousFrom,
  previousTo,
}: {
  figures: ComparedFigure[];
  previousFrom: string;
  previousTo: string;
}) {
  const i18n = useI18n();
  const { t, language } = i18n;
  const before = rangeLabel(previousFrom, previousTo, language);
  return (
    <section aria-label={t('admin.reports.summary')}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map(({ key, label, current, previous, text, lead }) => {
          const Arrow =
            current > previous ? ArrowUpRight : current < previous ? ArrowDownRight : ArrowRight;
          return (
            <div
              key={key}
              className={cn(
                'flex min-w-0 flex-col rounded-xl border border-stone-200 bg-white p-3 sm:p-4',
                lead && 'border-rose-200 bg-rose-50/60',
              )}
            >
              <dt className="text-sm text-stone-700">{label}</dt>
              <dd className="mt-1 text-lg font-semibold break-words text-stone-900 tabular-nums sm:text-xl">
                {text}
              </dd>
              <dd className="mt-1 flex gap-1 text-xs text-stone-600">
                <Arrow className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                <span>{changeText(i18n, current, previous, before)}</span>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
