import fp from 'fastify-plugin';
import { contactRoutes } from './contact-routes';

export const contactPlugin = fp(
  async (app) => {
    await app.register(contactRoutes);
  },
  { name: 'contact' },
);
