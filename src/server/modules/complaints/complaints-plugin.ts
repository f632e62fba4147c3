/** Complaints about orders (issue 43): the shopper's, /track's (in the track module) and the admin's. */
import fp from 'fastify-plugin';
import { adminComplaintRoutes } from './admin-complaint-routes';
import { shopperComplaintRoutes } from './shopper-complaint-routes';

export const complaintsPlugin = fp(
  async (app) => {
    await app.register(shopperComplaintRoutes);
    await app.register(adminComplaintRoutes);
  },
  { name: 'complaints' },
);
