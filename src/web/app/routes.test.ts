import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_ROUTE_PATTERNS, type AppRoutePattern, pageFacts } from '#shared/routes';
import { routes } from './routes';

/** Every page route with its full path ('/' for the index), as the shared table writes them. */
function pageRoutes(tree: RouteObject[], parent = ''): [string, RouteObject][] {
  return tree.flatMap((route): [string, RouteObject][] => {
    const path = route.index ? parent || '/' : [parent, route.path].filter(Boolean).join('/');
    const full = path.startsWith('/') ? path : `/${path}`;
    if (route.children) return pageRoutes(route.children, route.path ? full : parent);
    return route.path === '*' ? [] : [[full, route]];
  });
}

describe('the web router', () => {
  const routed = pageRoutes(routes);

  it('routes exactly the shared table’s pages', () => {
    expect(routed.map(([path]) => path).sort()).toEqual([...APP_ROUTE_PATTERNS].sort());
  });

  it('loads for each page the module the server preloads for it', () => {
    for (const [path, route] of routed) {
      const { module } = pageFacts(path as AppRoutePattern);
      if (!module) continue;
      // Vitest writes the resolved module into the loader: "/src/web/…/home-page.tsx".
      expect(String(route.lazy), path).toContain(`"/${module}"`);
    }
  });
});
