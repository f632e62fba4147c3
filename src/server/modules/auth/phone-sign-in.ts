/** Mobile sign-in (docs/decisions/012) on Better Auth's plugin; limits: phone-sign-in-routes.ts. */
import type { GenericEndpointContext } from 'better-auth';
import { setSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';
import { phoneNumber } from 'better-auth/plugins/phone-number';
import { eq } from 'drizzle-orm';
import type { Language } from '#shared/i18n/languages';
import {
  isPlaceholderEmail,
  localBdMobile,
  normalizeBdMobile,
  placeholderEmailFor,
} from '#shared/phone';
import { signUpNamesSchema } from '#shared/schemas/account';
import { OTP_LENGTH, OTP_LIFETIME_SECONDS } from '#shared/schemas/phone-auth';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { translatorFor } from '../../i18n';
import { languageOfHeaders } from '../../mail/recipient';
import { enqueueMessage } from '../../messages/queue';

export const PHONE_VERIFY_PATH = '/phone-number/verify';
export const OTP_ALLOWED_ATTEMPTS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Better Auth's key for the code waiting for a number (its plugin's phoneNumberOTPIdentifier). */
export function otpIdentifier(phoneNumber: string): string {
  return `phone-number-otp-${phoneNumber}`;
}

/** The query runs either way, so a code takes as long for a known number as for a new one. */
async function smsLanguage(db: Database, phone: string, ctx: GenericEndpointContext | undefined) {
  const [account] = await db
    .select({ locale: profiles.locale })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.phoneNumber, phone));
  return account?.locale ?? languageOfHeaders(ctx?.headers ?? ctx?.request?.headers);
}

export function phoneSignInPlugin({ config, db }: { config: Config; db: Database }) {
  return phoneNumber({
    otpLength: OTP_LENGTH,
    expiresIn: OTP_LIFETIME_SECONDS,
    allowedAttempts: OTP_ALLOWED_ATTEMPTS,
    // Only the stored form: phone-sign-in-routes.ts has already turned what was typed into it.
    phoneNumberValidator: (phone) => normalizeBdMobile(phone) === phone,
    sendOTP: async ({ phoneNumber: phone, code }, ctx) => {
      const { t } = translatorFor(await smsLanguage(db, phone, ctx));
      await enqueueMessage(db, {
        channel: 'sms',
        recipient: phone,
        topic: 'otp',
        body: t('sms.otp', { code, shop: config.shop.name }),
      });
    },
    signUpOnVerification: {
      getTempEmail: placeholderEmailFor,
      // Replaced by the names from the verify body (nameFromPhoneSignUp); a random name covers
      // the moment between, never the number, which would leak into places names are shown.
      getTempName: () => `shopper-${generateRandomString(8, 'a-z')}`,
    },
    callbackOnVerification: async ({ phoneNumber: phone, user }) => {
      // A phone-made account's placeholder follows its number, so the old number's placeholder
      // is free for whoever gets that number next.
      if (isPlaceholderEmail(user.email) && user.email !== placeholderEmailFor(phone)) {
        await db
          .update(users)
          .set({ email: placeholderEmailFor(phone) })
          .where(eq(users.id, user.id));
      }
    },
  });
}

export function nameFromPhoneSignUp(ctx: GenericEndpointContext | null | undefined) {
  if (ctx?.path !== PHONE_VERIFY_PATH) return undefined;
  const names = signUpNamesSchema.safeParse(ctx.body ?? {});
  return names.success ? `${names.data.firstName} ${names.data.lastName}` : undefined;
}

/**
 * The plugin always remembers the session it makes; without "remember me" the shop does what
 * e-mail sign-in does: a session of at most a day, in a cookie that ends with the browser.
 */
export async function forgetPhoneSessionWithBrowser(ctx: GenericEndpointContext) {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const created = ctx.context.newSession;
  if (ctx.path !== PHONE_VERIFY_PATH || body.rememberMe !== false || !created) return;
  const expiresAt = new Date(Date.now() + DAY_MS);
  await ctx.context.internalAdapter.updateSession(created.session.token, { expiresAt });
  await setSessionCookie(
    ctx,
    { session: { ...created.session, expiresAt }, user: created.user },
    true,
  );
}

export function phoneProfileOf(phoneNumber: string) {
  return { phone: localBdMobile(phoneNumber), notifySms: true };
}

/**
 * An account for a number staff took an order for (docs/decisions/035), as phone sign-up makes
 * one. Not verified: its owner proves the number with a code when signing in, which finds it.
 */
export async function createPhoneCustomer(
  tx: Transaction,
  customer: { phoneNumber: string; firstName: string; lastName: string; locale: Language | null },
): Promise<string> {
  const id = generateRandomString(32, 'a-z', 'A-Z', '0-9');
  await tx.insert(users).values({
    id,
    name: `${customer.firstName} ${customer.lastName}`,
    email: placeholderEmailFor(customer.phoneNumber),
    phoneNumber: customer.phoneNumber,
    phoneNumberVerified: false,
  });
  await tx.insert(profiles).values({
    userId: id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    ...(customer.locale ? { locale: customer.locale } : {}),
    ...phoneProfileOf(customer.phoneNumber),
  });
  return id;
}
