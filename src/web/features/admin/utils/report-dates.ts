/**
 * How Admin → Reports names its days, weeks and months, in the reader's language and digits. The
 * server's days are Dhaka's, written YYYY-MM-DD: they are read as UTC so the browser's time zone
 * cannot move them.
 */
import type { Language } from '#shared/i18n/languages';
import type { ReportBucket } from '#shared/schemas/reports';
import { dayLabel } from './stats-daily';

const LOCALE: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD' };
const DAY_MS = 86_400_000;

const formats = new Map<string, Intl.DateTimeFormat>();
function format(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(LOCALE[language], { ...options, timeZone: 'UTC' });
    formats.set(key, made);
  }
  return made;
}

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** '1 – 30 Sept 2026', or one day when both are the same; the text as given when not a date. */
export function rangeLabel(from: string, to: string, language: Language): string {
  const start = utc(from);
  const end = utc(to);
  if (Number.isNaN(start) || Number.isNaN(end)) return `${from} – ${to}`;
  const medium = format(language, { dateStyle: 'medium' });
  return start === end ? medium.format(start) : medium.formatRange(start, end);
}

/** A table row's period: the day, the week's seven days, or the month. */
export function periodLabel(period: string, by: ReportBucket, language: Language): string {
  const start = utc(period);
  if (by === 'day') return format(language, { dateStyle: 'medium' }).format(start);
  if (by === 'week')
    return rangeLabel(period, new Date(start + 6 * DAY_MS).toISOString().slice(0, 10), language);
  return format(language, { month: 'long', year: 'numeric' }).format(start);
}

/** A chart's tick: '5 Oct' for a day or a week's first day, 'Oct 2026' for a month. */
export function periodTick(period: string, by: ReportBucket, language: Language): string {
  if (by !== 'month') return dayLabel(period, language);
  return format(language, { month: 'short', year: 'numeric' }).format(utc(period));
}
