import { APIError } from 'better-auth/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '#shared/i18n/translator';
import {
  type Account,
  accountLanguageSchema,
  accountSchema,
  addEmailSchema,
  type DeleteAccountInput,
  deleteAccountSchema,
  describeWait,
  notificationSettingsSchema,
  profileUpdateSchema,
  sessionAccountSchema,
} from '#shared/schemas/account';
import { errorResponses, HttpError } from '../../http-error';
import { translatorOf } from '../../i18n';
import { requireViewer } from '../../plugins/access';
import {
  type Auth,
  CLIENT_IP_HEADER,
  countAttempt,
  EMAIL_REQUESTS,
  FAILED_SIGN_INS,
  friendlyMessage,
  VERIFIED_CALLBACK,
  withinCodeLimits,
} from '../auth';
import {
  deleteAccount,
  findAccount,
  findPasswordHash,
  updateLanguage,
  updateNotifications,
  updateProfile,
} from './account-service';

const accountResponse = z.object({ account: accountSchema });
const errors = errorResponses(400, 401, 403, 429);

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
        await updateNotifications(app.db, userId, request.body, { ipAddress: request.ip ?? null });
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

    /** Better Auth acts for the asker by cookie, language (the SMS's) and client address. */
    function authHeaders(request: FastifyRequest): Headers {
      const headers = new Headers();
      for (const name of ['cookie', 'accept-language'] as const) {
        const value = request.headers[name];
        if (typeof value === 'string') headers.set(name, value);
      }
      headers.set(CLIENT_IP_HEADER, request.ip);
      return headers;
    }

    routes.post(
      '/api/account/deletion-code',
      {
        config: { access: 'user' },
        schema: {
          summary:
            'Text a code to your verified number to confirm deleting an account without a password',
          response: { 200: z.object({ status: z.literal(true) }), ...errors },
        },
      },
      async (request, reply) => {
        const account = await currentAccount(requireViewer(request).userId);
        if (account.hasPassword) throw new HttpError(400, msg('errors.account.usePassword'));
        const { phoneNumber } = account;
        if (!phoneNumber) throw new HttpError(400, msg('errors.account.noVerifiedNumber'));
        // The sign-in codes' limits, on the same counters: this is no way round them.
        if (!(await withinCodeLimits(app.db, request, reply, phoneNumber))) return reply;
        await auth.api.sendPhoneNumberOTP({ body: { phoneNumber }, headers: authHeaders(request) });
        return { status: true as const };
      },
    );

    routes.post(
      '/api/account/email',
      {
        config: { access: 'user' },
        schema: {
          summary:
            'Add an e-mail to an account made by phone: a link mailed to it confirms it (202)',
          body: addEmailSchema,
          response: { 202: z.object({ status: z.literal(true) }), ...errors },
        },
      },
      async (request, reply) => {
        const { userId } = requireViewer(request);
        const account = await currentAccount(userId);
        // Changing a real address needs the old one's consent as well, which is not built yet.
        if (account.email !== null) throw new HttpError(400, msg('errors.account.emailKept'));
        const { email } = request.body;
        // Per address asked for and per account, like the other e-mail requests.
        for (const subject of [email, `user:${userId}`]) {
          const wait = await countAttempt(app.db, EMAIL_REQUESTS, subject);
          if (wait > 0) throw tooManyAttempts(request, wait);
        }
        // Better Auth mails a link to the new address and changes nothing until it is opened; an
        // address that has an account already gets nothing, and the answer is the same.
        await auth.api.changeEmail({
          body: { newEmail: email, callbackURL: VERIFIED_CALLBACK },
          headers: authHeaders(request),
        });
        return reply.status(202).send({ status: true as const });
      },
    );

    routes.delete(
      '/api/account',
      {
        config: { access: 'user', changesCatalogue: true },
        schema: {
          summary:
            'Delete your account, confirmed by the password or (an account without one) the SMS code; orders stay, anonymised (their returns’ photos go too with removeReturnPhotos)',
          body: deleteAccountSchema,
          response: { 200: z.object({ deleted: z.literal(true) }), ...errors },
        },
      },
      async (request, reply) => {
        const { userId, email } = requireViewer(request);
        // Attempts here count with failed sign-ins, so this is no way round that limit.
        const wait = await countAttempt(app.db, FAILED_SIGN_INS, email);
        if (wait > 0) throw tooManyAttempts(request, wait);
        await confirmDeletion(await currentAccount(userId), request.body);
        const context = await auth.$context;
        await deleteAccount(app.db, userId, {
          removeReturnPhotos: request.body.removeReturnPhotos ?? false,
        });
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

    /** The password if the account has one, else the code texted to its verified number. */
    async function confirmDeletion(account: Account, body: DeleteAccountInput) {
      if (account.hasPassword) return checkPassword(account.id, body.password);
      if (body.code === undefined) throw new HttpError(400, msg('errors.account.codeNeeded'));
      if (!account.phoneNumber) throw new HttpError(400, msg('errors.account.noVerifiedNumber'));
      await spendCode(account.phoneNumber, body.code);
    }

    async function checkPassword(userId: string, password: string | undefined) {
      if (password === undefined) throw new HttpError(400, msg('errors.account.passwordNeeded'));
      const hash = await findPasswordHash(app.db, userId);
      const context = await auth.$context;
      const matches = hash !== null && (await context.password.verify({ hash, password }));
      if (!matches) throw new HttpError(400, msg('errors.account.wrongPassword'));
    }

    /** Better Auth checks and spends the code (five wrong tries void it) without signing in. */
    async function spendCode(phoneNumber: string, code: string) {
      try {
        await auth.api.consumePhoneNumberOTP({ body: { phoneNumber, code } });
      } catch (error) {
        if (!(error instanceof APIError)) throw error;
        const failure = (error.body ?? {}) as { code?: string };
        const message = friendlyMessage(failure.code) ?? msg('errors.phoneAuth.invalidOtp');
        throw new HttpError(error.statusCode === 403 ? 403 : 400, message, failure.code);
      }
    }
  };
}

/** 429 with the wait put in words now, in the language the message is read in. */
function tooManyAttempts(request: FastifyRequest, wait: number): HttpError {
  const translator = translatorOf(request);
  return new HttpError(
    429,
    msg('errors.auth.tooManyAttempts', { wait: describeWait(translator, wait) }),
    'TOO_MANY_ATTEMPTS',
  );
}
