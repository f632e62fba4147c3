import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminReturnPageSchema,
  adminReturnQuerySchema,
  adminReturnSchema,
  returnDecisionInputSchema,
  returnIdParamsSchema,
  returnPickupInputSchema,
} from '#shared/schemas/returns';
import { errorResponses } from '../../http-error';
import { languageOf } from '../../i18n';
import { forStaff, requireViewer } from '../../plugins/access';
import { decideReturn, listAdminReturns, readAdminReturn } from './admin-return-service';
import { returnNewsInTransaction } from './return-news';
import { pickupReturn } from './return-pickup';

const tags = ['admin', 'returns'];

export async function adminReturnRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/returns',
    {
      config: forStaff('returns.manage'),
      schema: {
        tags,
        summary: 'Returns, newest first, 20 a page, optionally of one status',
        querystring: adminReturnQuerySchema,
        response: { 200: adminReturnPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAdminReturns(app.db, request.query),
  );

  routes.get(
    '/api/admin/returns/:id',
    {
      config: forStaff('returns.manage'),
      schema: {
        tags,
        summary:
          'A return with its order, what the order has left to refund, and whether Steadfast can fetch it (404 RETURN_NOT_FOUND)',
        params: returnIdParamsSchema,
        response: { 200: adminReturnSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => readAdminReturn(app, request.params.id),
  );

  routes.post(
    '/api/admin/returns/:id/decision',
    {
      config: forStaff('returns.manage'),
      schema: {
        tags,
        summary:
          'Accept a requested return, or refuse it with a note the shopper reads (409 RETURN_MOVE_NOT_ALLOWED)',
        params: returnIdParamsSchema,
        body: returnDecisionInputSchema,
        response: { 200: adminReturnSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const returnId = request.params.id;
      await decideReturn(app.db, {
        returnId,
        input: request.body,
        actorUserId: requireViewer(request).userId,
        tellShopper: returnNewsInTransaction(app.config, languageOf(request)),
      });
      return readAdminReturn(app, returnId);
    },
  );

  routes.post(
    '/api/admin/returns/:id/pickup',
    {
      config: forStaff('returns.manage'),
      schema: {
        tags,
        summary:
          'Put an accepted return on its way back: a Steadfast return request on the delivered parcel, or a courier recorded by hand (409 RETURN_MOVE_NOT_ALLOWED, NO_PARCEL; 422 COURIER_REFUSED; 503 COURIER_UNAVAILABLE)',
        params: returnIdParamsSchema,
        body: returnPickupInputSchema,
        response: {
          200: adminReturnSchema,
          ...errorResponses(400, 401, 403, 404, 409, 422, 503),
        },
      },
    },
    async (request) => {
      const returnId = request.params.id;
      await pickupReturn(app, {
        returnId,
        input: request.body,
        actorUserId: requireViewer(request).userId,
        tellShopper: returnNewsInTransaction(app.config, languageOf(request)),
      });
      return readAdminReturn(app, returnId);
    },
  );
}
