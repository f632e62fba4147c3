import { describe, expect, it } from 'vitest';
import { historyOldestFirst, itemCountLabel } from './order-display';

describe("the shopper's order words", () => {
  it('says item for one and items otherwise', () => {
    expect(itemCountLabel([{ quantity: 2 }, { quantity: 1 }])).toBe('3 items');
    expect(itemCountLabel([{ quantity: 1 }])).toBe('1 item');
    expect(itemCountLabel([])).toBe('0 items');
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
