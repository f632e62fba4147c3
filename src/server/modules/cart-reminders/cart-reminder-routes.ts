/** Admin → Promotions' left-cart reminders: what they brought, and the hours before one goes. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cartReminderOverviewSchema,
  cartReminderSettingsSchema,
} from '#shared/schemas/cart-reminder';
import { errorResponses } from '../../http-error';
import { forStaff } from '../../plugins/access';
import { cartReminderOverview, updateCartReminderSettings } from './cart-reminder-settings';

const tags = ['cart reminders'];

export async function cartReminderRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/cart-reminders',
    {
      config: forStaff('promotions.manage'),
      schema: {
        tags,
        summary: 'Left-cart reminders of the last 30 days, how many came back to order, the hours',
        response: { 200: cartReminderOverviewSchema, ...errorResponses(401, 403) },
      },
    },
    async () => cartReminderOverview(app.db),
  );

  routes.put(
    '/api/admin/cart-reminders/settings',
    {
      config: forStaff('promotions.manage'),
      schema: {
        tags,
        summary: 'Hours a cart waits before its one reminder (0 to 72; 0 sends none)',
        body: cartReminderSettingsSchema,
        response: { 200: cartReminderSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => updateCartReminderSettings(app.db, request.body),
  );
}
