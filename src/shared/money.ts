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

// Building an Intl.NumberFormat costs far more than using one: keep one per style.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: 'en' | 'bn', decimals: boolean): Intl.NumberFormat {
  const key = `${locale}:${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale === 'bn' ? 'bn-BD' : 'en-IN', {
      minimumFractionDigits: decimals ? 2 : 0,
      maximumFractionDigits: decimals ? 2 : 0,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * ৳1,25,000 (or ৳1,25,000.00 with decimals); Bangla digits when the locale is bn. An amount with
 * poisha always shows them (৳2,450.50), so a price is never shown rounded away from what is charged.
 */
export function formatMoney(poisha: number, options: MoneyFormatOptions = {}): string {
  const { locale = 'en', decimals = false } = options;
  const sign = poisha < 0 ? '-' : '';
  const withPoisha = decimals || poisha % 100 !== 0;
  return `${sign}${TAKA_SIGN}${formatterFor(locale, withPoisha).format(Math.abs(poisha) / 100)}`;
}
