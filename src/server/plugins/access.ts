/**
 * Access is declared per route and denied by default: every /api route states `public`, `user`
 * or `admin` in its config, or the app refuses to start. The auth plugin fills `request.viewer`.
 * `token` is for machines (a Prometheus scraper): a bearer token from the settings, never a
 * session, so even an admin's cookie is refused.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { msg } from '#shared/i18n/translator';
import type { UserRole } from '#shared/roles';
import { HttpError } from '../http-error';
import { holdsBearerToken } from './bearer-token';

export type Access = 'public' | 'user' | 'admin' | 'token';

export type Viewer = { userId: string; email: string; role: UserRole; isAdmin: boolean };

export type RouteEntry = { method: string; url: string; access: Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A `token` route's secret: callers send `Authorization: Bearer <it>`. */
    bearerToken?: string;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
  interface FastifyInstance {
    /** Every route with its declared access: the access tests walk it. */
    routeTable: RouteEntry[];
  }
}

/** Routes that other plugins register (API docs) and that are public by nature. */
const PUBLIC_PREFIXES = ['/api/docs'];

export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new HttpError(401, msg('errors.signInRequired'));
  return request.viewer;
}

export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('viewer', null);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);

  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    const config = (route.config ?? {}) as { access?: Access; bearerToken?: string };
    let access = config.access;
    if (access === 'token' && !config.bearerToken) {
      throw new Error(`Route ${route.method} ${url} declares token access but no token`);
    }
    if (!access && PUBLIC_PREFIXES.some((prefix) => url.startsWith(prefix))) {
      access = 'public';
      route.config = { ...config, access };
    }
    if (!access && url.startsWith('/api')) {
      throw new Error(`Route ${route.method} ${url} declares no access (public, user or admin)`);
    }
    for (const method of [route.method].flat()) {
      routeTable.push({ method, url, access: access ?? 'public' });
    }
  });

  // Before validation, so a visitor learns they must sign in rather than what a field lacks.
  app.addHook('preValidation', async (request, reply) => {
    const { access, bearerToken } = request.routeOptions.config;
    if (!access || access === 'public') return;
    if (access === 'token') {
      if (holdsBearerToken(request.headers.authorization, bearerToken ?? '')) return;
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, msg('errors.tokenRequired'));
    }
    const viewer = requireViewer(request);
    if (access === 'admin' && !viewer.isAdmin) {
      throw new HttpError(403, msg('errors.forbidden'));
    }
  });
});
