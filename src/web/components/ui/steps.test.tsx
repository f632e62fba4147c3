/**
 * Progress through known steps, as a parcel's delivery and a return show it: every step in order,
 * the last reached one the current step, each reached step's state said to screen readers.
 */
import '../../test/browser';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, expect, test } from 'vitest';
import { shopMessages } from '#shared/i18n/bn/shop';
import { I18nProvider } from '../../lib/i18n';
import { Steps } from './steps';

afterEach(cleanup);

test('lists every step, marks the last reached one current, and says each reached one’s state', () => {
  render(
    <I18nProvider language="bn" messages={shopMessages}>
      <Steps
        steps={[
          { key: 'booked', label: 'বুক হয়েছে', reached: true, at: '2026-11-21T06:30:00Z' },
          { key: 'in_transit', label: 'পথে আছে', reached: true, at: null },
          { key: 'delivered', label: 'ডেলিভারি হয়েছে', reached: false, at: null },
        ]}
        now="এখন"
        done="সম্পন্ন"
      />
    </I18nProvider>,
  );
  const items = screen.getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringMatching(/^বুক হয়েছে \(সম্পন্ন\)২১ নভে, ২০২৬/),
    'পথে আছে (এখন)',
    'ডেলিভারি হয়েছে',
  ]);
  expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null]);
  expect(items[0]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-21T06:30:00Z');
});
