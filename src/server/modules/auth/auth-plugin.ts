import fp from 'fastify-plugin';
import { authRoutes } from './auth-routes';
import { viewerPlugin } from './viewer';

export const authPlugin = fp(
  async (app) => {
    await app.register(viewerPlugin, { auth: app.auth });
    await app.register(authRoutes(app.auth));
  },
  { name: 'auth' },
);
