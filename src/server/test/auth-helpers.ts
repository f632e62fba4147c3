/**
 * Helpers for tests that need shoppers: register through the real API, send the queued e-mail and
 * read it from the outbox, follow its link, sign in and keep the session cookie; or write ready
 * shoppers straight into the database when the test is about something else.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { UserRole } from '#shared/roles';
import type { Database } from '../db/client';
import { accounts, profiles, sessions, users } from '../db/schema';
import { SESSION_LIFETIME } from '../modules/auth/auth';

/** Browsers send Origin on every POST; Better Auth refuses cookie POSTs without one. */
export function originOf(app: FastifyInstance): string {
  return new URL(app.config.publicUrl).origin;
}

export type StoredMail = { to: string; subject: string; text: string; html: string };

let counter = 0;
export function uniqueEmail(label = 'shopper'): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

/**
 * Sends everything due on the outgoing queue now, as the app's worker would at its next poll:
 * mail is queued, not sent, by the request that causes it (decision 024).
 */
export async function sendQueuedMessages(app: FastifyInstance): Promise<void> {
  for (;;) {
    const { sent, retried, failed } = await app.messageWorker.drainOnce();
    if (sent + retried + failed === 0) return;
  }
}

export async function readOutbox(app: FastifyInstance): Promise<StoredMail[]> {
  await sendQueuedMessages(app);
  const dir = app.config.mail.outboxDir;
  const files = (await readdir(dir).catch(() => [])).filter((file) => file.endsWith('.json'));
  const mails: StoredMail[] = [];
  for (const file of files.sort()) {
    const stored = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
    mails.push({
      to: stored.to.map((to: { address: string }) => to.address).join(', '),
      subject: stored.subject,
      text: stored.text,
      html: stored.html,
    });
  }
  return mails;
}

export async function lastMailTo(app: FastifyInstance, email: string): Promise<StoredMail> {
  const mail = (await readOutbox(app)).filter((item) => item.to === email.toLowerCase()).at(-1);
  if (!mail) throw new Error(`No mail to ${email} in the outbox`);
  return mail;
}

/** The first link in a mail's text part. */
export function linkIn(mail: StoredMail): URL {
  const match = mail.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`No link in "${mail.subject}"`);
  return new URL(match[0]);
}

/** "name=value; name=value" from a response's Set-Cookie headers, skipping expired ones. */
export function cookiesFrom(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((cookie) => cookie.value !== '' && cookie.maxAge !== 0)
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

export async function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { origin: originOf(app), ...(cookie ? { cookie } : {}) },
  });
}

export type ShopperDetails = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
};

export function shopperDetails(overrides: Partial<ShopperDetails> = {}): ShopperDetails {
  return {
    firstName: 'Nusrat',
    lastName: 'Jahan',
    email: uniqueEmail(),
    password: 'kacha-lonka-42',
    ...overrides,
  };
}

export async function register(app: FastifyInstance, details: ShopperDetails) {
  return post(app, '/api/auth/sign-up/email', details);
}

/** Opens the link in the newest verification mail to this address, as the shopper would. */
export async function followVerificationLink(app: FastifyInstance, email: string) {
  const link = linkIn(await lastMailTo(app, email));
  return app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  rememberMe = true,
) {
  return post(app, '/api/auth/sign-in/email', { email, password, rememberMe });
}

export type SignedInShopper = ShopperDetails & { cookie: string; userId: string };

/** The stored hash of each test password, made once a run: scrypt is slow on purpose. */
const passwordHashes = new Map<string, Promise<string>>();
function passwordHash(password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
}

/**
 * Verified, signed-in shoppers, written as sign-up, the verification link and sign-in leave them
 * (user, password account, profile, session and its signed cookie) without two scrypt hashings and
 * a mail each. The flows themselves are driven through the API in the auth and account tests.
 */
export async function insertShoppers(
  app: FastifyInstance,
  all: ShopperDetails[],
): Promise<SignedInShopper[]> {
  if (all.length === 0) return [];
  const cookieName = (await app.auth.$context).authCookies.sessionToken.name;
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME.expiresIn * 1000);
  const made = await Promise.all(
    all.map(async (details) => {
      const userId = randomBytes(16).toString('hex');
      const token = randomBytes(24).toString('base64url');
      const signature = createHmac('sha256', app.config.authSecret).update(token).digest('base64');
      return {
        details,
        userId,
        token,
        password: await passwordHash(details.password),
        cookie: `${cookieName}=${encodeURIComponent(`${token}.${signature}`)}`,
      };
    }),
  );
  await app.db.transaction(async (tx) => {
    await tx.insert(users).values(
      made.map(({ details, userId }) => ({
        id: userId,
        name: `${details.firstName} ${details.lastName}`,
        email: details.email.toLowerCase(),
        emailVerified: true,
      })),
    );
    await tx.insert(accounts).values(
      made.map(({ userId, password }) => ({
        id: randomBytes(16).toString('hex'),
        accountId: userId,
        providerId: 'credential',
        userId,
        password,
      })),
    );
    await tx.insert(profiles).values(
      made.map(({ details, userId }) => ({
        userId,
        firstName: details.firstName,
        lastName: details.lastName,
        // Sign-up records the language it was sent in: English, for a request that names none.
        locale: 'en' as const,
      })),
    );
    await tx.insert(sessions).values(
      made.map(({ userId, token }) => ({
        id: randomBytes(16).toString('hex'),
        token,
        userId,
        expiresAt,
      })),
    );
  });
  return made.map(({ details, userId, cookie }) => ({ ...details, cookie, userId }));
}

/** A verified, signed-in shopper. */
export async function createShopper(
  app: FastifyInstance,
  overrides: Partial<ShopperDetails> = {},
): Promise<SignedInShopper> {
  const [shopper] = await insertShoppers(app, [shopperDetails(overrides)]);
  if (!shopper) throw new Error('no shopper made');
  return shopper;
}

/** A shopper made through sign-up, the mailed verification link and sign-in, as a person would. */
export async function signUpShopper(
  app: FastifyInstance,
  overrides: Partial<ShopperDetails> = {},
): Promise<SignedInShopper> {
  const details = shopperDetails(overrides);
  const registered = await register(app, details);
  if (registered.statusCode !== 200) throw new Error(`sign-up failed: ${registered.body}`);
  const verified = await followVerificationLink(app, details.email);
  if (verified.statusCode !== 302) throw new Error(`verification failed: ${verified.body}`);
  const signedIn = await signIn(app, details.email, details.password);
  if (signedIn.statusCode !== 200) throw new Error(`sign-in failed: ${signedIn.body}`);
  return { ...details, cookie: cookiesFrom(signedIn), userId: signedIn.json().user.id };
}

/** A signed-in shopper given a role, as a super admin would in Customers. */
export async function createAdmin(
  app: FastifyInstance,
  db: Database,
  overrides: Partial<ShopperDetails> = {},
  role: Exclude<UserRole, 'customer'> = 'admin',
): Promise<SignedInShopper> {
  const admin = await createShopper(app, overrides);
  await db.update(profiles).set({ role }).where(eq(profiles.userId, admin.userId));
  return admin;
}

export async function getAccount(app: FastifyInstance, cookie: string) {
  return app.inject({ method: 'GET', url: '/api/account', headers: { cookie } });
}
