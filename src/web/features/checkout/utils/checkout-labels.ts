import type { DeliveryLocation, PaymentMethod } from '#shared/pricing';

export const LOCATION_LABELS: Record<DeliveryLocation, string> = {
  dhaka: 'Inside Dhaka',
  outside: 'Outside Dhaka',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bkash: 'bKash',
  bank: 'Bank Transfer',
  cod: 'Cash on Delivery',
};
