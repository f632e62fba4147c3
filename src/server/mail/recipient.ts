/** An e-mail's language: the account's (as the spec asks), else the request's, else English. */
import { eq } from 'drizzle-orm';
import {
  DEFAULT_LANGUAGE,
  type Language,
  languageFromAcceptLanguage,
  languageFromCookie,
} from '#shared/i18n/languages';
import type { Database } from '../db/client';
import { orders, profiles } from '../db/schema';

export async function accountLanguage(
  db: Database,
  userId: string | null | undefined,
): Promise<Language | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ locale: profiles.locale })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.locale ?? null;
}

export async function recipientLanguage(
  db: Database,
  userId: string | null | undefined,
  fallback: Language,
): Promise<Language> {
  return (await accountLanguage(db, userId)) ?? fallback;
}

/** The language of the shopper who placed an order (orders of deleted accounts have none). */
export async function orderRecipientLanguage(
  db: Database,
  orderId: string,
  fallback: Language,
): Promise<Language> {
  const [row] = await db
    .select({ userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return recipientLanguage(db, row?.userId, fallback);
}

/** The language of a web Request (Better Auth's callbacks get one): cookie, else Accept-Language. */
export function languageOfHeaders(headers: Headers | undefined): Language {
  if (!headers) return DEFAULT_LANGUAGE;
  return (
    languageFromCookie(headers.get('cookie') ?? undefined) ??
    languageFromAcceptLanguage(headers.get('accept-language') ?? undefined)
  );
}
