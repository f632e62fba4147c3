/**
 * Serves the built React app: hashed assets cached for a year, every page path answered with
 * index.html carrying the shop's public facts, unknown pages with the same HTML and status 404
 * (the app shows its 404 page), unknown /api paths with JSON.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isAppRoute } from '#shared/routes';
import type { ShopInfo } from '#shared/shop';
import { webDistDir } from '../paths';
import { errorBody } from './security';

const NOT_BUILT_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sajghor</title></head>
<body><div id="root"><p>The web app is not built yet: run <code>npm run build</code>.</p></div><!--app-data--></body></html>`;

/** JSON inside a <script> must not be able to close the tag. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export const webPlugin = fp(async (app: FastifyInstance, { shop }: { shop: ShopInfo }) => {
  const indexFile = path.join(webDistDir, 'index.html');
  const built = existsSync(indexFile);
  const template = built ? readFileSync(indexFile, 'utf8') : NOT_BUILT_HTML;
  const appData = `<script id="app-data" type="application/json">${jsonForHtml({ shop })}</script>`;
  const html = template.replace('<!--app-data-->', appData);

  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  function sendPage(reply: FastifyReply, status: number) {
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (pathname.startsWith('/api') || !isPageRequest) {
      return reply
        .status(404)
        .send(errorBody(404, `No such address: ${request.method} ${pathname}`));
    }
    return sendPage(reply, isAppRoute(pathname) ? 200 : 404);
  });
});
