import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HOME_BANNERS_PATH } from '#shared/banners';
import {
  adminBannerListSchema,
  adminBannerSchema,
  bannerDeletionSchema,
  bannerIdParamsSchema,
  bannerInputSchema,
  homeBannersSchema,
} from '#shared/schemas/banner';
import { errorResponses } from '../../http-error';
import { forStaff } from '../../plugins/access';
import {
  createBanner,
  deleteBanner,
  forgetHomeBanners,
  homeBannersAnswer,
  listBanners,
  updateBanner,
} from './banner-service';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['admin'];

export async function bannerRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // A banner changed on this server shows on its next home page, not seconds later.
  app.addHook('onSend', async (request, reply) => {
    if (
      request.method !== 'GET' &&
      request.routeOptions.url?.startsWith('/api/admin/banners') &&
      reply.statusCode < 400
    ) {
      forgetHomeBanners(app);
    }
  });

  routes.get(
    HOME_BANNERS_PATH,
    {
      config: { access: 'public' },
      schema: {
        summary: 'The campaign banner running now in each home slot, and the hero’s figures',
        response: { 200: homeBannersSchema },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(await homeBannersAnswer(app)),
  );

  routes.get(
    '/api/admin/banners',
    {
      config: forStaff('banners.manage'),
      schema: {
        tags,
        summary: 'Every campaign banner, latest start first, with its status now',
        response: { 200: adminBannerListSchema, ...errors },
      },
    },
    async () => ({ banners: await listBanners(app.db) }),
  );

  routes.post(
    '/api/admin/banners',
    {
      config: forStaff('banners.manage'),
      schema: {
        tags,
        summary: 'Create a campaign banner (pictures uploaded through /api/admin/products/images)',
        body: bannerInputSchema,
        response: { 201: adminBannerSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createBanner(app.db, request.body)),
  );

  routes.put(
    '/api/admin/banners/:id',
    {
      config: forStaff('banners.manage'),
      schema: {
        tags,
        summary: 'Change a campaign banner',
        params: bannerIdParamsSchema,
        body: bannerInputSchema,
        response: { 200: adminBannerSchema, ...errors },
      },
    },
    async (request) => updateBanner(app.db, request.params.id, request.body),
  );

  routes.delete(
    '/api/admin/banners/:id',
    {
      config: forStaff('banners.manage'),
      schema: {
        tags,
        summary: 'Delete a campaign banner',
        params: bannerIdParamsSchema,
        response: { 200: bannerDeletionSchema, ...errors },
      },
    },
    async (request) => deleteBanner(app.db, request.params.id),
  );
}
