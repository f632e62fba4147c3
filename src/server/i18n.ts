/** Errors speak the `lang` cookie's language (else Accept-Language); e-mails the account's. */
import type { FastifyRequest } from 'fastify';
import { ALL_MESSAGES } from '#shared/i18n/catalogues';
import {
  type Language,
  languageFromAcceptLanguage,
  languageFromCookie,
} from '#shared/i18n/languages';
import { createTranslator, type Translator } from '#shared/i18n/translator';

const translators: Record<Language, Translator> = {
  en: createTranslator('en', ALL_MESSAGES.en),
  bn: createTranslator('bn', ALL_MESSAGES.bn),
};

export function translatorFor(language: Language): Translator {
  return translators[language];
}

export function languageOf(request: FastifyRequest): Language {
  return (
    languageFromCookie(request.headers.cookie) ??
    languageFromAcceptLanguage(request.headers['accept-language'])
  );
}

export function translatorOf(request: FastifyRequest): Translator {
  return translatorFor(languageOf(request));
}
