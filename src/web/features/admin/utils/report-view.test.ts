import { describe, expect, it } from 'vitest';
import { periodLabel, rangeLabel } from './report-dates';
import {
  defaultBucket,
  dhakaToday,
  presetRange,
  productsCsvHref,
  reportViewFrom,
  salesCsvHref,
} from './report-view';

describe("Dhaka's days", () => {
  it('is already tomorrow in Dhaka from 6 p.m. UTC', () => {
    expect(dhakaToday(new Date('2026-10-20T17:59:59Z'))).toBe('2026-10-20');
    expect(dhakaToday(new Date('2026-10-20T18:00:00Z'))).toBe('2026-10-21');
  });

  it('counts the presets from that day', () => {
    expect(presetRange('today', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('last7', '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(presetRange('thisMonth', '2026-03-17')).toEqual({
      from: '2026-03-01',
      to: '2026-03-17',
    });
    expect(presetRange('lastMonth', '2026-03-17')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(presetRange('lastMonth', '2026-01-05')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });
});

describe('the report in the address', () => {
  it('starts at this month, by day, by product and net sales, slow movers at 90 days', () => {
    expect(reportViewFrom(new URLSearchParams(), '2026-11-29')).toEqual({
      tab: 'sales',
      preset: 'thisMonth',
      from: '2026-11-01',
      to: '2026-11-29',
      by: 'day',
      dimension: 'product',
      sort: 'netSales',
      q: '',
      slowDays: 90,
    });
    expect(reportViewFrom(new URLSearchParams('slowDays=45'), '2026-11-29').slowDays).toBe(90);
    expect(reportViewFrom(new URLSearchParams('slowDays=30'), '2026-11-29').slowDays).toBe(30);
  });

  it('keeps a custom range as given and ignores unknown options', () => {
    const view = reportViewFrom(
      new URLSearchParams('tab=products&from=2026-10-31&to=2026-10-01&sort=bogus&dimension=brand'),
      '2026-11-29',
    );
    expect(view).toMatchObject({
      tab: 'products',
      preset: 'custom',
      from: '2026-10-31',
      to: '2026-10-01',
      dimension: 'brand',
      sort: 'netSales',
    });
  });

  it('groups a long range by week or month unless told', () => {
    expect(defaultBucket('2026-01-01', '2026-02-28')).toBe('day');
    expect(defaultBucket('2026-01-01', '2026-04-30')).toBe('week');
    expect(defaultBucket('2025-01-01', '2026-04-30')).toBe('month');
    const told = new URLSearchParams('range=custom&from=2025-01-01&to=2026-04-30&by=day');
    expect(reportViewFrom(told).by).toBe('day');
  });

  it('links the CSV with the same query, leaving out an empty search', () => {
    expect(salesCsvHref({ from: '2026-10-01', to: '2026-10-31', by: 'week' })).toBe(
      '/api/admin/reports/sales.csv?from=2026-10-01&to=2026-10-31&by=week',
    );
    expect(
      productsCsvHref({
        from: '2026-10-01',
        to: '2026-10-31',
        dimension: 'variant',
        sort: 'margin',
        q: '',
      }),
    ).toBe(
      '/api/admin/reports/products.csv?from=2026-10-01&to=2026-10-31&dimension=variant&sort=margin',
    );
  });
});

describe('period names', () => {
  it('names days, weeks and months in either language', () => {
    expect(rangeLabel('2026-09-01', '2026-09-30', 'en')).toMatch(/^1\s?–\s?30 Sept? 2026$/);
    expect(rangeLabel('2026-09-01', '2026-09-01', 'en')).toMatch(/^1 Sept? 2026$/);
    expect(periodLabel('2026-10-01', 'month', 'en')).toBe('October 2026');
    expect(periodLabel('2026-10-01', 'month', 'bn')).toBe('অক্টোবর ২০২৬');
    expect(periodLabel('2026-09-28', 'week', 'en')).toMatch(/^28 Sept?\s–\s4 Oct 2026$/);
  });
});
