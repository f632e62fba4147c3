/**
 * Serves the built React app: hashed assets cached for a year, every page as index.html with its
 * head and first data (page-plan.ts); unknown pages get 404 with that HTML, /api paths JSON.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Language } from '#shared/i18n/languages';
import type { PageData } from '#shared/page-data';
import type { Account } from '#shared/schemas/account';
import type { ShopInfo } from '#shared/shop';

/** The configured facts; the owner's legal numbers are added per page. */
type ConfiguredShop = Omit<ShopInfo, 'legal'>;

import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../../db/unavailable';
import { errorBody } from '../../http-error';
import { languageOf, translatorFor } from '../../i18n';
import { ssrDistDir, webDistDir } from '../../paths';
import { SESSION_COOKIE } from '../auth';
import { jsonForHtml, renderHead } from './head-tags';
import { pageNoticeHtml } from './page-notice';
import { planPage } from './page-plan';
import { loadPageShell } from './page-shell';
import { unavailablePageBody } from './unavailable-page';

const OG_LOCALES: Record<Language, string> = { en: 'en_US', bn: 'bn_BD' };

const NO_ONE: { account: Account | null } = { account: null };

type Renderer = { renderPage(url: URL, data: PageData): Promise<string | undefined> };

async function loadRenderer(): Promise<Renderer | undefined> {
  const file = path.join(ssrDistDir, 'entry-server.js');
  return existsSync(file) ? ((await import(pathToFileURL(file).href)) as Renderer) : undefined;
}

export const webPlugin = fp(async (app: FastifyInstance, { shop }: { shop: ConfiguredShop }) => {
  const shell = loadPageShell();
  const renderer = shell.built ? await loadRenderer() : undefined;

  if (shell.built) {
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
   * A visitor with no session cookie is told so in the page, saving the header a request and the
   * page a second render. Only that answer: a signed-in shopper's data stays out of the HTML.
   */
  function signedOutAccount(request: FastifyRequest): Record<string, typeof NO_ONE> {
    return request.headers.cookie?.includes(SESSION_COOKIE) ? {} : { '/api/account': NO_ONE };
  }

  async function renderPage(request: FastifyRequest, url: URL, data: PageData): Promise<string> {
    if (!renderer) return '';
    try {
      return (await renderer.renderPage(url, data)) ?? '';
    } catch (error) {
      request.log.error({ err: error, url: url.pathname }, 'page render failed');
      return '';
    }
  }

  function sendUnavailablePage(request: FastifyRequest, reply: FastifyReply, url: URL) {
    const language = languageOf(request);
    const translator = translatorFor(language);
    const retryPath = `${url.pathname}${url.search}`;
    return reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        shell.plainPage({
          language,
          title: `${translator.t('unavailable.title')} | ${shop.name}`,
          body: unavailablePageBody(shop.name, retryPath, translator),
        }),
      );
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, app.config.publicUrl);
    if (app.databaseAvailability.down) return sendUnavailablePage(request, reply, url);
    try {
      return await sendPlannedPage(request, reply, url);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      app.databaseAvailability.sawUnavailable();
      request.log.warn({ err: error }, 'database unavailable: page answered 503');
      return sendUnavailablePage(request, reply, url);
    }
  }

  async function sendPlannedPage(request: FastifyRequest, reply: FastifyReply, url: URL) {
    const language = languageOf(request);
    const translator = translatorFor(language);
    const plan = await planPage(app, url, translator);
    const pageData = {
      shop: { ...shop, legal: await app.shopLegal.current() },
      language,
      prefetched: { ...plan.prefetched, ...signedOutAccount(request) },
    };
    const html = shell.page({
      language,
      head: renderHead(plan.head, shop.name, OG_LOCALES[language]),
      chunks: [...plan.chunks, 'src/shared/i18n/{language}/shop.ts'].map((source) =>
        source.replace('{language}', language),
      ),
      body: plan.rendered ? await renderPage(request, url, pageData) : '',
      appData: `<script id="app-data" type="application/json">${jsonForHtml(pageData)}</script>`,
      notice: pageNoticeHtml(url, translator),
    });
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
