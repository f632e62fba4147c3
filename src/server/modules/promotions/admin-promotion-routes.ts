import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminPromotionListSchema,
  freeDeliverySettingsSchema,
  promotionIdParamsSchema,
  promotionInputSchema,
  promotionPatchSchema,
  promotionSchema,
} from '#shared/schemas/admin-promotions';
import { errorResponses } from '../../http-error';
import { forStaff } from '../../plugins/access';
import {
  createPromotion,
  endPromotion,
  getPromotion,
  listPromotions,
  updatePromotion,
} from './admin-promotion-service';
import { changeFreeDelivery, readShopSettings } from './shop-settings';

const errors = errorResponses(400, 401, 403, 404);
const saveErrors = { ...errors, ...errorResponses(409) };
const tags = ['admin'];

export async function adminPromotionRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The sale clock's now, so a test that drives it sees the same statuses.
  const now = () => new Date(app.salesClock.now());

  routes.get(
    '/api/admin/promotions',
    {
      config: forStaff('promotions.manage'),
      schema: {
        tags,
        summary: 'Coupons and scheduled sales, newest first, with status, uses and revenue',
        response: { 200: adminPromotionListSchema, ...errors },
      },
    },
    async () => ({ promotions: await listPromotions(app.db, now()) }),
  );

  routes.get(
    '/api/admin/promotions/:id',
    {
      config: forStaff('promotions.manage'),
      schema: {
        tags,
        summary: 'One promotion with its status and figures',
        params: promotionIdParamsSchema,
        response: { 200: promotionSchema, ...errors },
      },
    },
    async (request) => getPromotion(app.db, request.params.id, now()),
  );

  routes.post(
    '/api/admin/promotions',
    {
      config: forStaff('promotions.manage'),
      schema: {
        tags,
        summary: 'Create a coupon code or a scheduled sale (409 when the code is taken)',
        body: promotionInputSchema,
        response: { 201: promotionSchema, ...saveErrors },
      },
    },
    async (request, reply) => {
      const promotion = await createPromotion(app.db, request.body, now());
      if (promotion.kind === 'sale') await app.salesClock.refresh();
      return reply.status(201).send(promotion);
    },
  );

  routes.patch(
    '/api/admin/promotions/:id',
    {
      config: forStaff('promotions.manage'),
      schema: {
        tags,
        summary: 'Change a promotion (a used coupon can only be renamed, switched off or ended)',
        params: promotionIdParamsSchema,
        body: promotionPatchSchema,
        response: { 200: promotionSchema, ...saveErrors },
      },
    },
    async (request) => {
      const { promotion, saleChanged } = await updatePromotion(
        app.db,
        request.params.id,
        request.body,
        now(),
      );
      if (saleChanged) await app.salesClock.refresh();
      return promotion;
    },
  );

  routes.post(
    '/api/admin/promotions/:id/end',
    {
      config: forStaff('promotions.manage'),
      schema: {
        tags,
        summary: 'End a promotion now, keeping its uses and orders',
        params: promotionIdParamsSchema,
        response: { 200: promotionSchema, ...errors },
      },
    },
    async (request) => {
      const { promotion, saleChanged } = await endPromotion(app.db, request.params.id, now());
      if (saleChanged) await app.salesClock.refresh();
      return promotion;
    },
  );

  routes.get(
    '/api/admin/settings/free-delivery',
    {
      config: forStaff('settings.manage'),
      schema: {
        tags,
        summary: 'Free delivery over an amount inside Dhaka and everywhere (null = off)',
        response: { 200: freeDeliverySettingsSchema, ...errors },
      },
    },
    async () => {
      const settings = await readShopSettings(app.db);
      return {
        dhakaOver: settings.freeDeliveryDhakaOver,
        everywhereOver: settings.freeDeliveryEverywhereOver,
      };
    },
  );

  routes.put(
    '/api/admin/settings/free-delivery',
    {
      config: forStaff('settings.manage'),
      schema: {
        tags,
        summary: 'Set both free-delivery thresholds, poisha (null = no such offer)',
        body: freeDeliverySettingsSchema,
        response: { 200: freeDeliverySettingsSchema, ...errors },
      },
    },
    async (request) => {
      const settings = await changeFreeDelivery(app.db, {
        freeDeliveryDhakaOver: request.body.dhakaOver,
        freeDeliveryEverywhereOver: request.body.everywhereOver,
      });
      return {
        dhakaOver: settings.freeDeliveryDhakaOver,
        everywhereOver: settings.freeDeliveryEverywhereOver,
      };
    },
  );
}
