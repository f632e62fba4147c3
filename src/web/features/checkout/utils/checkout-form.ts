/**
 * The checkout form's values and the body it sends. Its checks are in `shipping-check.ts`, loaded
 * on first use, because they bring zod (docs/decisions/007). Messages are catalogue keys (msg()):
 * the field frame and the toasts read them in the shopper's language.
 */
import { msg } from '#shared/i18n/translator';
import { needsTransactionId } from '#shared/payments';
import type { DeliveryLocation, PaymentMethod } from '#shared/pricing';
import type { CheckoutInput } from '#shared/schemas/order';

export type ShippingValues = {
  email: string;
  firstName: string;
  lastName: string;
  address: string;
  /** A district id (#shared/districts), '' until chosen, and the area in it ('' for none). */
  district: string;
  area: string;
  city: string;
  zipCode: string;
  phone: string;
};
export type ShippingField = keyof ShippingValues;
export type ShippingErrors = Partial<Record<ShippingField, string>>;

export const REQUIRED_FIELDS_MESSAGE = msg('checkout.error.requiredFields');
export const TRANSACTION_ID_MESSAGE = msg('checkout.error.transactionId');
export const TRANSACTION_ID_FIELD = 'checkout-transaction-id';

type Prefill = {
  email: string | null;
  firstName: string;
  lastName: string;
  phone: string | null;
  address: string | null;
};

export function shippingFromAccount(account: Prefill): ShippingValues {
  return {
    email: account.email ?? '',
    firstName: account.firstName,
    lastName: account.lastName,
    address: account.address ?? '',
    district: '',
    area: '',
    city: '',
    zipCode: '',
    phone: account.phone ?? '',
  };
}

/** bKash or bank transfer by hand: paid first, then the transaction ID typed on step 4. */
export function isManualMethod(method: PaymentMethod): method is 'bkash' | 'bank' {
  return needsTransactionId(method);
}

export type PaymentDetails = {
  location: DeliveryLocation;
  /** Keep the address on the account ("Save this address for next time"). */
  saveAddress?: boolean;
  paymentMethod: PaymentMethod;
  transactionId: string;
  paymentProof: string | null;
};

/** What POST /api/orders gets, without its key. Never prices: the server computes them. */
export function checkoutBody(
  shipping: ShippingValues,
  payment: PaymentDetails,
  couponCode: string | null = null,
  points = 0,
  credit = 0,
): Omit<CheckoutInput, 'idempotencyKey'> {
  const manual = needsTransactionId(payment.paymentMethod);
  const zipCode = shipping.zipCode.trim();
  const area = shipping.area.trim();
  const email = shipping.email.trim();
  return {
    // Left out when blank: only an account made by phone may order without one (the server says).
    ...(email ? { email } : {}),
    firstName: shipping.firstName.trim(),
    lastName: shipping.lastName.trim(),
    address: shipping.address.trim(),
    // The location must be the one the district implies: the server refuses any other.
    ...(shipping.district ? { district: shipping.district } : {}),
    ...(area ? { area } : {}),
    city: shipping.city.trim(),
    ...(zipCode ? { zipCode } : {}),
    phone: shipping.phone.trim(),
    location: payment.location,
    ...(payment.saveAddress ? { saveAddress: true } : {}),
    paymentMethod: payment.paymentMethod,
    // Cash on delivery and the online methods have nothing to prove, even if a bKash ID was
    // typed before switching.
    ...(manual ? { transactionId: payment.transactionId.trim() } : {}),
    ...(manual && payment.paymentProof ? { paymentProof: payment.paymentProof } : {}),
    // The server checks the code again in the order's transaction and refuses the order if it
    // no longer applies.
    ...(couponCode ? { couponCode } : {}),
    // Likewise the points: refused (409) if she no longer holds them or the order takes fewer.
    ...(points > 0 ? { points } : {}),
    // And the store credit (poisha): refused if not held, more than the total, or paying it all
    // by any method but cash on delivery.
    ...(credit > 0 ? { credit } : {}),
  };
}
