/** Every failure becomes a JSON body with a message a person can act on, never a stack trace. */
import helmet from '@fastify/helmet';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { msg, type Translator } from '#shared/i18n/translator';
import type { Config } from '../config';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable';
import { errorBody, HttpError } from '../http-error';
import { translatorOf } from '../i18n';
import { APP_START_SCRIPT_HASH } from '../modules/pages';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only SSLCommerz's return routes, which ask the gateway before settling anything. */
    crossSitePost?: boolean;
  }
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** PostgreSQL cannot store a NUL, nor a lone surrogate in JSON ("\ud800" parses to one). */
const unstorable = (text: string) => text.includes('\u0000') || /\p{Cs}/u.test(text);

/** Whether any string in parsed input (any depth, walked without recursion) is unstorable. */
function holdsUnstorableText(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string' && unstorable(value)) return true;
    if (value !== null && typeof value === 'object' && keysHoldUnstorable(value, pending)) {
      return true;
    }
  }
  return false;
}

function keysHoldUnstorable(object: object, pending: unknown[]): boolean {
  for (const [key, item] of Object.entries(object)) {
    if (unstorable(key)) return true;
    pending.push(item);
  }
  return false;
}

function validationMessage(error: FastifyError, translator: Translator): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const text = translator.message(first?.message ?? msg('errors.invalidInput'));
    return field ? `${field}: ${text}` : text;
  }
  return translator.message(error.message);
}

/** The answer to a failure the request itself caused, or null for a fault of the server's. */
function requestFailure(error: FastifyError, translator: Translator) {
  if (error instanceof HttpError) {
    const body = errorBody(error.statusCode, translator.message(error.message));
    return error.code ? { ...body, code: error.code } : body;
  }
  if (error.validation) return errorBody(400, validationMessage(error, translator));
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return errorBody(400, translator.t('errors.invalidJson'));
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return errorBody(413, translator.t('errors.bodyTooLarge'));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return errorBody(status, translator.message(error.message));
  return null;
}

export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const publicOrigin = new URL(config.publicUrl).origin;
  // The Meta Pixel's script and its beacons, only when a pixel is set (decision 036).
  const pixel = config.shop.metaPixelId
    ? { script: ['https://connect.facebook.net'], beacon: ['https://www.facebook.com'] }
    : { script: [], beacon: [] };

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: the start of a page the server rendered (modules/pages/app-start).
        scriptSrc: ["'self'", APP_START_SCRIPT_HASH, ...pixel.script],
        // Toasts and Radix set inline styles; no script can run from them.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...pixel.beacon],
        // The taka sign's tiny font is inlined in the stylesheet (styles.css).
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...pixel.script, ...pixel.beacon],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: publicOrigin.startsWith('https:') ? [] : null,
      },
    },
    hsts: publicOrigin.startsWith('https:'),
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  // Browsers send Origin on cross-site POSTs; our own pages share the API's origin.
  app.addHook('onRequest', async (request) => {
    // The route matched, not the raw URL: the router decodes `/%61pi/contact` to /api/contact.
    const route = request.routeOptions.url ?? request.url;
    if (!STATE_CHANGING.has(request.method) || !route.startsWith('/api/')) return;
    if (request.routeOptions.config.crossSitePost === true) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const foreignOrigin =
      origin !== undefined && origin !== publicOrigin && hostOf(origin) !== request.headers.host;
    if (fetchSite === 'cross-site' || foreignOrigin) {
      throw new HttpError(403, msg('errors.crossSite'));
    }
  });

  // Refused in any input with a 400, or a search or a form holding one reaches the database and
  // fails there as a 500 (an audit entry's JSON, for one).
  app.addHook('preValidation', async (request) => {
    if (holdsUnstorableText([request.params, request.query, request.body])) {
      throw new HttpError(400, msg('errors.invalidInput'));
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Messages are keys (msg()) translated into the reader's language; other text passes through.
    const translator = translatorOf(request);
    const body = requestFailure(error, translator);
    if (body) {
      // A gateway or courier that is down is "back in a moment" too.
      if (body.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(body.statusCode).send(body);
    }
    if (isDatabaseUnavailable(error)) {
      app.databaseAvailability.sawUnavailable();
      request.log.warn({ err: error }, 'database unavailable: answered 503');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ ...errorBody(503, translator.t('errors.unavailable')), code: 'UNAVAILABLE' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, translator.t('errors.internal')));
  });
});
