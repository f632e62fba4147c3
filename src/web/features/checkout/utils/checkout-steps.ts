/**
 * The checkout's steps (shared/spec/storefront-spec.md "Checkout /checkout"): bKash and bank
 * transfer need a step for the payment instructions before the review; cash on delivery goes
 * straight from the method to the review.
 */
import type { PaymentMethod } from '#shared/pricing';

export type CheckoutStep = 'shipping' | 'delivery' | 'payment' | 'instructions' | 'review';

const MANUAL_PAYMENT_STEPS: readonly CheckoutStep[] = [
  'shipping',
  'delivery',
  'payment',
  'instructions',
  'review',
];
const COD_STEPS: readonly CheckoutStep[] = ['shipping', 'delivery', 'payment', 'review'];

export function stepsFor(method: PaymentMethod): readonly CheckoutStep[] {
  return method === 'cod' ? COD_STEPS : MANUAL_PAYMENT_STEPS;
}

/** Which step a 1-based step number shows; numbers past the end show the review. */
export function stepAt(step: number, method: PaymentMethod): CheckoutStep {
  const steps = stepsFor(method);
  return steps[clampStep(step, method) - 1] ?? 'review';
}

/** Keeps the step inside the method's steps, e.g. on step 5 after switching to cod. */
export function clampStep(step: number, method: PaymentMethod): number {
  return Math.min(Math.max(step, 1), stepsFor(method).length);
}

export function isLastStep(step: number, method: PaymentMethod): boolean {
  return step >= stepsFor(method).length;
}

/** The main button: Place Order on step 4 with cod or on step 5, otherwise Continue (its key). */
export function primaryButtonLabel(
  step: number,
  method: PaymentMethod,
  processing: boolean,
): 'checkout.button.processing' | 'checkout.button.placeOrder' | 'checkout.button.continue' {
  if (processing) return 'checkout.button.processing';
  return isLastStep(step, method) ? 'checkout.button.placeOrder' : 'checkout.button.continue';
}
