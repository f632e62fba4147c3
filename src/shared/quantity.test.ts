import { describe, expect, it } from 'vitest';
import { canDecrease, canIncrease, settleQuantity } from './quantity';

describe('the quantity stepper rules', () => {
  it.each([
    ['3', 10, 3],
    ['0', 10, 1],
    ['-4', 10, 1],
    ['', 10, 1],
    ['abc', 10, 1],
    ['2.7', 10, 2],
    ['25', 10, 10],
    [12, 5, 5],
    ['1', 0, 1],
  ])('settles %o with stock %i to %i', (typed, stock, expected) => {
    expect(settleQuantity(typed, stock)).toBe(expected);
  });

  it('disables minus at 1 and plus at the stock', () => {
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(2)).toBe(true);
    expect(canIncrease(4, 5)).toBe(true);
    expect(canIncrease(5, 5)).toBe(false);
    expect(canIncrease(1, 0)).toBe(false);
  });
});
