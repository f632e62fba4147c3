/**
 * The checkout's steps (shared/spec/storefront-spec.md "Checkout /checkout"): bKash and bank
 * transfer need a step for the payment instructions before the review; cash on delivery goes
 * straight from the method to the review, and so do the online methods (issue 20): the shopper
 * pays on the gateway's page after Place Order, so there is nothing to type here, and an empty
 * "you will pay on the next page" step would only be one more Continue on a phone.
 */
import { needsTransactionId } from '#shared/payments';
import type { PaymentMethod } from '#shared/pricing';

export type CheckoutStep = 'shipping' | 'delivery' | 'payment' | 'instructions' | 'review';

const MANUAL_PAYMENT_STEPS: readonly CheckoutStep[] = [
  'shipping',
  'delivery',
  'payment',
  'instructions',
  'review',
];
const NO_INSTRUCTIONS_STEPS: readonly CheckoutStep[] = [
  'shipping',
  'delivery',
  'payment',
  'review',
];

export function stepsFor(method: PaymentMethod): readonly CheckoutStep[] {
  return needsTransactionId(method) ? MANUAL_PAYMENT_STEPS : NO_INSTRUCTIONS_STEPS;
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

/** The main button: Place Order on the review (step 4 without instructions, else 5), otherwise Continue (its key). */
export function primaryButtonLabel(
  step: number,
  method: PaymentMethod,
  processing: boolean,
): 'checkout.button.processing' | 'checkout.button.placeOrder' | 'checkout.button.continue' {
  if (processing) return 'checkout.button.processing';
  return isLastStep(step, method) ? 'checkout.button.placeOrder' : 'checkout.button.continue';
}
