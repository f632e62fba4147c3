/** The plain forms a page answers before its scripts run (docs/decisions/022). */
import fp from 'fastify-plugin';
import { pageFormRoutes } from './page-form-routes';

export const pageFormsPlugin = fp(
  async (app) => {
    await app.register(pageFormRoutes);
  },
  { name: 'page-forms' },
);
