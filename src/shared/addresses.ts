// Address facts without the schemas, so the checkout's first load carries no zod.
import { isInsideDhaka } from './districts';
import type { DeliveryLocation } from './pricing';

export const ADDRESSES_MAX = 10;

export function locationOfDistrict(district: string): DeliveryLocation {
  return isInsideDhaka(district) ? 'dhaka' : 'outside';
}
