/**
 * Money is integer poisha (1/100 taka) everywhere in code and in the database;
 * only display turns it into taka. Bangladesh groups digits the Indian way (lakh, crore).
 */
export const TAKA_SIGN = '৳';

export function takaToPoisha(taka: number): number {
  return Math.round(taka * 100);
}

export function poishaToTaka(poisha: number): number {
  return poisha / 100;
}

export type MoneyFormatOptions = { locale?: 'en' | 'bn'; decimals?: boolean };

/** ৳1,25,000 (or ৳1,25,000.00 with decimals); Bangla digits when the locale is bn. */
export function formatMoney(poisha: number, options: MoneyFormatOptions = {}): string {
  const { locale = 'en', decimals = false } = options;
  const formatter = new Intl.NumberFormat(locale === 'bn' ? 'bn-BD' : 'en-IN', {
    minimumFractionDigits: decimals ? 2 : 0,
    maximumFractionDigits: decimals ? 2 : 0,
  });
  const sign = poisha < 0 ? '-' : '';
  return `${sign}${TAKA_SIGN}${formatter.format(Math.abs(poisha) / 100)}`;
}
