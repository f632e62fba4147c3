/**
 * Catalogues of their own for areas most visits never open (long texts, account pages, checkout,
 * contact, order tracking): their
 * pages load them; every other page saves the bytes (docs/decisions/007).
 */
import type { MessageLoaders } from '../lib/i18n';

export const STATIC_WORDS: MessageLoaders = {
  en: () => import('#shared/i18n/en/static').then((m) => m.staticPages),
  bn: () => import('#shared/i18n/bn/static').then((m) => m.staticPages),
};

export const CHECKOUT_WORDS: MessageLoaders = {
  en: () => import('#shared/i18n/en/checkout').then((m) => m.checkout),
  bn: () => import('#shared/i18n/bn/checkout').then((m) => m.checkout),
};

export const CONTACT_WORDS: MessageLoaders = {
  en: () => import('#shared/i18n/en/contact').then((m) => m.contact),
  bn: () => import('#shared/i18n/bn/contact').then((m) => m.contact),
};

export const ACCOUNT_WORDS: MessageLoaders = {
  en: () => import('#shared/i18n/en/account').then((m) => m.account),
  bn: () => import('#shared/i18n/bn/account').then((m) => m.account),
};

export const TRACK_WORDS: MessageLoaders = {
  en: () => import('#shared/i18n/en/track').then((m) => m.track),
  bn: () => import('#shared/i18n/bn/track').then((m) => m.track),
};
