import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminStatsSchema } from '#shared/schemas/admin';
import { errorResponses } from '../../http-error';
import { forStaff } from '../../plugins/access';
import { adminStats } from './dashboard-service';

const errors = errorResponses(400, 401, 403, 404);

export async function adminStatsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/stats',
    {
      config: forStaff('reports.view'),
      schema: {
        tags: ['admin'],
        summary: 'Dashboard figures',
        response: { 200: adminStatsSchema, ...errors },
      },
    },
    async () => adminStats(app.db),
  );
}
