import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AdminFeeds, adminFeedsSchema, FEED_KINDS } from '#shared/schemas/feeds';
import { errorResponses } from '../../http-error';
import { forStaff } from '../../plugins/access';
import { feedPath } from './feed-routes';

export async function adminFeedRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/feeds',
    {
      config: forStaff('products.edit'),
      schema: {
        tags: ['feeds'],
        summary: "The catalogue feeds' addresses and last builds (a stale one starts building)",
        response: { 200: adminFeedsSchema, ...errorResponses(401, 403) },
      },
    },
    async (): Promise<AdminFeeds> => {
      const { publicUrl, feeds } = app.config;
      const query = feeds.token ? `?token=${encodeURIComponent(feeds.token)}` : '';
      return {
        private: feeds.token !== undefined,
        feeds: await Promise.all(
          FEED_KINDS.map(async (kind) => ({
            kind,
            url: `${publicUrl}${feedPath(kind)}${query}`,
            ...(await app.feeds.status(kind)),
          })),
        ),
      };
    },
  );
}
