/**
 * The spec's route table (section 2). The web router renders these; the server answers any
 * other path with the 404 page and status 404, so search engines and links see the truth.
 */
export const APP_ROUTE_PATTERNS = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/cart',
  '/checkout',
  '/checkout/success',
  '/checkout/failed',
  '/products',
  '/products/:category',
  '/collections',
  '/collections/:category',
  '/makeup',
  '/skincare',
  '/product/:id',
  '/account',
  '/account/orders/:id',
  '/admin',
  '/admin/*',
  '/about',
  '/contact',
  '/terms',
  '/privacy',
] as const;

function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return `(?<${part.slice(1)}>[^/]+)`;
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${body}/?$`);
}

const ROUTE_MATCHERS = APP_ROUTE_PATTERNS.map((pattern) => ({
  pattern,
  regExp: patternToRegExp(pattern),
}));

export type AppRouteMatch = {
  pattern: (typeof APP_ROUTE_PATTERNS)[number];
  params: Record<string, string>;
};

/** The page a path (without query) is, with its parameters; null when it is none of the shop's. */
export function matchAppRoute(pathname: string): AppRouteMatch | null {
  for (const { pattern, regExp } of ROUTE_MATCHERS) {
    const found = regExp.exec(pathname);
    if (found) return { pattern, params: { ...found.groups } };
  }
  return null;
}

/** True when the path (without query) is one of the shop's pages. */
export function isAppRoute(pathname: string): boolean {
  return matchAppRoute(pathname) !== null;
}
