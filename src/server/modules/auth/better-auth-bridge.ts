/** Better Auth gets a web Request rebuilt from the body Fastify has already parsed. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TranslationKey } from '#shared/i18n/keys';
import { msg } from '#shared/i18n/translator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/password-length';
import { describeWait } from '#shared/schemas/account';
import { errorBody } from '../../http-error';
import { translatorOf } from '../../i18n';
import { type Auth, CLIENT_IP_HEADER } from './auth';

const FRIENDLY_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: msg('errors.auth.invalidCredentials'),
  EMAIL_NOT_VERIFIED: msg('errors.auth.emailNotVerified'),
  INVALID_PASSWORD: msg('errors.auth.wrongCurrentPassword'),
  INVALID_TOKEN: msg('errors.auth.invalidToken'),
  PASSWORD_TOO_SHORT: msg('validation.password.tooShort', { min: PASSWORD_MIN_LENGTH }),
  PASSWORD_TOO_LONG: msg('validation.password.tooLong', { max: PASSWORD_MAX_LENGTH }),
  INVALID_PHONE_NUMBER: msg('validation.phone.invalid'),
  INVALID_OTP: msg('errors.phoneAuth.invalidOtp'),
  OTP_EXPIRED: msg('errors.phoneAuth.otpExpired'),
  OTP_NOT_FOUND: msg('errors.phoneAuth.otpNotFound'),
  TOO_MANY_ATTEMPTS: msg('errors.phoneAuth.tooManyWrongCodes'),
  PHONE_NUMBER_EXIST: msg('errors.phoneAuth.numberTaken'),
};

export function friendlyMessage(code: string | undefined): string | undefined {
  return code ? FRIENDLY_MESSAGES[code] : undefined;
}

export function tooManyAttempts(
  request: FastifyRequest,
  reply: FastifyReply,
  seconds: number,
  key: TranslationKey = 'errors.auth.tooManyAttempts',
) {
  const translator = translatorOf(request);
  const wait = describeWait(translator, seconds);
  return reply
    .status(429)
    .header('retry-after', String(seconds))
    .send({ ...errorBody(429, translator.t(key, { wait })), code: 'TOO_MANY_ATTEMPTS' });
}

/** The client address as Fastify resolved it (trustProxy), not as the client claims it. */
function forwardedHeaders(request: FastifyRequest, hasBody: boolean): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'content-length' || name === CLIENT_IP_HEADER) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  if (hasBody) headers.set('content-type', 'application/json');
  return headers;
}

function webRequest(request: FastifyRequest, publicUrl: string, body: unknown): Request {
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers: forwardedHeaders(request, body !== undefined),
    body: body === undefined ? null : JSON.stringify(body),
  });
}

/**
 * Set-Cookie one by one (a joined header would lose all but one), the last of each name only: a
 * hook may set a cookie again, e.g. the session without "remember me".
 */
function copyHeaders(response: Response, reply: FastifyReply) {
  const lastOfEachName = new Map<string, string>();
  for (const cookie of response.headers.getSetCookie()) {
    const name = cookie.slice(0, cookie.indexOf('='));
    lastOfEachName.delete(name);
    lastOfEachName.set(name, cookie);
  }
  for (const cookie of lastOfEachName.values()) reply.header('set-cookie', cookie);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === 'content-length') continue;
    reply.header(name, value);
  }
}

function parseFailure(text: string): { code?: string; message?: string } {
  try {
    return JSON.parse(text) as { code?: string; message?: string };
  } catch {
    return {};
  }
}

function sendFailure(request: FastifyRequest, reply: FastifyReply, status: number, text: string) {
  const failure = parseFailure(text);
  // Our own messages are keys (FRIENDLY_MESSAGES, auth.ts hooks); Better Auth's pass through.
  const message = translatorOf(request).message(
    (failure.code && FRIENDLY_MESSAGES[failure.code]) ||
      failure.message ||
      msg('errors.auth.requestFailed'),
  );
  reply
    .header('content-type', 'application/json; charset=utf-8')
    .send({ ...errorBody(status, message), code: failure.code });
}

/**
 * `onSuccess` runs before the answer leaves, so the client never races what it does; what it
 * returns, if anything, is sent in place of Better Auth's answer.
 */
export function betterAuthBridge(auth: Auth, publicUrl: string) {
  return async function forward(
    request: FastifyRequest,
    reply: FastifyReply,
    body?: unknown,
    onSuccess?: () => Promise<unknown>,
  ): Promise<number> {
    const response = await auth.handler(webRequest(request, publicUrl, body));
    copyHeaders(response, reply);
    reply.status(response.status);
    const text = await response.text();
    if (response.status < 400) {
      const replacement = await onSuccess?.();
      reply.send(replacement !== undefined ? replacement : text === '' ? null : text);
    } else if (response.status === 429) {
      tooManyAttempts(request, reply, Number(response.headers.get('x-retry-after')) || 60);
    } else {
      sendFailure(request, reply, response.status, text);
    }
    return response.status;
  };
}
