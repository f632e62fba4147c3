import type { I18n } from '../../../../lib/i18n';

/** '+12% vs 1 – 30 Sept 2026': to one decimal below 10%, and in words when before was nothing. */
export function changeText(i18n: I18n, current: number, previous: number, range: string): string {
  const { t, number } = i18n;
  if (current === previous) return t('admin.reports.change.same', { range });
  if (previous === 0) return t('admin.reports.change.fromNone', { range });
  const percent = ((current - previous) / Math.abs(previous)) * 100;
  const rounded = Math.abs(percent) < 10 ? Math.round(percent * 10) / 10 : Math.round(percent);
  const sign = current > previous ? '+' : '−';
  return t('admin.reports.change', { change: `${sign}${number(Math.abs(rounded))}%`, range });
}
