import { describe, expect, it } from 'vitest';
import { ordersCsvHref } from './csv-link';
import { orderFiltersFrom, orderFiltersQuery, pageFrom } from './orders-filters';

describe('order filters in the URL', () => {
  it('reads known values and ignores unknown ones', () => {
    const params = new URLSearchParams(
      'status=shipped&paymentStatus=bogus&paymentMethod=bkash_online&q=%20017%20&page=3',
    );
    expect(orderFiltersFrom(params)).toEqual({
      status: 'shipped',
      paymentStatus: undefined,
      paymentMethod: 'bkash_online',
      q: '017',
      page: 3,
    });
  });

  it('falls back to page 1', () => {
    expect(pageFrom(new URLSearchParams('page=0'))).toBe(1);
    expect(pageFrom(new URLSearchParams('page=2.5'))).toBe(1);
    expect(pageFrom(new URLSearchParams('page=abc'))).toBe(1);
    expect(pageFrom(new URLSearchParams())).toBe(1);
  });

  it('writes only what is set', () => {
    expect(orderFiltersQuery({ page: 1 }).toString()).toBe('');
    expect(orderFiltersQuery({ status: 'pending', q: 'a b', page: 2 }).toString()).toBe(
      'status=pending&q=a+b&page=2',
    );
  });

  it('reads an unknown method as no method filter', () => {
    expect(orderFiltersFrom(new URLSearchParams('paymentMethod=cheque')).paymentMethod).toBe(
      undefined,
    );
    expect(orderFiltersQuery({ paymentMethod: 'sslcommerz', page: 1 }).toString()).toBe(
      'paymentMethod=sslcommerz',
    );
  });

  it('reads and writes the delivery filter (attention, held, risky, late) and ignores others', () => {
    expect(orderFiltersFrom(new URLSearchParams('delivery=held')).delivery).toBe('held');
    expect(orderFiltersFrom(new URLSearchParams('delivery=late')).delivery).toBe('late');
    expect(orderFiltersFrom(new URLSearchParams('delivery=lost')).delivery).toBe(undefined);
    expect(orderFiltersQuery({ delivery: 'risky', status: 'processing', page: 1 }).toString()).toBe(
      'status=processing&delivery=risky',
    );
  });

  it('builds the CSV link from the filters without the page', () => {
    expect(ordersCsvHref({ page: 1 })).toBe('/api/admin/orders.csv?');
    expect(ordersCsvHref({ paymentStatus: 'completed', q: 'TX1', page: 4 })).toBe(
      '/api/admin/orders.csv?paymentStatus=completed&q=TX1',
    );
  });
});
