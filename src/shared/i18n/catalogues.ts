/** All catalogues, for the server and tests (the browser loads only its language's storefront one). */

import { adminMessages as adminBn } from './bn/admin';
import { serverMessages as serverBn } from './bn/server';
import { shopMessages as shopBn } from './bn/shop';
import { adminMessages as adminEn } from './en/admin';
import { serverMessages as serverEn } from './en/server';
import { shopMessages as shopEn } from './en/shop';
import type { Language } from './languages';
import type { Messages } from './translator';

export const CATALOGUES = {
  shop: { en: shopEn, bn: shopBn },
  admin: { en: adminEn, bn: adminBn },
  server: { en: serverEn, bn: serverBn },
} satisfies Record<string, Record<Language, Messages>>;

export const ALL_MESSAGES: Record<Language, Messages> = {
  en: { ...shopEn, ...adminEn, ...serverEn },
  bn: { ...shopBn, ...adminBn, ...serverBn },
};
