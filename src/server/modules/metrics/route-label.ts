import type { FastifyRequest } from 'fastify';
import { matchAppRoute } from '#shared/routes';

/** The web plugin's catch-all: every page, and every address that is none. */
const PAGES_ROUTE = '/*';

/**
 * The route's pattern, so /api/products/1 and /2 are one series; a page gets the web router's
 * pattern, and an address that is no page stays '/*' so strangers cannot grow the series.
 */
export function routeLabelOf(request: FastifyRequest): string {
  const route = request.routeOptions.url ?? PAGES_ROUTE;
  if (route !== PAGES_ROUTE) return route;
  const pathname = request.url.split('?', 1)[0] ?? '/';
  return matchAppRoute(pathname)?.pattern ?? PAGES_ROUTE;
}
