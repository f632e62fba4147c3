// Money is integer poisha (1/100 taka) in code and database; only display turns it into taka.
// Bangladesh groups digits the Indian way (lakh, crore).
import { writeNumber } from './numbers';

export const TAKA_SIGN = '৳';

export function takaToPoisha(taka: number): number {
  return Math.round(taka * 100);
}

export function poishaToTaka(poisha: number): number {
  return poisha / 100;
}

export type MoneyFormatOptions = { locale?: 'en' | 'bn'; decimals?: boolean };

/** ৳1,25,000. Poisha always show (৳2,450.50) so a price is never rounded away from the charge. */
export function formatMoney(poisha: number, options: MoneyFormatOptions = {}): string {
  const { locale = 'en', decimals = false } = options;
  const size = Math.abs(Math.round(poisha));
  // From the integer poisha, so no float ever rounds a price.
  const fraction = decimals || size % 100 !== 0 ? String(size % 100).padStart(2, '0') : '';
  const amount = writeNumber(false, String(Math.floor(size / 100)), fraction, locale);
  return `${poisha < 0 ? '-' : ''}${TAKA_SIGN}${amount}`;
}
