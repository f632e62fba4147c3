import { describe, expect, it } from 'vitest';
import { type LegalSettings, legalSettingsSchema } from '#shared/schemas/vat';
import {
  formatBin,
  legalFormValues,
  legalInputFrom,
  nextCategory,
  readPercent,
} from './legal-settings-form';

const saved: LegalSettings = {
  legalName: 'Sajghor Trading Ltd.',
  legalAddress: 'House 12, Road 5, Dhanmondi, Dhaka 1205',
  dbid: '123456789',
  tradeLicence: 'TRAD/DNCC/012345/2024',
  vatRegistered: true,
  bin: '0001234560101',
  vatRatePercent: 15,
  categoryRates: [{ category: 'skincare', ratePercent: 7.5 }],
  codClockStarts: 'confirmed',
};

describe('the legal settings form', () => {
  it('writes a BIN 9-4 and leaves anything else as it came', () => {
    expect(formatBin('0001234560101')).toBe('000123456-0101');
    expect(formatBin('12345')).toBe('12345');
  });

  it('reads rates in either script; an empty or wrong one is NaN for the server to name', () => {
    expect(readPercent(' 7.5 ')).toBe(7.5);
    expect(readPercent('৭.৫')).toBe(7.5);
    expect(readPercent('7,5')).toBe(7.5);
    expect(readPercent('')).toBeNaN();
    expect(readPercent('fifteen')).toBeNaN();
  });

  it('sends what was saved back unchanged, and empty numbers as none', () => {
    const input = legalInputFrom(legalFormValues(saved));
    expect(legalSettingsSchema.parse(input)).toEqual(saved);
    const cleared = legalInputFrom({
      ...legalFormValues(saved),
      dbid: ' ',
      tradeLicence: '',
      bin: '',
      vatRegistered: false,
    });
    expect([cleared.dbid, cleared.tradeLicence, cleared.bin]).toEqual([null, null, null]);
  });

  it('offers the first category without a rate next', () => {
    expect(nextCategory([])).toBe('makeup');
    expect(nextCategory([{ category: 'makeup', rate: '5' }])).toBe('skincare');
  });
});
