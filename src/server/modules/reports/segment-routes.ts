import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  segmentIdParamsSchema,
  segmentInputSchema,
  segmentListSchema,
  segmentMembersSchema,
  segmentSchema,
} from '#shared/schemas/segments';
import { csvTable, UTF8_BOM } from '../../csv';
import { errorResponses } from '../../http-error';
import { translatorOf } from '../../i18n';
import { forStaff, forStaffConfirmed, requireViewer } from '../../plugins/access';
import { insertAuditEntry, requestScope } from '../audit';
import { stopLink } from '../privacy';
import {
  createSegment,
  deleteSegment,
  listSegments,
  segmentMembers,
  segmentPhones,
} from './segment-service';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['admin'];

export async function segmentRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/segments',
    {
      config: forStaff('customers.view'),
      schema: {
        tags,
        summary: 'Saved customer segments with how many are in each now',
        response: { 200: segmentListSchema, ...errors },
      },
    },
    async () => ({ segments: await listSegments(app.db, new Date()) }),
  );

  routes.post(
    '/api/admin/segments',
    {
      config: forStaff('customers.view'),
      schema: {
        tags,
        summary: 'Save a segment: its name and the rules of who is in',
        body: segmentInputSchema,
        response: { 201: segmentSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const segment = await createSegment(app.db, request.body, viewer.userId, new Date());
      return reply.status(201).send(segment);
    },
  );

  routes.delete(
    '/api/admin/segments/:id',
    {
      config: forStaff('customers.view'),
      schema: {
        tags,
        summary: 'Delete a saved segment (its customers stay as they are)',
        params: segmentIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteSegment(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/api/admin/segments/:id/customers',
    {
      config: forStaff('customers.view'),
      schema: {
        tags,
        summary: 'The segment’s customers now, the 200 who spent most',
        params: segmentIdParamsSchema,
        response: { 200: segmentMembersSchema, ...errors },
      },
    },
    async (request) => segmentMembers(app.db, request.params.id, new Date()),
  );

  routes.get(
    '/api/admin/segments/:id/phones.csv',
    {
      config: forStaffConfirmed('customers.export'),
      schema: {
        tags,
        summary: 'The phones of the segment’s customers who allowed marketing messages, as CSV',
        params: segmentIdParamsSchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { segment, members } = await segmentPhones(app.db, request.params.id, new Date());
      const { t } = translatorOf(request);
      const scope = requestScope(request, requireViewer(request), 'customers');
      await insertAuditEntry(app.db, scope, {
        action: 'segments.export',
        entity: 'segment',
        entityId: segment.id,
        after: { name: segment.name, phones: members.length },
      });
      const columns: [string, (member: (typeof members)[number]) => unknown][] = [
        [t('admin.reports.customers.phone'), (member) => member.phone],
        [t('admin.reports.figure.name'), (member) => member.name],
        // Each message of the campaign carries its number's way out.
        [t('admin.segments.stopLink'), (member) => stopLink(app.config, member.phone)],
      ];
      return reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="sajghor-segment-${segment.id}-phones.csv"`,
          'cache-control': 'no-store',
        })
        .send(UTF8_BOM + csvTable(columns, members));
    },
  );
}
