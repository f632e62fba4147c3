import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPermission, type Permission, SHIPPED_ROLES } from '#shared/permissions';
import { createShopper } from '../test/fixtures/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { accessPlugin, forStaff, type Viewer } from './access';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('route access', () => {
  it('every /api route declares public, user or admin', () => {
    const apiRoutes = t.app.routeTable.filter((route) => route.url.startsWith('/api'));
    expect(apiRoutes.length).toBeGreaterThan(4);
    const undeclared = apiRoutes.filter(
      (route) => !['public', 'user', 'admin'].includes(route.access),
    );
    expect(undeclared).toEqual([]);
    expect(apiRoutes).toContainEqual({ method: 'POST', url: '/api/contact', access: 'public' });
  });

  it('refuses every user and admin route without a session, and admin routes to customers', async () => {
    const guarded = t.app.routeTable.filter(
      (route) => route.access !== 'public' && route.method !== 'HEAD',
    );
    expect(guarded.map((route) => route.access)).toContain('admin');
    const customer = await createShopper(t.app);
    for (const route of guarded) {
      const url = route.url.replace(/:[a-zA-Z]+/g, '1');
      const method = route.method as 'GET';
      const anonymous = await t.app.inject({
        method,
        url,
        payload: method === 'GET' ? undefined : {},
      });
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      if (route.access === 'admin') {
        const refused = await t.app.inject({
          method,
          url,
          headers: { cookie: customer.cookie },
          payload: method === 'GET' ? undefined : {},
        });
        expect(refused.statusCode, `${route.method} ${route.url}`).toBe(403);
      }
    }
  });

  it('every admin route names the permission it needs', () => {
    const admin = t.app.routeTable.filter((route) => route.access === 'admin');
    expect(admin.length).toBeGreaterThan(40);
    expect(admin.filter((route) => !isPermission(route.permission))).toEqual([]);
    expect(t.app.routeTable).toContainEqual({
      method: 'POST',
      url: '/api/admin/orders/:id/refunds',
      access: 'admin',
      permission: 'payments.refund',
    });
  });

  it('answers an admin route only to staff holding its permission', async () => {
    const app = Fastify();
    await app.register(accessPlugin);
    const asStaff = (permissions: readonly Permission[]): Viewer => ({
      userId: 'u1',
      email: 'staff@example.com',
      role: 'admin',
      staffRole: 'manager',
      isAdmin: true,
      permissions,
      suspended: false,
      signedInAt: new Date(),
    });
    let viewer: Viewer | null = null;
    app.addHook('onRequest', async (request) => {
      request.viewer = viewer;
    });
    app.post('/api/admin/refund', { config: forStaff('payments.refund') }, async () => ({ ok: 1 }));
    app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) =>
      reply.status(error.statusCode ?? 500).send({ message: error.message }),
    );
    const refund = () => app.inject({ method: 'POST', url: '/api/admin/refund' });
    viewer = asStaff(SHIPPED_ROLES.packing);
    expect((await refund()).statusCode).toBe(403);
    viewer = asStaff(SHIPPED_ROLES.manager);
    expect((await refund()).json()).toEqual({ ok: 1 });
    viewer = { ...asStaff(SHIPPED_ROLES.owner), isAdmin: false };
    expect((await refund()).statusCode).toBe(403);
  });

  it('refuses to start an admin route that names no known permission', async () => {
    const app = Fastify();
    await app.register(accessPlugin);
    expect(() => app.get('/api/admin/x', { config: { access: 'admin' } }, async () => 1)).toThrow(
      'Route GET /api/admin/x is for staff but names no known permission',
    );
    const typo = { access: 'admin' as const, permission: 'orders.veiw' as Permission };
    expect(() => app.get('/api/admin/y', { config: typo }, async () => 1)).toThrow(
      'names no known permission',
    );
  });

  it('refuses to start with a route that declares no access', async () => {
    const app = Fastify();
    const start = async () => {
      await app.register(accessPlugin);
      await app.register(async (scope) => {
        scope.get('/api/forgotten', async () => ({ secret: true }));
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow('Route GET /api/forgotten declares no access');
  });

  it('answers a token route only with its bearer token, and will not start one without it', async () => {
    const app = Fastify();
    await app.register(accessPlugin);
    const token = 'feed-token-0123456789';
    app.get('/feed', { config: { access: 'token', bearerToken: token } }, async () => ({ n: 1 }));
    app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) =>
      reply.status(error.statusCode ?? 500).send({ message: error.message }),
    );
    const ask = (authorization?: string) =>
      app.inject({ url: '/feed', headers: authorization ? { authorization } : {} });
    expect((await ask(`Bearer ${token}`)).json()).toEqual({ n: 1 });
    expect((await ask(`bearer  ${token}`)).statusCode).toBe(200);
    for (const wrong of [undefined, token, `Bearer ${token}1`, `Bearer ${token.slice(1)}`]) {
      const refused = await ask(wrong);
      expect(refused.statusCode, wrong).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer');
    }
    const tokenless = Fastify();
    await tokenless.register(accessPlugin);
    expect(() => tokenless.get('/feed', { config: { access: 'token' } }, async () => 1)).toThrow(
      'declares token access but no token',
    );
  });

  it('answers 401 on a user route without a session', async () => {
    const app = Fastify();
    await app.register(accessPlugin);
    app.get('/api/mine', { config: { access: 'user' } }, async () => ({ secret: true }));
    app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) =>
      reply.status(error.statusCode ?? 500).send({ message: error.message }),
    );
    const response = await app.inject('/api/mine');
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('secret');
  });
});
