import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { backupStatusSchema } from '#shared/schemas/backups';
import { backupStatus } from '../../backups/backup-runs';
import { errorResponses } from '../../http-error';
import { forStaff } from '../../plugins/access';

const errors = errorResponses(401, 403);

/** The dashboard's backup line: the last backup and whether it needs a warning. */
export async function adminBackupRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/backup-status',
    {
      config: forStaff('settings.manage'),
      schema: {
        tags: ['admin'],
        summary: 'The last backup and any warning about it',
        response: { 200: backupStatusSchema, ...errors },
      },
    },
    async () => backupStatus(app.db, app.config.backups),
  );
}
