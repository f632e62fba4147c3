// Lakh/crore grouping (12,34,567) in English or Bangla digits, by hand: the first Intl formatter
// loads locale data, about 20 ms on a budget phone mid-first-render. Results match Intl's 'en-IN'
// and 'bn-BD' (numbers.test.ts).
import type { Language } from './i18n/languages';

const BANGLA_DIGITS = ['০', '১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯'];

/** '০১৭' → '017': Bangla digits (U+09E6–U+09EF) read as the same digits. */
export function asciiDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}

export function inLanguageDigits(text: string, language: Language): string {
  return language === 'bn'
    ? text.replace(/\d/g, (digit) => BANGLA_DIGITS[Number(digit)] ?? digit)
    : text;
}

/** '1234567' → '12,34,567': the last three digits, then pairs. */
function groupLakh(whole: string): string {
  if (whole.length <= 3) return whole;
  const pairs = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${whole.slice(-3)}`;
}

/** `fraction` must already be rounded. */
export function writeNumber(
  negative: boolean,
  whole: string,
  fraction: string,
  language: Language,
): string {
  const text = `${negative ? '-' : ''}${groupLakh(whole)}${fraction ? `.${fraction}` : ''}`;
  return inLanguageDigits(text, language);
}

export function formatNumber(
  value: number,
  language: Language,
  { minFraction = 0, maxFraction = 3 }: { minFraction?: number; maxFraction?: number } = {},
): string {
  const [whole = '0', decimals = ''] = Math.abs(value).toFixed(maxFraction).split('.');
  let fraction = decimals.replace(/0+$/, '');
  if (fraction.length < minFraction) fraction = fraction.padEnd(minFraction, '0');
  const negative = value < 0 && (Number(whole) > 0 || Number(fraction) > 0);
  return writeNumber(negative, whole, fraction, language);
}

/** CLDR's plural category of a count: English 'one' for 1; Bangla 'one' for 0 and 1 (and below 1). */
export function pluralOf(count: number, language: Language): 'one' | 'other' {
  const size = Math.abs(count);
  if (language === 'bn') return size < 1 || size === 1 ? 'one' : 'other';
  return size === 1 ? 'one' : 'other';
}
