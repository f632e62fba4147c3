/**
 * Mounts Better Auth under /api/auth. Only the endpoints the shop uses are exposed, each with
 * its body checked by our own schema first, so bad input gets the same clear 400 as everywhere
 * else. Fastify has already parsed the body, so Better Auth gets a web Request rebuilt from it,
 * and every Set-Cookie it answers with is copied back. Per-account attempt limits wrap sign-in,
 * sign-up and the e-mail requests.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '#shared/i18n/translator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/password-length';
import { describeWait, passwordSchema } from '#shared/schemas/account';
import { emailSchema, requiredText } from '#shared/schemas/common';
import { errorBody } from '../../http-error';
import { languageOf, translatorOf } from '../../i18n';
import {
  type AccountLimit,
  clearAttempts,
  countAttempt,
  EMAIL_REQUESTS,
  FAILED_SIGN_INS,
  SIGN_UPS,
} from './account-limits';
import {
  AUTH_BASE_PATH,
  type Auth,
  CLIENT_IP_HEADER,
  RESET_CALLBACK,
  SIGN_UP_LANGUAGE_FIELD,
} from './auth';

const enteredPassword = z
  .string({ error: msg('validation.password.required') })
  .min(1, msg('validation.password.required'))
  .max(PASSWORD_MAX_LENGTH, msg('errors.auth.invalidCredentials'));

const signUpBody = z.object({
  firstName: requiredText('First name', 50),
  lastName: requiredText('Last name', 50),
  email: emailSchema,
  password: passwordSchema,
});
const signInBody = z.object({
  email: emailSchema,
  password: enteredPassword,
  rememberMe: z.boolean().default(true),
});
const emailBody = z.object({ email: emailSchema });
const resetPasswordBody = z.object({
  token: z
    .string({ error: msg('errors.auth.resetLinkIncomplete') })
    .min(1, msg('errors.auth.resetLinkIncomplete')),
  newPassword: passwordSchema,
});
const changePasswordBody = z.object({
  currentPassword: z
    .string({ error: msg('errors.auth.currentPasswordRequired') })
    .min(1, msg('errors.auth.currentPasswordRequired')),
  newPassword: passwordSchema,
});

/** Better Auth's messages in the shop's words (spec section 8 where it has them), as keys. */
const FRIENDLY_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: msg('errors.auth.invalidCredentials'),
  EMAIL_NOT_VERIFIED: msg('errors.auth.emailNotVerified'),
  INVALID_PASSWORD: msg('errors.auth.wrongCurrentPassword'),
  INVALID_TOKEN: msg('errors.auth.invalidToken'),
  PASSWORD_TOO_SHORT: msg('validation.password.tooShort', { min: PASSWORD_MIN_LENGTH }),
  PASSWORD_TOO_LONG: msg('validation.password.tooLong', { max: PASSWORD_MAX_LENGTH }),
};

/** 429 with the wait in the reader's words; `signIn` adds the hint to reset the password. */
function tooManyAttempts(
  request: FastifyRequest,
  reply: FastifyReply,
  seconds: number,
  signIn = false,
) {
  const translator = translatorOf(request);
  const wait = describeWait(translator, seconds);
  const key = signIn ? 'errors.auth.tooManySignIns' : 'errors.auth.tooManyAttempts';
  return reply
    .status(429)
    .header('retry-after', String(seconds))
    .send({ ...errorBody(429, translator.t(key, { wait })), code: 'TOO_MANY_ATTEMPTS' });
}

export function authRoutes(auth: Auth) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const publicUrl = app.config.publicUrl;
    const db = app.db;

    /** Hands the request to Better Auth and relays its answer; returns the status it gave. */
    /** `onSuccess` runs before the answer leaves, so the client never races what it does. */
    async function forward(
      request: FastifyRequest,
      reply: FastifyReply,
      body?: unknown,
      onSuccess?: () => Promise<void>,
    ) {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined || name === 'content-length' || name === CLIENT_IP_HEADER) continue;
        headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      headers.set(CLIENT_IP_HEADER, request.ip);
      if (body !== undefined) headers.set('content-type', 'application/json');
      const response = await auth.handler(
        new Request(new URL(request.url, publicUrl), {
          method: request.method,
          headers,
          body: body === undefined ? null : JSON.stringify(body),
        }),
      );

      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
      for (const [name, value] of response.headers) {
        if (name === 'set-cookie' || name === 'content-length') continue;
        reply.header(name, value);
      }
      reply.status(response.status);
      const text = await response.text();
      if (response.status < 400) {
        await onSuccess?.();
        reply.send(text === '' ? null : text);
        return response.status;
      }
      if (response.status === 429) {
        const seconds = Number(response.headers.get('x-retry-after')) || 60;
        tooManyAttempts(request, reply, seconds);
        return 429;
      }
      const failure = (() => {
        try {
          return JSON.parse(text) as { code?: string; message?: string };
        } catch {
          return {};
        }
      })();
      // Our own messages (FRIENDLY_MESSAGES, and the hooks' in auth.ts) are keys; Better Auth's
      // other English ones pass through unchanged.
      const message = translatorOf(request).message(
        (failure.code && FRIENDLY_MESSAGES[failure.code]) ||
          failure.message ||
          msg('errors.auth.requestFailed'),
      );
      reply
        .header('content-type', 'application/json; charset=utf-8')
        .send({ ...errorBody(response.status, message), code: failure.code });
      return response.status;
    }

    /** Counts this attempt for the address, refusing it when that goes over the limit. */
    async function withinLimit(
      limit: AccountLimit,
      email: string,
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      const wait = await countAttempt(db, limit, email);
      if (wait > 0) tooManyAttempts(request, reply, wait);
      return wait === 0;
    }

    const config = { access: 'public' as const };
    const url = (path: string) => `${AUTH_BASE_PATH}${path}`;

    routes.post(
      url('/sign-up/email'),
      { config, schema: { body: signUpBody, tags: ['auth'] } },
      async (request, reply) => {
        const { firstName, lastName, email, password } = request.body;
        if (!(await withinLimit(SIGN_UPS, email, request, reply))) return reply;
        await forward(request, reply, {
          name: `${firstName} ${lastName}`,
          firstName,
          lastName,
          email,
          password,
          // The new account's language: the one the shopper signed up in.
          [SIGN_UP_LANGUAGE_FIELD]: languageOf(request),
        });
        return reply;
      },
    );

    routes.post(
      url('/sign-in/email'),
      { config, schema: { body: signInBody, tags: ['auth'] } },
      async (request, reply) => {
        const { email } = request.body;
        // Counted before the password is checked (so parallel guesses cannot slip past the
        // limit together) and cleared when it is right.
        const wait = await countAttempt(db, FAILED_SIGN_INS, email);
        if (wait > 0) {
          return tooManyAttempts(request, reply, wait, true);
        }
        await forward(request, reply, request.body, () =>
          clearAttempts(db, FAILED_SIGN_INS, email),
        );
        return reply;
      },
    );

    routes.post(
      url('/sign-out'),
      { config, schema: { tags: ['auth'] } },
      async (request, reply) => {
        await forward(request, reply, {});
        return reply;
      },
    );

    routes.post(
      url('/request-password-reset'),
      { config, schema: { body: emailBody, tags: ['auth'] } },
      async (request, reply) => {
        // Limited per address whether or not it has an account, so the answer reveals nothing.
        if (!(await withinLimit(EMAIL_REQUESTS, request.body.email, request, reply))) return reply;
        await forward(request, reply, { email: request.body.email, redirectTo: RESET_CALLBACK });
        return reply;
      },
    );

    routes.post(
      url('/send-verification-email'),
      { config, schema: { body: emailBody, tags: ['auth'] } },
      async (request, reply) => {
        if (!(await withinLimit(EMAIL_REQUESTS, request.body.email, request, reply))) return reply;
        await forward(request, reply, { email: request.body.email });
        return reply;
      },
    );

    routes.post(
      url('/reset-password'),
      { config, schema: { body: resetPasswordBody, tags: ['auth'] } },
      async (request, reply) => {
        await forward(request, reply, request.body);
        return reply;
      },
    );

    routes.post(
      url('/change-password'),
      { config: { access: 'user' }, schema: { body: changePasswordBody, tags: ['auth'] } },
      async (request, reply) => {
        // Changing the password always ends every other session.
        await forward(request, reply, { ...request.body, revokeOtherSessions: true });
        return reply;
      },
    );

    // The links in the e-mails, and the session read.
    for (const path of ['/verify-email', '/reset-password/:token', '/get-session']) {
      routes.get(url(path), { config, schema: { tags: ['auth'] } }, async (request, reply) => {
        await forward(request, reply);
        return reply;
      });
    }
  };
}
