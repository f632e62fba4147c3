import { describe, expect, it } from 'vitest';
import type { Promotion } from '#shared/schemas/admin-promotions';
import {
  dhakaLocal,
  fromDhakaLocal,
  parsePromotionForm,
  promotionFormValues,
} from './promotion-form-values';

const filled = () => ({
  ...promotionFormValues(undefined, Date.parse('2026-11-25T03:10:00Z')),
  code: 'eid20',
  name: 'Eid',
  value: '20',
  maxDiscount: '500',
  minSubtotal: '2000.50',
});

describe('promotion form values', () => {
  it('reads the times as Dhaka time (UTC+06:00) and back', () => {
    expect(dhakaLocal('2026-11-25T04:00:00Z')).toBe('2026-11-25T10:00');
    expect(fromDhakaLocal('2026-11-25T10:00')).toBe('2026-11-25T10:00:00+06:00');
  });

  it('starts a new promotion now, in Dhaka time, and ends it a week later (issue 37)', () => {
    const now = Date.parse('2026-11-25T03:10:42.500Z');
    const values = promotionFormValues(undefined, now);
    expect(values).toMatchObject({ startsAt: '2026-11-25T09:10', endsAt: '2026-12-02T09:10' });
    // Sent as the minute that has begun: live once saved, not Scheduled.
    const sent = parsePromotionForm({ ...filled(), startsAt: values.startsAt });
    expect(sent.success && Date.parse(sent.data.startsAt)).toBeLessThanOrEqual(now);
  });

  it('sends taka as poisha and the code in capitals', () => {
    const result = parsePromotionForm(filled());
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data).toMatchObject({
      code: 'EID20',
      discountValue: 20,
      maxDiscount: 50_000,
      minSubtotal: 200_050,
      startsAt: '2026-11-25T09:10:00+06:00',
    });
  });

  it("drops a coupon's settings from a sale and asks for its scope", () => {
    const result = parsePromotionForm({ ...filled(), kind: 'sale', usageLimit: '5' });
    expect(result).toEqual({
      success: false,
      errors: { productIds: 'admin.promotions.error.saleScope' },
    });
    const scoped = parsePromotionForm({ ...filled(), kind: 'sale', categories: ['makeup'] });
    expect(scoped.success && scoped.data).toMatchObject({
      code: null,
      maxDiscount: null,
      minSubtotal: null,
      usageLimit: null,
      categories: ['makeup'],
    });
  });

  it('puts the schema and the number problems on their fields', () => {
    const result = parsePromotionForm({
      ...filled(),
      value: '150',
      maxDiscount: '1.234',
      productIds: '12, x',
      endsAt: '2026-11-24T10:00',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors).toEqual({
      value: 'admin.promotions.error.percent',
      maxDiscount: 'admin.promotions.form.decimals',
      productIds: 'admin.promotions.error.ids',
      endsAt: 'admin.promotions.error.endBeforeStart',
    });
  });

  it("keeps an edited promotion's stored start when its field is unchanged", () => {
    const stored = { startsAt: '2026-11-25T04:00:07.123Z', endsAt: null } as Promotion;
    const values = { ...filled(), startsAt: dhakaLocal(stored.startsAt), endsAt: '' };
    const result = parsePromotionForm(values, stored);
    expect(result.success && result.data.startsAt).toBe('2026-11-25T04:00:07.123Z');
  });
});
