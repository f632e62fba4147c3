import fp from 'fastify-plugin';
import { scheduleUnusedUploadSweep } from './cleanup';
import { filesRoutes } from './file-routes';

export const filesPlugin = fp(
  async (app) => {
    await app.register(filesRoutes);
    scheduleUnusedUploadSweep(app);
  },
  { name: 'files' },
);
