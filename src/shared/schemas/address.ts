// The district and area the checkout adds to the spec's address fields, and saved addresses.
import { z } from 'zod';
import { locationOfDistrict } from '../addresses';
import { isDistrictId } from '../districts';
import { msg } from '../i18n/translator';
import type { DeliveryLocation } from '../pricing';
import { bdMobileSchema } from './account';
import { requiredText } from './common';

const AREA_MAX = 100;
const LABEL_MAX = 30;
const ZIP_CODE_MAX = 10;

export const districtSchema = z
  .string({ error: msg('validation.district.required') })
  .trim()
  .min(1, msg('validation.district.required'))
  .refine(isDistrictId, { error: msg('validation.district.unknown') });

/** The area or thana inside the district, chosen from a list or typed; blank is none. */
export const areaSchema = z
  .string()
  .trim()
  .max(AREA_MAX, msg('validation.area.tooLong', { max: AREA_MAX }))
  .optional()
  .transform((value) => value || null);

export function districtAgreesWithLocation(input: {
  district?: string | null | undefined;
  location: DeliveryLocation;
}): boolean {
  return !input.district || locationOfDistrict(input.district) === input.location;
}
export const LOCATION_DISAGREES = msg('validation.location.disagrees');

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || null);

/** POST and PUT /api/account/addresses/…: a whole address each time. */
export const addressInputSchema = z.object({
  label: optionalText(LABEL_MAX, msg('validation.addressLabel.tooLong', { max: LABEL_MAX })),
  firstName: requiredText('First name', 50),
  lastName: requiredText('Last name', 50),
  phone: z
    .string({ error: msg('validation.phone.invalid') })
    .trim()
    .min(1, msg('validation.phone.invalid'))
    .pipe(bdMobileSchema),
  address: requiredText('Address', 300),
  district: districtSchema,
  area: areaSchema,
  city: requiredText('City', 100),
  zipCode: optionalText(ZIP_CODE_MAX, msg('validation.zipCode.tooLong', { max: ZIP_CODE_MAX })),
  /** Picked first at checkout. Making one the default takes it from the others. */
  isDefault: z.boolean().optional().default(false),
});
export type AddressInput = z.input<typeof addressInputSchema>;
export type AddressFields = z.output<typeof addressInputSchema>;

export const savedAddressSchema = z.object({
  id: z.number().int(),
  label: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  address: z.string(),
  district: z.string(),
  area: z.string().nullable(),
  city: z.string(),
  zipCode: z.string().nullable(),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

export const savedAddressListSchema = z.object({
  addresses: z.array(savedAddressSchema),
  max: z.number().int(),
});
export type SavedAddressList = z.infer<typeof savedAddressListSchema>;

export const addressIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

export const deliveryAreasQuerySchema = z.object({ district: districtSchema });

export const deliveryAreasSchema = z.object({
  /** `pathao`: Pathao's zones for the district's city (booked with Pathao, they fit its form). */
  source: z.enum(['shop', 'pathao']),
  /** `value` is what the order keeps (English, as couriers read it); `bn` its Bangla name if known. */
  areas: z.array(z.object({ value: z.string(), bn: z.string().nullable() })),
});
export type DeliveryAreas = z.infer<typeof deliveryAreasSchema>;
