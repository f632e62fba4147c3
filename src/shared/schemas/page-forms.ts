// The page forms' contract (docs/decisions/022): fields as a browser posts them (strings), each
// with the page to go back to.
import { z } from 'zod';
import type { TranslationKey } from '../i18n/keys';
import { LANGUAGES } from '../i18n/languages';
import { msg } from '../i18n/translator';
import { MAX_QUANTITY_PER_LINE } from '../quantity';
import { shopPath } from '../shop-path';

const backPath = z
  .string({ error: msg('errors.page.back') })
  .max(2000, { error: msg('errors.page.back') })
  // A path here, never another site ('//evil.example', '/\evil.example'); the pattern is the
  // contract's shape, shopPath the check: '/.//evil.example' is '//evil.example' once parsed.
  .regex(/^\/([^/\\\s][^\\\s]*)?$/, { error: msg('errors.page.back') })
  .refine((path) => shopPath(path) !== null, { error: msg('errors.page.back') });

const id = (message: TranslationKey) =>
  z.coerce
    .number({ error: msg(message) })
    .int({ error: msg(message) })
    .min(1, { error: msg(message) })
    .max(2_147_483_647, { error: msg(message) });

const quantityMessage = msg('validation.quantity.range', { max: MAX_QUANTITY_PER_LINE });

export const cartFormSchema = z.strictObject({
  productId: id('validation.productId.invalid'),
  variantId: id('validation.variantId.invalid').optional(),
  quantity: z.coerce
    .number({ error: quantityMessage })
    .int({ error: quantityMessage })
    .min(1, { error: quantityMessage })
    .max(MAX_QUANTITY_PER_LINE, { error: quantityMessage })
    .default(1),
  back: backPath,
});

export const wishlistFormSchema = z.strictObject({
  productId: id('validation.productId.invalid'),
  back: backPath,
});

export const languageFormSchema = z.strictObject({
  to: z.enum(LANGUAGES, { error: msg('validation.language.invalid') }),
  back: backPath.default('/'),
});
