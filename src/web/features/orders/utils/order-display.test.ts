import { describe, expect, it } from 'vitest';
import { shopMessages as bnMessages } from '#shared/i18n/bn/shop';
import { shopMessages } from '#shared/i18n/en/shop';
import { createTranslator } from '#shared/i18n/translator';
import { historyOldestFirst, itemCountLabel, itemNames } from './order-display';

const { t } = createTranslator('en', shopMessages);
const bn = createTranslator('bn', bnMessages).t;

describe("the shopper's order words", () => {
  it('says item for one and items otherwise', () => {
    expect(itemCountLabel(t, [{ quantity: 2 }, { quantity: 1 }])).toBe('3 items');
    expect(itemCountLabel(t, [{ quantity: 1 }])).toBe('1 item');
    expect(itemCountLabel(t, [])).toBe('0 items');
    expect(itemCountLabel(bn, [{ quantity: 2 }, { quantity: 1 }])).toBe('৩টি পণ্য');
  });

  it('names each line with its shade or size', () => {
    expect(
      itemNames([
        { name: 'Matte Lipstick', variantTitle: 'Shade: Ruby Woo' },
        { name: 'Matte Lipstick', variantTitle: 'Shade: Velvet Nude' },
        { name: 'Rose Water', variantTitle: null },
      ]),
    ).toBe('Matte Lipstick (Shade: Ruby Woo), Matte Lipstick (Shade: Velvet Nude), Rose Water');
  });

  it('puts the oldest history entry first', () => {
    const event = { kind: 'status' as const, from: null, to: 'pending', note: null };
    const sorted = historyOldestFirst([
      { ...event, at: '2026-11-22T10:00:00.000Z' },
      { ...event, at: '2026-11-21T10:00:00.000Z' },
    ]);
    expect(sorted.map((entry) => entry.at)).toEqual([
      '2026-11-21T10:00:00.000Z',
      '2026-11-22T10:00:00.000Z',
    ]);
  });
});
