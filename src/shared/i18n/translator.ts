/**
 * Turns message keys into the shopper's language: `t('cart.title')`, `t('cart.items', { count: 3 })`
 * (plural forms are keys ending .one/.other), money, numbers and dates in that language's digits.
 * The same code runs in the browser (with the storefront catalogue) and on the server (with all).
 */
import { formatMoney } from '../money';
import { formatNumber, pluralOf } from '../numbers';
import type { TranslationKey } from './keys';
import type { Language } from './languages';

export type Messages = Readonly<Record<string, string>>;
export type MessageParams = Readonly<Record<string, string | number>>;

export type Translator = {
  language: Language;
  /** The message for a key, with {placeholders} filled (numbers in the language's digits). */
  t: (key: TranslationKey, params?: MessageParams) => string;
  /** A message that may be a key made by `msg()` (zod and server messages), else the text itself. */
  message: (text: string) => string;
  money: (poisha: number, options?: { decimals?: boolean }) => string;
  number: (value: number) => string;
  /** '22 Nov 2026' / '২২ নভে, ২০২৬'. */
  date: (value: string | Date) => string;
  /** '22 Nov 2026, 14:05'. */
  dateTime: (value: string | Date) => string;
};

const DATE_LOCALE: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD' };

// Dates only (numbers are numbers.ts's): Intl objects are costly to build, so one of each per language.
function perLanguage<T>(make: (language: Language) => T): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => {
    let value = made.get(language);
    if (value === undefined) {
      value = make(language);
      made.set(language, value);
    }
    return value;
  };
}
const dateFormat = perLanguage(
  (l) => new Intl.DateTimeFormat(DATE_LOCALE[l], { dateStyle: 'medium', timeZone: 'Asia/Dhaka' }),
);
const dateTimeFormat = perLanguage(
  (l) =>
    new Intl.DateTimeFormat(DATE_LOCALE[l], {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Dhaka',
    }),
);

/** Between a key and its JSON parameters in a message made by `msg()`; keys have no spaces. */
const PARAMS_SEPARATOR = ' ';

/**
 * A message for a zod schema or an HttpError: the key (and parameters) travel as text and are
 * translated where they are shown, in the language of whoever reads them.
 */
export function msg(key: TranslationKey, params?: MessageParams): string {
  return params ? `${key}${PARAMS_SEPARATOR}${JSON.stringify(params)}` : key;
}

export function createTranslator(language: Language, messages: Messages): Translator {
  const number = (value: number) => formatNumber(value, language);

  function fill(template: string, params: MessageParams | undefined): string {
    if (!params) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? number(value) : value;
    });
  }

  function t(key: TranslationKey, params?: MessageParams): string {
    let template = messages[key];
    if (template === undefined && typeof params?.count === 'number') {
      const form = pluralOf(params.count, language);
      template = messages[`${key}.${form}`] ?? messages[`${key}.other`];
    }
    return fill(template ?? key, params);
  }

  function message(text: string): string {
    const cut = text.indexOf(PARAMS_SEPARATOR);
    const key = cut === -1 ? text : text.slice(0, cut);
    // A plural message travels by its base key: `errors.upload.tooMany` for `….one`/`….other`.
    const known = messages[key] !== undefined || messages[`${key}.other`] !== undefined;
    if (!known) return text;
    if (cut === -1) return messages[key] ?? text;
    try {
      return t(key as TranslationKey, JSON.parse(text.slice(cut + 1)) as MessageParams);
    } catch {
      return text;
    }
  }

  return {
    language,
    t,
    message,
    money: (poisha, options) => formatMoney(poisha, { locale: language, ...options }),
    number,
    date: (value) => dateFormat(language).format(new Date(value)),
    dateTime: (value) => dateTimeFormat(language).format(new Date(value)),
  };
}
