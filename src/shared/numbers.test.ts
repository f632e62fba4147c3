import { describe, expect, it } from 'vitest';
import { formatNumber, inLanguageDigits, pluralOf } from './numbers';

const LOCALES = { en: 'en-IN', bn: 'bn-BD' } as const;

describe('numbers written by hand', () => {
  const samples = [
    0, 1, 7, 42, 999, 1000, 12_345, 99_999, 1_00_000, 12_34_567, 1_25_00_000, -5, -1234.5, 4.25,
    0.5, 6.66667, 1234567.125,
  ];

  it('match Intl.NumberFormat in English and Bangla', () => {
    for (const language of ['en', 'bn'] as const) {
      for (const value of samples) {
        expect(formatNumber(value, language), `${value} in ${language}`).toBe(
          new Intl.NumberFormat(LOCALES[language]).format(value),
        );
        const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
        expect(formatNumber(value, language, { minFraction: 1, maxFraction: 1 })).toBe(
          new Intl.NumberFormat(LOCALES[language], oneDecimal).format(value),
        );
      }
    }
  });

  it('pick the plural forms Intl.PluralRules picks', () => {
    for (const language of ['en', 'bn'] as const) {
      for (const count of [0, 1, 2, 5, 11, 21, 100, 0.5, 1.5]) {
        expect(pluralOf(count, language), `${count} in ${language}`).toBe(
          new Intl.PluralRules(language).select(count),
        );
      }
    }
  });

  it('write Bangla digits only in Bangla', () => {
    expect(inLanguageDigits('2026', 'bn')).toBe('২০২৬');
    expect(inLanguageDigits('2026', 'en')).toBe('2026');
  });
});
