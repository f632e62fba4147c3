import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminReturnSchema,
  returnIdParamsSchema,
  returnReceiveInputSchema,
  returnRefundInputSchema,
} from '#shared/schemas/returns';
import { errorResponses } from '../../http-error';
import { languageOf } from '../../i18n';
import { forStaff, forStaffConfirmed, requireViewer } from '../../plugins/access';
import { readAdminReturn } from './admin-return-service';
import { returnNewsInTransaction } from './return-news';
import { receiveReturn } from './return-receive';
import { refundReturn } from './return-refund';

const tags = ['admin', 'returns'];

export async function adminReturnMoneyRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/admin/returns/:id/receive',
    {
      config: forStaff('returns.manage'),
      schema: {
        tags,
        summary:
          'The parcel is back: restock each line (0 to its quantity) on its variant and mark the return received (409 RETURN_MOVE_NOT_ALLOWED; 422 RETURN_LINES, RESTOCK_TOO_MANY)',
        params: returnIdParamsSchema,
        body: returnReceiveInputSchema,
        response: { 200: adminReturnSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const returnId = request.params.id;
      const language = languageOf(request);
      await receiveReturn(app.db, {
        returnId,
        input: request.body,
        actorUserId: requireViewer(request).userId,
        language,
        tellShopper: returnNewsInTransaction(app.config, language),
      });
      return readAdminReturn(app, returnId);
    },
  );

  routes.post(
    '/api/admin/returns/:id/refund',
    {
      config: forStaffConfirmed('payments.refund'),
      schema: {
        tags,
        summary:
          'Refund a received return through the gateway that took the money, or record a bKash/bank transfer the shop sent (409 RETURN_MOVE_NOT_ALLOWED, REFUND_TOO_MUCH, NOT_REFUNDABLE, REFUND_REFUSED; 503 GATEWAY_UNAVAILABLE)',
        params: returnIdParamsSchema,
        body: returnRefundInputSchema,
        response: { 200: adminReturnSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const returnId = request.params.id;
      const language = languageOf(request);
      await refundReturn(app, {
        returnId,
        input: request.body,
        actorUserId: requireViewer(request).userId,
        language,
        tellShopper: returnNewsInTransaction(app.config, language),
      });
      return readAdminReturn(app, returnId);
    },
  );
}
