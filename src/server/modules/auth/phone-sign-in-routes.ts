/**
 * Phone sign-in routes (docs/decisions/012): SMS limits are counted before a code is made, and a
 * right code for a new number asks for names first (NAMES_REQUIRED) without spending the code.
 */
import { constantTimeEqual } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TranslationKey } from '#shared/i18n/keys';
import {
  PHONE_AUTH_ERROR_CODES,
  sendOtpSchema,
  verifyPhoneSchema,
} from '#shared/schemas/phone-auth';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { errorBody } from '../../http-error';
import { languageOf, translatorOf } from '../../i18n';
import {
  type AccountLimit,
  countAttempt,
  OTP_PER_ADDRESS_HOUR,
  OTP_PER_NUMBER_HOUR,
  OTP_PER_NUMBER_MINUTE,
} from './account-limits';
import { AUTH_BASE_PATH, type Auth, SIGN_UP_LANGUAGE_FIELD } from './auth';
import { type betterAuthBridge, tooManyAttempts } from './better-auth-bridge';
import { OTP_ALLOWED_ATTEMPTS, otpIdentifier } from './phone-sign-in';
import { SESSION_COOKIE } from './viewer';

type Forward = ReturnType<typeof betterAuthBridge>;

/** The first one over its limit answers, and the later ones are not counted. */
const SEND_OTP_LIMITS: {
  limit: AccountLimit;
  subject: (request: FastifyRequest, phoneNumber: string) => string;
  message: TranslationKey;
}[] = [
  {
    limit: OTP_PER_ADDRESS_HOUR,
    subject: (request) => `ip:${request.ip}`,
    message: 'errors.phoneAuth.tooManyCodesFromNetwork',
  },
  {
    limit: OTP_PER_NUMBER_MINUTE,
    subject: (_, phoneNumber) => phoneNumber,
    message: 'errors.phoneAuth.codeJustSent',
  },
  {
    limit: OTP_PER_NUMBER_HOUR,
    subject: (_, phoneNumber) => phoneNumber,
    message: 'errors.phoneAuth.tooManyCodes',
  },
];

export async function withinCodeLimits(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  phoneNumber: string,
): Promise<boolean> {
  for (const { limit, subject, message } of SEND_OTP_LIMITS) {
    const wait = await countAttempt(db, limit, subject(request, phoneNumber));
    if (wait > 0) {
      tooManyAttempts(request, reply, wait, message);
      return false;
    }
  }
  return true;
}

async function hasAccount(db: Database, phoneNumber: string): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phoneNumber, phoneNumber));
  return user !== undefined;
}

/** Read without spending the code or counting a try; a wrong one is Better Auth's to refuse. */
async function codeIsRight(auth: Auth, phoneNumber: string, code: string): Promise<boolean> {
  const context = await auth.$context;
  const stored = await context.internalAdapter.findVerificationValue(otpIdentifier(phoneNumber));
  if (!stored || stored.expiresAt.getTime() <= Date.now()) return false;
  const [expected = '', attempts = '0'] = stored.value.split(':');
  return Number(attempts) < OTP_ALLOWED_ATTEMPTS && constantTimeEqual(expected, code);
}

function namesRequired(request: FastifyRequest, reply: FastifyReply) {
  const message = translatorOf(request).t('errors.phoneAuth.namesRequired');
  return reply
    .status(422)
    .send({ ...errorBody(422, message), code: PHONE_AUTH_ERROR_CODES.namesRequired });
}

function signInRequired(request: FastifyRequest, reply: FastifyReply) {
  const message = translatorOf(request).t('errors.signInRequired');
  return reply.status(401).send(errorBody(401, message));
}

const STATUS_TRUE = async () => ({ status: true as const });

export function phoneSignInRoutes(app: FastifyInstance, auth: Auth, forward: Forward) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const config = { access: 'public' as const };

  routes.post(
    `${AUTH_BASE_PATH}/phone-number/send-otp`,
    { config, schema: { body: sendOtpSchema, tags: ['auth'] } },
    async (request, reply) => {
      const { phoneNumber } = request.body;
      if (!(await withinCodeLimits(db, request, reply, phoneNumber))) return reply;
      // Nothing here looks at whether the number has an account: the answer is the same.
      await forward(request, reply, { phoneNumber }, STATUS_TRUE);
      return reply;
    },
  );

  routes.post(
    `${AUTH_BASE_PATH}/phone-number/verify`,
    { config, schema: { body: verifyPhoneSchema, tags: ['auth'] } },
    async (request, reply) => {
      const { phoneNumber, code, firstName, lastName, rememberMe, updatePhoneNumber } =
        request.body;
      if (updatePhoneNumber) {
        // Checked before the code is spent; Better Auth then reads the session itself.
        if (!request.headers.cookie?.includes(SESSION_COOKIE)) {
          return signInRequired(request, reply);
        }
        await forward(request, reply, { phoneNumber, code, updatePhoneNumber: true }, STATUS_TRUE);
        return reply;
      }
      const names = firstName !== undefined && lastName !== undefined;
      if (!names) {
        // Both looked up for every number, so the time taken tells nothing about accounts.
        const [known, right] = await Promise.all([
          hasAccount(db, phoneNumber),
          codeIsRight(auth, phoneNumber, code),
        ]);
        if (!known && right) return namesRequired(request, reply);
      }
      await forward(
        request,
        reply,
        {
          phoneNumber,
          code,
          rememberMe,
          ...(names ? { firstName, lastName } : {}),
          [SIGN_UP_LANGUAGE_FIELD]: languageOf(request),
        },
        STATUS_TRUE,
      );
      return reply;
    },
  );
}
