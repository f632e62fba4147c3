import fp from 'fastify-plugin';
import { adminBackupRoutes } from './backup-routes';
import { adminCustomerRoutes } from './customer-routes';
import { adminStatsRoutes } from './dashboard-routes';
import { adminOutgoingMessageRoutes } from './outgoing-message-routes';
import { productImportRoutes } from './product-import-routes';

export const adminPlugin = fp(
  async (app) => {
    await app.register(adminStatsRoutes);
    await app.register(adminBackupRoutes);
    await app.register(productImportRoutes);
    await app.register(adminCustomerRoutes);
    await app.register(adminOutgoingMessageRoutes);
  },
  { name: 'admin' },
);
