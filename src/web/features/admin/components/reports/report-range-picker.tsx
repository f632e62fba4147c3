import { fieldClasses } from '../../../../components/ui/input';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { rangeLabel } from '../../utils/report-dates';
import { RANGE_PRESETS, type RangePreset, type ReportView } from '../../utils/report-view';

export const REPORT_LABEL = 'mb-1 block text-xs font-medium text-stone-700';
export const REPORT_FIELD = cn(fieldClasses, 'h-10');

/**
 * The days a report covers: a preset (Dhaka's today, this month…) or two dates. `refused` is the
 * server's word on a range it would not read (an end before the start), shown by the dates.
 */
export function ReportRangePicker({
  view,
  refused,
  onPreset,
  onDay,
}: {
  view: ReportView;
  refused: string | undefined;
  onPreset: (preset: RangePreset) => void;
  onDay: (key: 'from' | 'to', day: string) => void;
}) {
  const { t, language } = useI18n();
  const custom = view.preset === 'custom';
  return (
    <>
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor="report-range" className={REPORT_LABEL}>
          {t('admin.reports.range')}
        </label>
        <select
          id="report-range"
          value={view.preset}
          onChange={(event) => onPreset(event.currentTarget.value as RangePreset)}
          aria-describedby={custom ? undefined : 'report-range-days'}
          className={cn(REPORT_FIELD, 'pr-2 sm:w-44')}
        >
          {RANGE_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {t(`admin.reports.range.${preset}`)}
            </option>
          ))}
        </select>
      </div>
      {custom ? (
        (['from', 'to'] as const).map((key) => (
          <div key={key}>
            <label htmlFor={`report-${key}`} className={REPORT_LABEL}>
              {t(`admin.reports.range.${key}`)}
            </label>
            <input
              id={`report-${key}`}
              type="date"
              value={view[key]}
              max="9999-12-31"
              aria-invalid={refused !== undefined}
              aria-describedby={refused !== undefined ? 'report-range-refused' : undefined}
              onChange={(event) => onDay(key, event.currentTarget.value)}
              className={cn(REPORT_FIELD, 'min-w-0 sm:w-44')}
            />
          </div>
        ))
      ) : (
        <p
          id="report-range-days"
          className="col-span-2 self-end pb-2 text-sm text-stone-700 sm:col-span-1"
        >
          {t('admin.reports.range.showing', { range: rangeLabel(view.from, view.to, language) })}
        </p>
      )}
    </>
  );
}
