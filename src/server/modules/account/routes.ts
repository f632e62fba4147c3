import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '#shared/i18n/translator';
import {
  accountLanguageSchema,
  accountSchema,
  deleteAccountSchema,
  describeWait,
  notificationSettingsSchema,
  profileUpdateSchema,
  sessionAccountSchema,
} from '#shared/schemas/account';
import { errorResponses, HttpError } from '../../http-error';
import { translatorOf } from '../../i18n';
import { requireViewer } from '../../plugins/access';
import { countAttempt, FAILED_SIGN_INS } from '../auth/account-limits';
import type { Auth } from '../auth/auth';
import {
  deleteAccount,
  findAccount,
  findPasswordHash,
  updateLanguage,
  updateNotifications,
  updateProfile,
} from './account-service';

const accountResponse = z.object({ account: accountSchema });
const errors = errorResponses(400, 401, 429);

export function accountRoutes(auth: Auth) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    async function currentAccount(userId: string) {
      const account = await findAccount(app.db, app.config, userId);
      if (!account) throw new HttpError(401, msg('errors.signInRequired'));
      return account;
    }

    routes.get(
      '/api/account',
      {
        config: { access: 'public' },
        schema: {
          summary: 'The signed-in shopper with their profile, or null',
          response: { 200: sessionAccountSchema },
        },
      },
      async (request) => ({
        account: request.viewer
          ? await findAccount(app.db, app.config, request.viewer.userId)
          : null,
      }),
    );

    routes.patch(
      '/api/account/profile',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Update your own name, phone and address',
          body: profileUpdateSchema,
          response: { 200: accountResponse, ...errors },
        },
      },
      async (request) => {
        const { userId } = requireViewer(request);
        await updateProfile(app.db, userId, request.body);
        return { account: await currentAccount(userId) };
      },
    );

    routes.put(
      '/api/account/notifications',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Save your notification preferences',
          body: notificationSettingsSchema,
          response: { 200: accountResponse, ...errors },
        },
      },
      async (request) => {
        const { userId } = requireViewer(request);
        await updateNotifications(app.db, userId, request.body);
        return { account: await currentAccount(userId) };
      },
    );

    routes.put(
      '/api/account/language',
      {
        config: { access: 'user' },
        schema: {
          summary: "Save your language ('en' or 'bn'): the shop's e-mails to you follow it",
          body: accountLanguageSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const { userId } = requireViewer(request);
        await updateLanguage(app.db, userId, request.body.language);
        return reply.status(204).send(null);
      },
    );

    routes.delete(
      '/api/account',
      {
        config: { access: 'user', changesCatalogue: true },
        schema: {
          summary: 'Delete your account (asks for the password); orders stay, anonymised',
          body: deleteAccountSchema,
          response: { 200: z.object({ deleted: z.literal(true) }), ...errors },
        },
      },
      async (request, reply) => {
        const { userId, email } = requireViewer(request);
        // Attempts here count with failed sign-ins, so this is no way round that limit.
        const wait = await countAttempt(app.db, FAILED_SIGN_INS, email);
        if (wait > 0) {
          // The wait is put in words now, in the language the message is read in.
          const translator = translatorOf(request);
          throw new HttpError(
            429,
            msg('errors.auth.tooManyAttempts', { wait: describeWait(translator, wait) }),
            'TOO_MANY_ATTEMPTS',
          );
        }
        const hash = await findPasswordHash(app.db, userId);
        const context = await auth.$context;
        const matches =
          hash !== null &&
          (await context.password.verify({ hash, password: request.body.password }));
        if (!matches) throw new HttpError(400, msg('errors.account.wrongPassword'));
        await deleteAccount(app.db, userId);
        // The sessions went with the account; tell the browser to forget its cookies too.
        const cookies = context.authCookies;
        for (const cookie of [
          cookies.sessionToken,
          cookies.sessionData,
          cookies.dontRememberToken,
        ]) {
          reply.header(
            'set-cookie',
            `${cookie.name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${cookie.attributes.secure ? '; Secure' : ''}`,
          );
        }
        return { deleted: true as const };
      },
    );
  };
}
