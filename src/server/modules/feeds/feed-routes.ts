import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { msg } from '#shared/i18n/translator';
import { type FeedKind, feedQuerySchema } from '#shared/schemas/feeds';
import { HttpError } from '../../http-error';
import { sameSecret } from '../../plugins/bearer-token';
import { FEED_FORMATS } from './feed-formats';

const PATHS: Record<FeedKind, string> = { meta: '/feeds/meta.csv', google: '/feeds/google.xml' };
const SUMMARIES: Record<FeedKind, string> = {
  meta: "The catalogue for Meta (Facebook and Instagram): CSV per Meta's product feed fields",
  google: "The catalogue for Google Merchant Center: RSS 2.0 with Google's g: fields",
};

export const feedPath = (kind: FeedKind) => PATHS[kind];

export async function feedRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const token = app.config.feeds.token;

  for (const kind of ['meta', 'google'] as const) {
    routes.get(
      PATHS[kind],
      {
        config: { access: 'public' },
        schema: { tags: ['feeds'], summary: SUMMARIES[kind], querystring: feedQuerySchema },
      },
      async (request, reply) => {
        // A private feed looks exactly like a missing one to anyone without its token.
        if (token && !sameSecret(request.query.token ?? '', token)) {
          throw new HttpError(404, msg('errors.feed.notFound'));
        }
        const { file, build, fingerprint } = await app.feeds.current(kind);
        const etag = `"${createHash('sha1').update(`${kind}|${fingerprint}`).digest('base64url').slice(0, 22)}"`;
        reply
          .header('etag', etag)
          .header('last-modified', new Date(build.builtAt).toUTCString())
          .header('cache-control', 'no-cache')
          .header('x-robots-tag', 'noindex');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type(FEED_FORMATS[kind].contentType).send(createReadStream(file));
      },
    );
  }
}
