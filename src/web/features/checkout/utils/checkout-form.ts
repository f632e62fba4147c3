/**
 * The checkout form's values and checks. The shapes come from the shared checkout contract, so
 * the inline messages are the ones the server would send. Messages are catalogue keys (msg()):
 * the field frame and the toasts read them in the shopper's language.
 */
import { z } from 'zod';
import { msg } from '#shared/i18n/translator';
import type { DeliveryLocation, PaymentMethod } from '#shared/pricing';
import { bdMobileSchema } from '#shared/schemas/account';
import { emailSchema, requiredText } from '#shared/schemas/common';
import type { CheckoutInput } from '#shared/schemas/order';

export type ShippingValues = {
  email: string;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  zipCode: string;
  phone: string;
};
export type ShippingField = keyof ShippingValues;
export type ShippingErrors = Partial<Record<ShippingField, string>>;

export const REQUIRED_FIELDS_MESSAGE = msg('checkout.error.requiredFields');
export const TRANSACTION_ID_MESSAGE = msg('checkout.error.transactionId');
const ZIP_CODE_MAX = 10;

const REQUIRED: readonly ShippingField[] = [
  'email',
  'firstName',
  'lastName',
  'address',
  'city',
  'phone',
];

const shippingSchema = z.object({
  email: emailSchema,
  firstName: requiredText('First name', 50),
  lastName: requiredText('Last name', 50),
  address: requiredText('Address', 300),
  city: requiredText('City', 100),
  zipCode: z
    .string()
    .trim()
    .max(ZIP_CODE_MAX, msg('checkout.error.zipCodeTooLong', { max: ZIP_CODE_MAX })),
  phone: z.string().trim().min(1, msg('checkout.error.phoneRequired')).pipe(bdMobileSchema),
});

type Prefill = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  address: string | null;
};

export function shippingFromAccount(account: Prefill): ShippingValues {
  return {
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    address: account.address ?? '',
    city: '',
    zipCode: '',
    phone: account.phone ?? '',
  };
}

/** Field errors, and whether any required field is empty (which has its own toast). */
export function checkShipping(values: ShippingValues): {
  errors: ShippingErrors;
  missingRequired: boolean;
} {
  const parsed = shippingSchema.safeParse(values);
  const errors: ShippingErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ShippingField;
      errors[field] ??= issue.message;
    }
  }
  const missingRequired = REQUIRED.some((field) => values[field].trim() === '');
  return { errors, missingRequired };
}

export type PaymentDetails = {
  location: DeliveryLocation;
  paymentMethod: PaymentMethod;
  transactionId: string;
  paymentProof: string | null;
};

/** What POST /api/orders gets, without its key. Never prices: the server computes them. */
export function checkoutBody(
  shipping: ShippingValues,
  payment: PaymentDetails,
): Omit<CheckoutInput, 'idempotencyKey'> {
  const manual = payment.paymentMethod !== 'cod';
  const zipCode = shipping.zipCode.trim();
  return {
    email: shipping.email.trim(),
    firstName: shipping.firstName.trim(),
    lastName: shipping.lastName.trim(),
    address: shipping.address.trim(),
    city: shipping.city.trim(),
    ...(zipCode ? { zipCode } : {}),
    phone: shipping.phone.trim(),
    location: payment.location,
    paymentMethod: payment.paymentMethod,
    // Cash on delivery has nothing to prove, even if a bKash ID was typed before switching.
    ...(manual ? { transactionId: payment.transactionId.trim() } : {}),
    ...(manual && payment.paymentProof ? { paymentProof: payment.paymentProof } : {}),
  };
}
