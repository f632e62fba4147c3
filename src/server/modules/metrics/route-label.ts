import type { FastifyRequest } from 'fastify';
import { matchAppRoute } from '#shared/routes';

/** The web plugin's catch-all: every page, and every address that is none. */
const PAGES_ROUTE = '/*';

/**
 * The `route` label of a request's latency: its route's pattern, so /api/products/1 and
 * /api/products/2 are one series. Pages all arrive through the catch-all, so a page gets the web
 * router's pattern (/product/:id); an address that is no page stays '/*', which keeps the number
 * of series bounded whatever strangers ask for.
 */
export function routeLabelOf(request: FastifyRequest): string {
  const route = request.routeOptions.url ?? PAGES_ROUTE;
  if (route !== PAGES_ROUTE) return route;
  const pathname = request.url.split('?', 1)[0] ?? '/';
  return matchAppRoute(pathname)?.pattern ?? PAGES_ROUTE;
}
