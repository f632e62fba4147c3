/** Better Auth, set up for the shop (docs/decisions/002). */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { isLanguage, type Language } from '#shared/i18n/languages';
import { msg } from '#shared/i18n/translator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/password-length';
import { isPlaceholderEmail } from '#shared/phone';
import { signUpNamesSchema } from '#shared/schemas/account';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { accounts, profiles, rateLimits, sessions, users, verifications } from '../../db/schema';
import { translatorFor } from '../../i18n';
import type { Log } from '../../mail/mailer';
import { languageOfHeaders, recipientLanguage } from '../../mail/recipient';
import { renderActionEmail } from '../../mail/templates';
import { enqueueMail } from '../../messages/queue';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
import {
  forgetPhoneSessionWithBrowser,
  nameFromPhoneSignUp,
  phoneProfileOf,
  phoneSignInPlugin,
} from './phone-sign-in';

export const AUTH_BASE_PATH = '/api/auth';
/** Our own header carrying the address Fastify resolved (it honours the trustProxy setting). */
export const CLIENT_IP_HEADER = 'x-sajghor-client-ip';
export const EXISTING_ACCOUNT_MESSAGE = msg('errors.auth.existingAccount');

const DAY_SECONDS = 24 * 60 * 60;
/** 30 days, renewed (rolling) once a day while in use; viewer.ts reads the same figures. */
export const SESSION_LIFETIME = { expiresIn: 30 * DAY_SECONDS, updateAge: DAY_SECONDS };
const MINUTE_SECONDS = 60;
export const VERIFY_LINK_SECONDS = DAY_SECONDS;
export const RESET_LINK_SECONDS = 60 * MINUTE_SECONDS;
const LINK_MARGIN_SECONDS = MINUTE_SECONDS;

/** A minute before the link dies, so a late mail never carries a dead link (failed for admins). */
export function linkMailGiveUpAt(linkSeconds: number, now = Date.now()): Date {
  return new Date(now + (linkSeconds - LINK_MARGIN_SECONDS) * 1000);
}

type AuthDependencies = { config: Config; db: Database; log: Log };

export const VERIFIED_CALLBACK = '/?verified=1';
export const RESET_CALLBACK = '/reset-password';
/** The sign-up body field that carries the sign-up request's language (auth-routes.ts sets it). */
export const SIGN_UP_LANGUAGE_FIELD = 'signUpLanguage';

function signUpLanguage(body: unknown): Language | null {
  const value = (body as Record<string, unknown> | undefined)?.[SIGN_UP_LANGUAGE_FIELD];
  return isLanguage(value) ? value : null;
}

function badRequest(message: string, code: string): APIError {
  return new APIError('BAD_REQUEST', { message, code });
}

function refuseCommonPassword(path: string, body: Record<string, unknown>) {
  const newPassword = path === '/sign-up/email' ? body.password : body.newPassword;
  if (typeof newPassword === 'string' && isCommonPassword(newPassword)) {
    throw badRequest(COMMON_PASSWORD_MESSAGE, 'PASSWORD_TOO_COMMON');
  }
}

async function checkSignUp(
  body: Record<string, unknown>,
  findUserByEmail: (email: string) => Promise<unknown>,
) {
  const names = signUpNamesSchema.safeParse(body);
  if (!names.success) {
    throw badRequest(
      names.error.issues[0]?.message ?? msg('errors.auth.invalidName'),
      'INVALID_NAME',
    );
  }
  // The spec asks that sign-up say when an address is taken (Better Auth would answer as if
  // it succeeded); per-IP and per-address limits slow guessing.
  const email = typeof body.email === 'string' ? body.email.toLowerCase() : '';
  if (email && (await findUserByEmail(email))) {
    throw new APIError('UNPROCESSABLE_ENTITY', {
      message: EXISTING_ACCOUNT_MESSAGE,
      code: 'USER_ALREADY_EXISTS',
    });
  }
}

async function storedEmail(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

export function createAuth({ config, db, log }: AuthDependencies) {
  const shop = { shopName: config.shop.name, shopEmail: config.shop.email };
  const authUrl = `${config.publicUrl}${AUTH_BASE_PATH}`;
  const mailTranslator = async (userId: string, request: Request | undefined) =>
    translatorFor(await recipientLanguage(db, userId, languageOfHeaders(request?.headers)));

  return betterAuth({
    appName: config.shop.name,
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: [new URL(config.publicUrl).origin],
    telemetry: { enabled: false },
    logger: {
      log: (level, message) => {
        if (level === 'error') log.error(`auth: ${message}`);
        else if (level === 'warn') log.warn(`auth: ${message}`);
        else log.debug(`auth: ${message}`);
      },
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    advanced: {
      cookiePrefix: 'sajghor',
      // Better Auth marks cookies Secure whenever the public address is https.
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    session: SESSION_LIFETIME,
    rateLimit: {
      enabled: config.rateLimitEnabled,
      storage: 'database',
      window: MINUTE_SECONDS,
      max: 100,
      // Generous per IP, as carriers' NAT puts many shoppers on one; the tight limits are per
      // account (account-limits.ts), and these windows keep Better Auth's pruning off them.
      customRules: {
        '/sign-in/email': { window: MINUTE_SECONDS, max: 20 },
        '/sign-up/email': { window: 15 * MINUTE_SECONDS, max: 20 },
        '/request-password-reset': { window: 15 * MINUTE_SECONDS, max: 10 },
        '/send-verification-email': { window: 15 * MINUTE_SECONDS, max: 10 },
        '/reset-password': { window: 15 * MINUTE_SECONDS, max: 20 },
        '/change-password': { window: 15 * MINUTE_SECONDS, max: 20 },
        // The tight SMS limits are ours (phone-sign-in-routes.ts); an hour-long rule keeps Better
        // Auth's pruning, which drops counters older than its longest rule, off their hour.
        '/phone-number/send-otp': { window: 60 * MINUTE_SECONDS, max: 30 },
        '/phone-number/verify': { window: MINUTE_SECONDS, max: 20 },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      // Queued before the answer (decision 024): a known address answers as fast as an unknown.
      sendResetPassword: async ({ user, token }, request) => {
        const link = `${authUrl}/reset-password/${token}?callbackURL=${encodeURIComponent(RESET_CALLBACK)}`;
        const giveUpAt = linkMailGiveUpAt(RESET_LINK_SECONDS);
        const translator = await mailTranslator(user.id, request);
        const { t } = translator;
        await enqueueMail(db, {
          topic: 'auth.reset',
          giveUpAt,
          to: user.email,
          subject: t('mail.reset.subject', { shop: config.shop.name }),
          link,
          ...renderActionEmail(translator, {
            ...shop,
            heading: t('mail.reset.heading'),
            paragraphs: [t('mail.reset.requested'), t('mail.reset.choose')],
            action: { label: t('mail.reset.action'), url: link },
            footnote: t('mail.reset.footnote'),
          }),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_LINK_SECONDS,
      sendVerificationEmail: async ({ user, token }, request) => {
        const link = `${authUrl}/verify-email?token=${token}&callbackURL=${encodeURIComponent(VERIFIED_CALLBACK)}`;
        const giveUpAt = linkMailGiveUpAt(VERIFY_LINK_SECONDS);
        const translator = await mailTranslator(user.id, request);
        const { t } = translator;
        // An account made by phone adding an address (POST /api/account/email) is no sign-up.
        const adding = isPlaceholderEmail(await storedEmail(db, user.id));
        await enqueueMail(db, {
          topic: 'auth.verify',
          giveUpAt,
          to: user.email,
          subject: t('mail.verify.subject', { shop: config.shop.name }),
          link,
          ...renderActionEmail(translator, {
            ...shop,
            heading: t('mail.verify.heading'),
            paragraphs: [
              t(adding ? 'mail.verify.added' : 'mail.verify.thanks', { shop: config.shop.name }),
              t('mail.verify.confirm'),
            ],
            action: { label: t('mail.verify.action'), url: link },
            footnote: t(adding ? 'mail.verify.addedFootnote' : 'mail.verify.footnote'),
          }),
        });
      },
    },
    // Only for an account made by phone, through POST /api/account/email (account routes).
    user: { changeEmail: { enabled: true } },
    plugins: [phoneSignInPlugin({ config, db })],
    hooks: {
      after: createAuthMiddleware(forgetPhoneSessionWithBrowser),
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        refuseCommonPassword(ctx.path, body);
        if (ctx.path === '/sign-up/email') {
          await checkSignUp(body, (email) => ctx.context.internalAdapter.findUserByEmail(email));
        }
      }),
    },
    databaseHooks: {
      session: {
        create: {
          after: async (session) => {
            await db
              .update(profiles)
              .set({ lastSignedInAt: new Date() })
              .where(eq(profiles.userId, session.userId));
          },
        },
      },
      user: {
        update: {
          // The new address comes from a link mailed to it and opened: it is verified. (Better
          // Auth would keep the old address's flag, false for an account made by phone.)
          before: async (user, ctx) =>
            ctx?.path === '/verify-email' && typeof user.email === 'string'
              ? { data: { ...user, emailVerified: true } }
              : undefined,
        },
        create: {
          before: async (user, ctx) => {
            const name = nameFromPhoneSignUp(ctx);
            return name ? { data: { ...user, name } } : undefined;
          },
          // A profile from the start, so the verification e-mail speaks the sign-up's language.
          after: async (user, ctx) => {
            const names = signUpNamesSchema.safeParse(ctx?.body ?? {});
            const locale = signUpLanguage(ctx?.body);
            const phone = (user as { phoneNumber?: string | null }).phoneNumber;
            const byPhone = isPlaceholderEmail(user.email) && typeof phone === 'string';
            await db
              .insert(profiles)
              .values({
                userId: user.id,
                firstName: names.success ? names.data.firstName : '',
                lastName: names.success ? names.data.lastName : '',
                ...(locale ? { locale } : {}),
                ...(byPhone ? phoneProfileOf(phone) : {}),
              })
              .onConflictDoNothing();
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
