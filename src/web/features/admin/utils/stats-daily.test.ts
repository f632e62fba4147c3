import { describe, expect, it } from 'vitest';
import { dailyPoints, dailyTotals, dayLabel } from './stats-daily';

describe('dashboard days', () => {
  it('labels a date by its own day and month', () => {
    expect(dayLabel('2025-03-07')).toBe('7 Mar');
    expect(dayLabel('2024-12-31')).toBe('31 Dec');
    expect(dayLabel('nonsense')).toBe('nonsense');
  });

  it('turns poisha into taka for the chart and sums the period', () => {
    const daily = [
      { date: '2025-01-01', orders: 2, revenue: 125_050 },
      { date: '2025-01-02', orders: 0, revenue: 0 },
    ];
    expect(dailyPoints(daily)).toEqual([
      { date: '2025-01-01', label: '1 Jan', orders: 2, revenueTaka: 1250.5 },
      { date: '2025-01-02', label: '2 Jan', orders: 0, revenueTaka: 0 },
    ]);
    expect(dailyTotals(daily)).toEqual({ orders: 2, revenue: 125_050 });
  });
});
