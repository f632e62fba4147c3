/** Numbers as the VAT documents and the admin's order pages write them. */
import { shortOrderId } from '#shared/orders';

/** A BIN as it is written, 9 digits then 4: '000123456-0101'; anything else as it came. */
export function formatBin(bin: string): string {
  return /^\d{13}$/.test(bin) ? `${bin.slice(0, 9)}-${bin.slice(9)}` : bin;
}

/** The id a shopper quotes: '#' and its first 8 characters. */
export function shortId(id: string): string {
  return `#${shortOrderId(id)}`;
}
