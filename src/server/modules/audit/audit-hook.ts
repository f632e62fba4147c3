/**
 * Opens an audit scope for every admin write (POST, PUT, PATCH, DELETE), and after one that
 * succeeded without an explicit entry writes a route-level one: entity and id from the URL, the
 * redacted body as `after` (docs/decisions/037 says why both exist).
 */
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AuditScope, insertAuditEntry, runInAuditScope } from './audit-scope';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    auditScope: AuditScope | null;
  }
}

/** 'orders' → 'order', 'deliveries' → 'delivery': the names explicit entries use. */
const singular = (word: string) =>
  word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.replace(/s$/, '');

/** `/api/admin/orders/:id/notes` → entity 'order', action 'orders.notes.post', id the `:id`. */
export function routeEntry(method: string, url: string, params: Record<string, unknown>) {
  const parts = url.split('/').filter((part) => part && part !== 'api' && part !== 'admin');
  const words = parts.filter((part) => !part.startsWith(':'));
  const firstParam = parts.find((part) => part.startsWith(':'));
  const entity = singular(words[0] ?? 'admin');
  const entityId = firstParam ? params[firstParam.slice(1)] : undefined;
  return {
    action: [...words, method.toLowerCase()].join('.'),
    entity,
    entityId: entityId == null ? null : String(entityId),
  };
}

/** Who is acting through this request, in its route's permission area. */
export function requestScope(
  request: FastifyRequest,
  viewer: { userId: string; email: string },
  area: string,
): AuditScope {
  return {
    actor: { userId: viewer.userId, email: viewer.email, ip: request.ip ?? null },
    area,
    route: `${request.method} ${request.routeOptions.url}`,
    recorded: 0,
  };
}

function scopeOf(request: FastifyRequest): AuditScope | null {
  const { access, permission } = request.routeOptions.config;
  if (access !== 'admin' || !permission || !request.viewer || !WRITES.has(request.method)) {
    return null;
  }
  return requestScope(request, request.viewer, permission.slice(0, permission.indexOf('.')));
}

/** Only admin writes carry the hooks: a shopper's request pays nothing for the audit log. */
function isAdminWrite(method: string | string[], config: FastifyContextConfig | undefined) {
  return (
    config?.access === 'admin' &&
    !config.readsOnly &&
    [method].flat().some((one) => WRITES.has(one))
  );
}

export const auditHook = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auditScope', null);

    // Callback style: the handler runs inside `done`, so inside the scope.
    const openScope = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
      const scope = scopeOf(request);
      if (!scope) return done();
      request.auditScope = scope;
      runInAuditScope(scope, done);
    };

    // Before the answer leaves, so whoever reads the log after a 2xx finds the entry.
    const routeLevelEntry = async (request: FastifyRequest, reply: FastifyReply) => {
      const scope = request.auditScope;
      if (!scope || scope.recorded > 0 || reply.statusCode >= 400) return;
      const params = (request.params ?? {}) as Record<string, unknown>;
      const body = request.body && typeof request.body === 'object' ? request.body : null;
      const entry = routeEntry(request.method, request.routeOptions.url ?? request.url, params);
      try {
        await insertAuditEntry(app.db, scope, { ...entry, after: body });
        scope.recorded += 1;
      } catch (error) {
        // The change has committed: a 5xx now would invite a second one. Say it loudly instead.
        request.log.error(
          { err: error, audit: entry, route: scope.route },
          'audit entry not written',
        );
      }
    };

    app.addHook('onRoute', (route) => {
      if (!isAdminWrite(route.method, route.config)) return;
      route.preHandler = [...[route.preHandler ?? []].flat(), openScope];
      route.onSend = [...[route.onSend ?? []].flat(), routeLevelEntry];
    });
  },
  { name: 'audit-hook' },
);
