/**
 * The checkout's shipping checks. The shapes come from the shared checkout contract, so the inline
 * messages are the ones the server would send. Kept apart from `checkout-form.ts` because it brings
 * zod, which the checkout page loads only when the shopper first edits or submits the shipping
 * step (docs/decisions/007).
 */
import { z } from 'zod';
import { msg } from '#shared/i18n/translator';
import { bdMobileSchema } from '#shared/schemas/account';
import { areaSchema, districtSchema } from '#shared/schemas/address';
import { orderEmailSchema, shippingAddressSchema } from '#shared/schemas/order';
import type { ShippingErrors, ShippingField, ShippingValues } from './checkout-form';

const ZIP_CODE_MAX = 10;

const REQUIRED: readonly ShippingField[] = [
  'email',
  'firstName',
  'lastName',
  'address',
  'district',
  'city',
  'phone',
];

const shippingSchema = shippingAddressSchema.extend({
  district: districtSchema,
  area: areaSchema,
  zipCode: z
    .string()
    .trim()
    .max(ZIP_CODE_MAX, msg('checkout.error.zipCodeTooLong', { max: ZIP_CODE_MAX })),
  phone: z.string().trim().min(1, msg('checkout.error.phoneRequired')).pipe(bdMobileSchema),
});

/** For a shopper signed in by phone: a blank e-mail is none, a typed one must still be an address. */
const emailOptionalSchema = shippingSchema.extend({ email: orderEmailSchema });

/** Field errors, and whether any required field is empty (which has its own toast). */
export function checkShipping(
  input: ShippingValues,
  { emailOptional = false }: { emailOptional?: boolean } = {},
): {
  errors: ShippingErrors;
  missingRequired: boolean;
} {
  const values = input;
  const parsed = (emailOptional ? emailOptionalSchema : shippingSchema).safeParse(values);
  const errors: ShippingErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ShippingField;
      errors[field] ??= issue.message;
    }
  }
  const missingRequired = REQUIRED.some(
    (field) => values[field].trim() === '' && !(emailOptional && field === 'email'),
  );
  return { errors, missingRequired };
}
