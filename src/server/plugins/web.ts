/**
 * Serves the built React app: hashed assets cached for a year; every page path answered with
 * index.html carrying that page's head (title, previews, JSON-LD), the first data its screen needs,
 * preloads for its chunks, picture and language catalogue, and the shop's public facts; unknown
 * pages get the same HTML with status 404 (the app shows its 404 page), unknown /api paths JSON.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Language } from '#shared/i18n/languages';
import type { ShopInfo } from '#shared/shop';
import { languageOf, translatorFor } from '../i18n';
import { SESSION_COOKIE } from '../modules/auth/viewer';
import { jsonForHtml, renderHead } from '../modules/pages/head-tags';
import { planPage } from '../modules/pages/page-plan';
import { webDistDir } from '../paths';
import { errorBody } from './security';

const NOT_BUILT_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sajghor</title></head>
<body><div id="root"><p>The web app is not built yet: run <code>npm run build</code>.</p></div><!--app-data--></body></html>`;

const OG_LOCALES: Record<Language, string> = { en: 'en_US', bn: 'bn_BD' };

type ManifestChunk = { file: string; imports?: string[] };

/** Vite's manifest: which files a source module's chunk needs, to preload them with the page. */
function readManifest(): Record<string, ManifestChunk> {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>)
    : {};
}

export const webPlugin = fp(async (app: FastifyInstance, { shop }: { shop: ShopInfo }) => {
  const indexFile = path.join(webDistDir, 'index.html');
  const built = existsSync(indexFile);
  const template = built ? readFileSync(indexFile, 'utf8') : NOT_BUILT_HTML;
  const manifest = readManifest();

  // The entry's own imports load with it already: never preloaded again.
  const entry = manifest['index.html'];
  const entryFiles = new Set(
    [entry?.file, ...(entry?.imports ?? []).map((key) => manifest[key]?.file)].filter(
      (file): file is string => file !== undefined,
    ),
  );
  // A handful of page kinds × two languages: each list is worked out once.
  const preloadsBySources = new Map<string, string[]>();

  /** modulepreload links for these source modules' chunks and everything they import. */
  function preloadLinks(sources: string[]): string[] {
    const key = sources.join('|');
    let links = preloadsBySources.get(key);
    if (!links) {
      const files = new Set<string>();
      const visit = (source: string) => {
        const chunk = manifest[source];
        if (!chunk || files.has(chunk.file)) return;
        for (const imported of chunk.imports ?? []) visit(imported);
        files.add(chunk.file);
      };
      for (const source of sources) visit(source);
      links = [...files]
        .filter((file) => !entryFiles.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
      preloadsBySources.set(key, links);
    }
    return links;
  }

  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build wrote .br and .gz copies of the scripts and styles (scripts/build.mjs).
      preCompressed: true,
      // The manifest is for the server, not for browsers.
      allowedPath: (pathname) => !pathname.startsWith('/.vite/'),
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  /**
   * A visitor with no session cookie is signed out: the page says so (the account answer for no
   * one), so the header needs no request to learn it and the page no second render when it ends.
   * Only that answer: a signed-in shopper's own data stays out of the HTML.
   */
  async function signedOutAccount(request: FastifyRequest): Promise<Record<string, unknown>> {
    if (request.headers.cookie?.includes(SESSION_COOKIE)) return {};
    const answer = await app.inject({ method: 'GET', url: '/api/account' });
    return answer.statusCode === 200 ? { '/api/account': answer.json() } : {};
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const language = languageOf(request);
    const url = new URL(request.url, app.config.publicUrl);
    const [plan, account] = await Promise.all([
      planPage(app, url, translatorFor(language)),
      signedOutAccount(request),
    ]);
    const preloads = preloadLinks(
      [...plan.chunks, 'src/shared/i18n/{language}/shop.ts'].map((source) =>
        source.replace('{language}', language),
      ),
    );
    const head = [renderHead(plan.head, shop.name, OG_LOCALES[language]), ...preloads].join(
      '\n    ',
    );
    const appData = `<script id="app-data" type="application/json">${jsonForHtml({
      shop,
      language,
      prefetched: { ...plan.prefetched, ...account },
    })}</script>`;
    const html = template
      .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
      .replace(/<title>[^<]*<\/title>/, () => head)
      .replace('<!--app-data-->', () => appData);
    return (
      reply
        .status(plan.status)
        // The page differs by language, chosen from the cookie or the browser's languages.
        .header('vary', 'Cookie, Accept-Language')
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  }

  const noSuchAddress = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    return reply.status(404).send(errorBody(404, `No such address: ${request.method} ${pathname}`));
  };

  // Every other GET is a page (a route, not the not-found handler, so it is sent compressed).
  app.get('/*', { schema: { hide: true }, config: { access: 'public' } }, (request, reply) =>
    request.url.startsWith('/api/') || request.url === '/api'
      ? noSuchAddress(request, reply)
      : sendPage(request, reply),
  );
  app.setNotFoundHandler(noSuchAddress);
});
