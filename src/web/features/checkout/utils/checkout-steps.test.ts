import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '#shared/i18n/catalogues';
import { createTranslator } from '#shared/i18n/translator';
import { clampStep, isLastStep, primaryButtonLabel, stepAt, stepsFor } from './checkout-steps';

const { t } = createTranslator('en', ALL_MESSAGES.en);

describe('checkout steps', () => {
  it('has five steps for bKash and bank, four for cash on delivery', () => {
    expect(stepsFor('bkash')).toHaveLength(5);
    expect(stepsFor('bank')).toHaveLength(5);
    expect(stepsFor('cod')).toEqual(['shipping', 'delivery', 'payment', 'review']);
  });

  it('goes from the method to the review for the online methods: they pay after Place Order', () => {
    expect(stepsFor('bkash_online')).toEqual(['shipping', 'delivery', 'payment', 'review']);
    expect(stepsFor('sslcommerz')).toEqual(['shipping', 'delivery', 'payment', 'review']);
    expect(t(primaryButtonLabel(4, 'bkash_online', false))).toBe('Place Order');
    expect(clampStep(5, 'sslcommerz')).toBe(4);
  });

  it('shows the payment instructions on step 4 except for cash on delivery', () => {
    expect(stepAt(4, 'bkash')).toBe('instructions');
    expect(stepAt(4, 'bank')).toBe('instructions');
    expect(stepAt(4, 'cod')).toBe('review');
    expect(stepAt(5, 'bank')).toBe('review');
  });

  it('reads Place Order on step 4 with cod or on step 5, else Continue', () => {
    const label = (...args: Parameters<typeof primaryButtonLabel>) =>
      t(primaryButtonLabel(...args));
    expect(label(3, 'cod', false)).toBe('Continue');
    expect(label(4, 'cod', false)).toBe('Place Order');
    expect(label(4, 'bkash', false)).toBe('Continue');
    expect(label(5, 'bkash', false)).toBe('Place Order');
    expect(label(5, 'bank', true)).toBe('Processing...');
  });

  it('keeps the step inside the method after a switch', () => {
    expect(clampStep(5, 'cod')).toBe(4);
    expect(clampStep(0, 'bkash')).toBe(1);
    expect(isLastStep(clampStep(5, 'cod'), 'cod')).toBe(true);
    expect(isLastStep(4, 'bkash')).toBe(false);
  });
});
