import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues';
import { languageFromAcceptLanguage, languageFromCookie } from './languages';
import { createTranslator, msg } from './translator';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Words that read the same in both languages (names and brands). */
const SAME_IN_BOTH =
  /^(bKash|Sajghor|Facebook|Messenger|Instagram|YouTube|TikTok|English|বাংলা|COD|ID|PNG|JPEG|WebP|CSV|SKU|—|[\d\s.,:%৳/+()-]*)$/;

describe('message catalogues', () => {
  for (const [name, { en, bn }] of Object.entries(CATALOGUES)) {
    it(`${name}: Bangla and English have the same keys and placeholders, none empty`, () => {
      expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
      for (const [key, english] of Object.entries(en)) {
        const bangla = (bn as Record<string, string>)[key] ?? '';
        expect(english.trim(), key).not.toBe('');
        expect(bangla.trim(), key).not.toBe('');
        expect(placeholders(bangla), key).toEqual(placeholders(english));
      }
    });

    it(`${name}: every Bangla message is translated (not a copy of the English)`, () => {
      const copied = Object.entries(en).filter(
        ([key, english]) =>
          (bn as Record<string, string>)[key] === english &&
          // Placeholders alone ('{page} | {shop}') have nothing to translate.
          !SAME_IN_BOTH.test(english.replace(/\{\w+\}|\|/g, '').trim()),
      );
      expect(copied.map(([key]) => key)).toEqual([]);
    });
  }

  it('no key is defined by two catalogues', () => {
    const seen = new Map<string, string>();
    for (const [name, { en }] of Object.entries(CATALOGUES)) {
      for (const key of Object.keys(en)) {
        expect(seen.get(key), `${key} in ${name}`).toBeUndefined();
        seen.set(key, name);
      }
    }
  });
});

describe('translator', () => {
  const messages = {
    'x.hello': 'Hello {name}',
    'x.items.one': '{count} item',
    'x.items.other': '{count} items',
  };
  const en = createTranslator('en', messages);
  const bn = createTranslator('bn', { ...messages, 'x.hello': 'নমস্কার {name}' });

  it('fills placeholders and picks plural forms', () => {
    // @ts-expect-error: a key made up for this test
    expect(en.t('x.hello', { name: 'Rina' })).toBe('Hello Rina');
    // @ts-expect-error: a key made up for this test
    expect(en.t('x.items', { count: 1 })).toBe('1 item');
    // @ts-expect-error: a key made up for this test
    expect(en.t('x.items', { count: 12 })).toBe('12 items');
    // @ts-expect-error: a key made up for this test
    expect(bn.t('x.items', { count: 12 })).toBe('১২ items');
  });

  it('translates messages made by msg() and passes other text through', () => {
    // @ts-expect-error: a key made up for this test
    expect(bn.message(msg('x.hello', { name: 'Rina' }))).toBe('নমস্কার Rina');
    expect(en.message('Plain words stay as they are')).toBe('Plain words stay as they are');
  });

  it('groups money the Bangladeshi way, with Bangla digits in Bangla', () => {
    expect(en.money(10_000_000, { decimals: true })).toBe('৳1,00,000.00');
    expect(bn.money(10_000_000, { decimals: true })).toBe('৳১,০০,০০০.০০');
    expect(en.money(1_250_000_000)).toBe('৳1,25,00,000');
    expect(bn.money(245_050)).toBe('৳২,৪৫০.৫০');
    expect(en.number(1_234_567)).toBe('12,34,567');
    expect(bn.number(1_234_567)).toBe('১২,৩৪,৫৬৭');
  });

  it('writes dates in Dhaka time, in the chosen language', () => {
    expect(en.date('2026-11-22T20:00:00Z')).toBe('23 Nov 2026');
    expect(bn.date('2026-11-22T08:00:00Z')).toMatch(/^২২/);
    expect(en.dateTime('2026-11-22T08:05:00Z')).toBe('22 Nov 2026, 14:05');
  });
});

describe('choosing a language', () => {
  it('follows the browser when there is no cookie', () => {
    expect(languageFromAcceptLanguage('bn-BD,bn;q=0.9,en;q=0.8')).toBe('bn');
    expect(languageFromAcceptLanguage('fr-FR,fr;q=0.9,bn;q=0.5,en;q=0.4')).toBe('bn');
    expect(languageFromAcceptLanguage('en-US,en;q=0.9,bn;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('de-DE')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
  });

  it('reads the lang cookie and ignores values it does not know', () => {
    expect(languageFromCookie('a=1; lang=bn; b=2')).toBe('bn');
    expect(languageFromCookie('lang=fr')).toBeUndefined();
    expect(languageFromCookie(undefined)).toBeUndefined();
  });
});
