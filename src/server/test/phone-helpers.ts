/**
 * Signing in by phone in tests: ask for a code, read it from the SMS queue the way a shopper reads
 * their phone, and send it back.
 */
import { and, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { placeholderEmailFor } from '#shared/phone';
import type { Database } from '../db/client';
import { outgoingMessages, profiles, rateLimits, users } from '../db/schema';
import { originOf } from './auth-helpers';

let next = Math.floor(Math.random() * 50_000_000);

/** A fresh Bangladeshi mobile number in the stored form (+88017XXXXXXXX), new in every call. */
export function uniquePhoneNumber(): string {
  next += 1;
  return `+88017${String(next % 100_000_000).padStart(8, '0')}`;
}

export type PhoneRequestOptions = {
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
};

export function postPhone(
  app: FastifyInstance,
  url: string,
  payload: Record<string, unknown>,
  { cookie, ip = '127.0.0.1', headers = {} }: PhoneRequestOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: { origin: originOf(app), ...(cookie ? { cookie } : {}), ...headers },
  });
}

export function sendOtp(app: FastifyInstance, phoneNumber: string, options?: PhoneRequestOptions) {
  return postPhone(app, '/api/auth/phone-number/send-otp', { phoneNumber }, options);
}

export function verifyPhone(
  app: FastifyInstance,
  body: Record<string, unknown>,
  options?: PhoneRequestOptions,
) {
  return postPhone(app, '/api/auth/phone-number/verify', body, options);
}

/** The newest SMS queued for the number (+8801… form). */
export async function lastSmsTo(db: Database, phoneNumber: string) {
  const [message] = await db
    .select()
    .from(outgoingMessages)
    .where(and(eq(outgoingMessages.channel, 'sms'), eq(outgoingMessages.recipient, phoneNumber)))
    .orderBy(desc(outgoingMessages.createdAt))
    .limit(1);
  if (!message) throw new Error(`no SMS to ${phoneNumber}`);
  return message;
}

/** The 6-digit code in the newest sign-in SMS to the number. */
export async function lastCodeTo(db: Database, phoneNumber: string): Promise<string> {
  const code = (await lastSmsTo(db, phoneNumber)).body.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code in the SMS to ${phoneNumber}`);
  return code;
}

/** Lets the next code go out at once, as if the minute (and hour) had passed. */
export async function forgetCodeLimits(db: Database) {
  await db.delete(rateLimits).where(like(rateLimits.key, 'account:otp-%'));
}

/**
 * Makes an existing account look as a phone sign-up leaves it: the number verified as its
 * identity, the placeholder e-mail, and the notification switches given.
 */
export async function makePhoneAccount(
  db: Database,
  userId: string,
  phoneNumber: string,
  switches: { notifyEmail: boolean; notifySms: boolean; notifyMarketing: boolean },
) {
  await db
    .update(users)
    .set({ phoneNumber, phoneNumberVerified: true, email: placeholderEmailFor(phoneNumber) })
    .where(eq(users.id, userId));
  await db.update(profiles).set(switches).where(eq(profiles.userId, userId));
}
