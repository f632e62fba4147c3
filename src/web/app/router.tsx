import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { routes } from './routes';

/**
 * Loads the lazy routes the address matches before the router starts: a page the server rendered
 * is then hydrated with the same tree (the router would otherwise first show its HydrateFallback,
 * replacing the server's page with a spinner). The modules are preloaded by the page, so this
 * waits for no extra round trip.
 */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined } satisfies Partial<RouteObject>);
    }),
  );
}

export async function createAppRouter() {
  await loadMatchedRoutes();
  return createBrowserRouter(routes);
}
