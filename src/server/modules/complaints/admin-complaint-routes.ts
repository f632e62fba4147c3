/** Admin → Complaints: the list by their 72-hour clock, one complaint, replies and resolutions. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminComplaintPageSchema,
  adminComplaintQuerySchema,
  adminComplaintSchema,
  complaintIdParamsSchema,
  complaintMessageInputSchema,
  complaintResolveInputSchema,
} from '#shared/schemas/complaints';
import { errorResponses } from '../../http-error';
import { languageOf } from '../../i18n';
import { forStaff, requireViewer } from '../../plugins/access';
import { listComplaints, readAdminComplaint } from './complaint-views';
import { complaintNotFound } from './shopper-complaints';
import { replyToComplaint, resolveComplaint } from './staff-answers';

const tags = ['admin'];
const access = forStaff('complaints.manage');

export async function adminComplaintRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const shopOf = (request: Parameters<typeof languageOf>[0]) => ({
    db: app.db,
    config: app.config,
    language: languageOf(request),
  });

  routes.get(
    '/api/admin/complaints',
    {
      config: access,
      schema: {
        tags,
        summary:
          'Complaints: waiting ones (the default) most urgent first, or late, answered, resolved or all, newest first; 20 a page',
        querystring: adminComplaintQuerySchema,
        response: { 200: adminComplaintPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listComplaints(app.db, request.query),
  );

  routes.get(
    '/api/admin/complaints/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'One complaint with its messages, who answered and its order',
        params: complaintIdParamsSchema,
        response: { 200: adminComplaintSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const complaint = await readAdminComplaint(app.db, request.params.id);
      if (!complaint) throw complaintNotFound();
      return complaint;
    },
  );

  routes.post(
    '/api/admin/complaints/:id/replies',
    {
      config: access,
      schema: {
        tags,
        summary: 'Answer the shopper: they read it on the order page and get it by e-mail or SMS',
        params: complaintIdParamsSchema,
        body: complaintMessageInputSchema,
        response: { 200: adminComplaintSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      replyToComplaint(shopOf(request), {
        id: request.params.id,
        staffUserId: requireViewer(request).userId,
        text: request.body.text,
      }),
  );

  routes.post(
    '/api/admin/complaints/:id/resolve',
    {
      config: access,
      schema: {
        tags,
        summary:
          'Close the complaint with its outcome (refund, replacement or explained) and a note the shopper reads; 409 once resolved',
        params: complaintIdParamsSchema,
        body: complaintResolveInputSchema,
        response: { 200: adminComplaintSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      resolveComplaint(shopOf(request), {
        id: request.params.id,
        staffUserId: requireViewer(request).userId,
        ...request.body,
      }),
  );
}
