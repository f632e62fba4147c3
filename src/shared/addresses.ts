/**
 * What the pages need of addresses without their schemas, so the checkout's first load carries no
 * zod: how many a shopper keeps, and the delivery location a district implies.
 */
import { isInsideDhaka } from './districts';
import type { DeliveryLocation } from './pricing';

/** A shopper keeps up to this many addresses; the checkout stops offering to save more. */
export const ADDRESSES_MAX = 10;

/** The delivery location a district implies: Dhaka district inside, every other one outside. */
export function locationOfDistrict(district: string): DeliveryLocation {
  return isInsideDhaka(district) ? 'dhaka' : 'outside';
}
