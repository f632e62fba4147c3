/** Better Auth under /api/auth (docs/decisions/002): only what the shop uses, each body checked. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
  forgotPasswordFormSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '#shared/schemas/account';
import { languageOf } from '../../i18n';
import {
  type AccountLimit,
  clearAttempts,
  countAttempt,
  EMAIL_REQUESTS,
  FAILED_SIGN_INS,
  SIGN_UPS,
} from './account-limits';
import { AUTH_BASE_PATH, type Auth, RESET_CALLBACK, SIGN_UP_LANGUAGE_FIELD } from './auth';
import { betterAuthBridge, tooManyAttempts } from './better-auth-bridge';
import { phoneSignInRoutes } from './phone-sign-in-routes';

export function authRoutes(auth: Auth) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const db = app.db;
    const forward = betterAuthBridge(auth, app.config.publicUrl);

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
    phoneSignInRoutes(app, auth, forward);
    const url = (path: string) => `${AUTH_BASE_PATH}${path}`;

    routes.post(
      url('/sign-up/email'),
      { config, schema: { body: signUpSchema, tags: ['auth'] } },
      async (request, reply) => {
        const { firstName, lastName, email, password } = request.body;
        if (!(await withinLimit(SIGN_UPS, email, request, reply))) return reply;
        await forward(request, reply, {
          name: `${firstName} ${lastName}`,
          firstName,
          lastName,
          email,
          password,
          [SIGN_UP_LANGUAGE_FIELD]: languageOf(request),
        });
        return reply;
      },
    );

    routes.post(
      url('/sign-in/email'),
      { config, schema: { body: signInSchema, tags: ['auth'] } },
      async (request, reply) => {
        const { email } = request.body;
        // Counted before the password is checked, so parallel guesses cannot slip past together.
        const wait = await countAttempt(db, FAILED_SIGN_INS, email);
        if (wait > 0) {
          return tooManyAttempts(request, reply, wait, 'errors.auth.tooManySignIns');
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
      { config, schema: { body: forgotPasswordFormSchema, tags: ['auth'] } },
      async (request, reply) => {
        // Limited per address whether or not it has an account, so the answer reveals nothing.
        if (!(await withinLimit(EMAIL_REQUESTS, request.body.email, request, reply))) return reply;
        await forward(request, reply, { email: request.body.email, redirectTo: RESET_CALLBACK });
        return reply;
      },
    );

    routes.post(
      url('/send-verification-email'),
      { config, schema: { body: forgotPasswordFormSchema, tags: ['auth'] } },
      async (request, reply) => {
        if (!(await withinLimit(EMAIL_REQUESTS, request.body.email, request, reply))) return reply;
        await forward(request, reply, { email: request.body.email });
        return reply;
      },
    );

    routes.post(
      url('/reset-password'),
      { config, schema: { body: resetPasswordSchema, tags: ['auth'] } },
      async (request, reply) => {
        await forward(request, reply, request.body);
        return reply;
      },
    );

    routes.post(
      url('/change-password'),
      { config: { access: 'user' }, schema: { body: changePasswordSchema, tags: ['auth'] } },
      async (request, reply) => {
        // Changing the password always ends every other session.
        await forward(request, reply, { ...request.body, revokeOtherSessions: true });
        return reply;
      },
    );

    for (const path of ['/verify-email', '/reset-password/:token', '/get-session']) {
      routes.get(url(path), { config, schema: { tags: ['auth'] } }, async (request, reply) => {
        await forward(request, reply);
        return reply;
      });
    }
  };
}
