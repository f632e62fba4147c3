/**
 * The server's renderer for the shopping pages (docs/decisions/009): the same routes, providers
 * and components as the browser, rendered to HTML with the answers the server sends with the page,
 * so a phone paints the page before any script has run; main.tsx then hydrates it. Built by
 * `npm run build` into dist/ssr, loaded by the server's web plugin; never part of the browser's
 * bundle.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PageData } from '#shared/page-data';
import { routes } from './app/routes';
import { ShopApp } from './app/shop-app';
import { type AppData, readAppDataFrom } from './lib/app-data';
import { loadShopMessages } from './lib/i18n';
import { createQueryClient } from './lib/query-client';

// Pages render concurrently (a lazy component suspends the render it is in): each render reads
// the data of its own request.
const requests = new AsyncLocalStorage<AppData>();
readAppDataFrom(() => requests.getStore() ?? {});

const handler = createStaticHandler(routes);

/** The HTML inside #root for this address, or undefined when the router answers otherwise. */
export async function renderPage(url: URL, data: PageData): Promise<string | undefined> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const messages = await loadShopMessages(data.language);
  // A copy: the render takes each answer once, and the page's own copy goes to the browser.
  const pageData: AppData = { ...data, prefetched: { ...data.prefetched } };
  return requests.run(pageData, () =>
    renderToStringAsync(
      <ShopApp language={data.language} messages={messages} queryClient={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ShopApp>,
    ),
  );
}
