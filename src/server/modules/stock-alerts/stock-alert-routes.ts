/** "Notify me when it's back": the shopper's asks on a product page, and Admin → Stock's view. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productIdParamsSchema } from '#shared/schemas/product';
import {
  myStockAlertsSchema,
  stockAlertIdParamsSchema,
  stockAlertInputSchema,
  stockAlertOverviewSchema,
  stockAlertSchema,
  stockAlertSettingsSchema,
} from '#shared/schemas/stock-alert';
import { errorResponses } from '../../http-error';
import { languageOf } from '../../i18n';
import { forStaff, requireViewer } from '../../plugins/access';
import { stockAlertOverview, updateStockAlertSettings } from './admin-stock-alerts';
import { askForStockAlert, cancelStockAlert, myStockAlerts } from './shopper-stock-alerts';

const tags = ['stock alerts'];

export async function stockAlertRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/products/:id/stock-alerts',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "Your open back-in-stock asks for this product's variants, and how you can be told",
        params: productIdParamsSchema,
        response: { 200: myStockAlertsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => myStockAlerts(app.db, requireViewer(request).userId, request.params.id),
  );

  routes.post(
    '/api/products/:id/stock-alerts',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Be told once, by SMS or e-mail in your language, when a sold-out variant is back in stock',
        params: productIdParamsSchema,
        body: stockAlertInputSchema,
        response: { 201: stockAlertSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { userId } = requireViewer(request);
      const alert = await askForStockAlert(
        app.db,
        userId,
        request.params.id,
        request.body,
        languageOf(request),
      );
      return reply.status(201).send(alert);
    },
  );

  routes.delete(
    '/api/stock-alerts/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Take back a back-in-stock ask not yet sent',
        params: stockAlertIdParamsSchema,
        response: { 200: z.object({ id: z.number().int() }), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await cancelStockAlert(app.db, requireViewer(request).userId, request.params.id);
      return { id: request.params.id };
    },
  );

  routes.get(
    '/api/admin/stock-alerts',
    {
      config: forStaff('products.view'),
      schema: {
        tags,
        summary: 'Shoppers waiting for sold-out variants, the most waited for, and the factor',
        response: { 200: stockAlertOverviewSchema, ...errorResponses(401, 403) },
      },
    },
    async () => stockAlertOverview(app.db),
  );

  routes.put(
    '/api/admin/stock-alerts/settings',
    {
      config: forStaff('products.stock'),
      schema: {
        tags,
        summary: 'How many waiting shoppers are told per unit that comes back (1 to 100)',
        body: stockAlertSettingsSchema,
        response: { 200: stockAlertSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => updateStockAlertSettings(app.db, request.body),
  );
}
