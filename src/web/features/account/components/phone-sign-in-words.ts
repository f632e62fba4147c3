import type { MessageLoaders } from '../../../lib/i18n';

/** The phone form's words alone, for the sheet on pages that have not loaded the account's. */
export const PHONE_SIGN_IN_WORDS: MessageLoaders = {
  en: () => import('#shared/i18n/en/phone-sign-in').then((m) => m.phoneSignInMessages),
  bn: () => import('#shared/i18n/bn/phone-sign-in').then((m) => m.phoneSignInMessages),
};
