import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditEntrySchema,
  auditFilterSchema,
  auditIdParamsSchema,
  auditListQuerySchema,
  auditPageSchema,
} from '#shared/schemas/audit';
import { errorResponses } from '../../http-error';
import { forStaff } from '../../plugins/access';
import { auditCsv, findAudit, listAudit } from './audit-service';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['admin'];
const config = forStaff('staff.manage');

export async function auditRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/activity',
    {
      config,
      schema: {
        tags,
        summary: 'The audit log, newest first: person, area, entity, Dhaka-time dates, pages',
        querystring: auditListQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (request) => listAudit(app.db, request.query),
  );

  routes.get(
    '/api/admin/activity.csv',
    {
      config,
      schema: {
        tags,
        summary: 'The audit log under the same filters as CSV',
        querystring: auditFilterSchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="sajghor-activity-${day}.csv"`)
        .send(await auditCsv(app.db, request.query));
    },
  );

  routes.get(
    '/api/admin/activity/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One audit entry with its before and after',
        params: auditIdParamsSchema,
        response: { 200: auditEntrySchema, ...errors },
      },
    },
    async (request) => findAudit(app.db, request.params.id),
  );
}
