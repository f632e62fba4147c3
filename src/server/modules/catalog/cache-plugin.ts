/** The catalogue's answer cache on the app (answer-cache.ts), and how routes use and clear it. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { type AnswerCache, type CachedAnswer, createAnswerCache } from './answer-cache';

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: AnswerCache;
  }
  interface FastifyContextConfig {
    /** A successful call changes what shoppers see of products: the catalogue cache is cleared. */
    changesCatalogue?: boolean;
  }
}

export const catalogCachePlugin = fp(
  async (app) => {
    app.decorate(
      'catalogCache',
      createAnswerCache({
        ttlSeconds: app.config.catalogCacheSeconds,
        onLookup: (outcome) => app.shopCounters.catalogCacheLookup(outcome),
        // Scheduled sales change prices by themselves (docs/decisions/016).
        keepUntil: () => app.salesClock?.nextBoundary() ?? null,
      }),
    );
    // Before the answer leaves, so the caller's next read already misses the cache.
    app.addHook('onSend', async (request, reply) => {
      if (request.routeOptions.config?.changesCatalogue && reply.statusCode < 400) {
        app.catalogCache.clear();
        // An admin's new price or new product under a running sale gets the sale's price at once.
        if (request.routeOptions.url?.startsWith('/api/admin/')) await app.salesClock?.refresh();
      }
    });
  },
  { name: 'catalog-cache' },
);

/** Computed on a miss and checked against the route's response schema, as Fastify would. */
export function catalogAnswer(
  app: FastifyInstance,
  key: string,
  schema: z.ZodType,
  compute: () => Promise<unknown>,
): Promise<CachedAnswer> {
  return app.salesClock
    .ensureCurrent()
    .then(() => app.catalogCache.answer(key, async () => schema.parse(await compute())));
}

/**
 * Sends a cached answer with its ETag: a browser holding the same answer gets a bodiless 304.
 * `no-cache` makes the browser ask every time, so it never keeps a sale price past the sale's end.
 */
export async function sendCatalogAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  pending: Promise<CachedAnswer>,
) {
  const answer = await pending;
  reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
