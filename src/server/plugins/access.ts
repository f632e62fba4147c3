/**
 * Access is declared per route and denied by default: every /api route states `public`, `user`,
 * `admin` (with its permission) or `token`, or the app refuses to start. `token` is for machines:
 * a bearer token from the settings, never a session, so even an admin's cookie is refused.
 */
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { msg } from '#shared/i18n/translator';
import { isPermission, type Permission } from '#shared/permissions';
import type { UserRole } from '#shared/roles';
import { HttpError } from '../http-error';
import { holdsBearerToken } from './bearer-token';

export type Access = 'public' | 'user' | 'admin' | 'token';

export type Viewer = {
  userId: string;
  email: string;
  role: UserRole;
  /** The staff role's key (owner, packing, …), null for a shopper. */
  staffRole: string | null;
  isAdmin: boolean;
  permissions: readonly Permission[];
  /** Staff whose access an owner has suspended: refused everywhere staff may go. */
  suspended: boolean;
  /** When this session signed in: sensitive acts ask for a fresh sign-in after a while. */
  signedInAt: Date;
};

export type RouteEntry = {
  method: string;
  url: string;
  access: Access;
  permission?: Permission;
  readsOnly?: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    permission?: Permission;
    /** A refund, a customer export, a staff change: asks for a sign-in within the last minutes. */
    sensitive?: boolean;
    /** A `token` route's secret: callers send `Authorization: Bearer <it>`. */
    bearerToken?: string;
    /** A POST that changes nothing (a preview): it leaves no audit entry. */
    readsOnly?: boolean;
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

export const forStaff = (permission: Permission) => ({ access: 'admin' as const, permission });

/** How long a sign-in vouches for a sensitive act (docs/decisions/033): then a password or code. */
export const CONFIRMED_FOR_MS = 15 * 60_000;

/** For acts that must be done by the person, not by whoever finds their screen unlocked. */
export const forStaffConfirmed = (permission: Permission) => ({
  ...forStaff(permission),
  sensitive: true,
});

export function requireFreshSignIn(viewer: Viewer, now = Date.now()) {
  if (now - viewer.signedInAt.getTime() > CONFIRMED_FOR_MS) {
    throw new HttpError(403, msg('errors.staff.confirmIdentity'), 'CONFIRM_IDENTITY');
  }
}

/** For a handler whose act needs more than its route's permission (a cancel, a price change). */
export function requirePermission(viewer: Viewer, permission: Permission) {
  if (!viewer.permissions.includes(permission)) throw new HttpError(403, msg('errors.forbidden'));
}

function requireStaff(viewer: Viewer, permission: Permission | undefined) {
  if (viewer.suspended) throw new HttpError(403, msg('errors.staff.suspended'));
  if (!viewer.isAdmin || !permission) throw new HttpError(403, msg('errors.forbidden'));
  requirePermission(viewer, permission);
}

/** What a route declares, refusing at start what would leave it open or shut by mistake. */
function declaredAccess(route: string, config: FastifyContextConfig): Access | undefined {
  const { access, permission, bearerToken } = config;
  if (access === 'admin' && !isPermission(permission)) {
    throw new Error(`Route ${route} is for staff but names no known permission`);
  }
  if (access === 'token' && !bearerToken) {
    throw new Error(`Route ${route} declares token access but no token`);
  }
  const path = route.slice(route.indexOf(' ') + 1);
  if (!access && PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'public';
  if (!access && path.startsWith('/api')) {
    throw new Error(`Route ${route} declares no access (public, user or admin)`);
  }
  return access;
}

export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('viewer', null);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);

  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    const config = route.config ?? {};
    const access = declaredAccess(`${route.method} ${url}`, config);
    if (access && !config.access) route.config = { ...config, access };
    for (const method of [route.method].flat()) {
      routeTable.push({
        method,
        url,
        access: access ?? 'public',
        permission: config.permission,
        ...(config.readsOnly ? { readsOnly: true } : {}),
      });
    }
  });

  // Before validation, so a visitor learns they must sign in rather than what a field lacks.
  app.addHook('preValidation', async (request, reply) => {
    const { access, bearerToken, permission, sensitive } = request.routeOptions.config;
    if (!access || access === 'public') return;
    if (access === 'token') {
      if (holdsBearerToken(request.headers.authorization, bearerToken ?? '')) return;
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, msg('errors.tokenRequired'));
    }
    const viewer = requireViewer(request);
    if (access === 'admin') requireStaff(viewer, permission);
    if (sensitive) requireFreshSignIn(viewer);
  });
});
