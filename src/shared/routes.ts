/**
 * The spec's route table (shared/spec/storefront-spec.md "Route table"), with what each page needs
 * that the server must know before the browser asks: the web router renders these paths
 * (src/web/app/routes.tsx, checked by its test), and the server answers any other path with the 404
 * page and status 404, so search engines and links see the truth.
 */

import type { MessageKey } from './i18n/keys';

/** Catalogues of words loaded apart from the shop's (src/web/app/area-words.ts). */
export type PageArea = 'static' | 'account' | 'checkout' | 'contact';

export type PageFacts = {
  /** Someone's own page or a step of a purchase: not indexed, and robots.txt keeps it out. */
  private?: true;
  /** The catalogue of its words, when they are loaded apart: the server preloads it. */
  area?: PageArea;
  /**
   * The source module of its lazy chunk (a Vite manifest key), for the server-rendered pages
   * whose chunk the server preloads; the web router imports this same module for the path.
   */
  module?: string;
  /**
   * The page's name in its title, for pages whose title is fixed: the server's head and the
   * page's own `<title>` use it (page-title.ts), so the tab does not change when the app starts.
   */
  title?: MessageKey;
};

const HOME_PAGE = 'src/web/features/catalog/pages/home-page.tsx';
const LIST_PAGE = 'src/web/features/catalog/pages/product-list-page.tsx';
const LANDING_PAGE = 'src/web/features/catalog/pages/category-landing-page.tsx';

/** In matching order; `/*` at the end also matches the path without it, as in React Router. */
export const PAGES = {
  '/': { module: HOME_PAGE },
  '/login': { private: true, area: 'account', title: 'account.login.title' },
  '/register': { private: true, area: 'account', title: 'account.register.title' },
  '/forgot-password': { private: true, area: 'account', title: 'account.forgot.title' },
  '/reset-password': { private: true, area: 'account', title: 'account.reset.title' },
  '/cart': { private: true, title: 'cart.title' },
  '/checkout': { private: true, area: 'checkout', title: 'checkout.page.title' },
  '/checkout/success': { private: true, area: 'checkout', title: 'checkout.success.title' },
  '/checkout/failed': { private: true, area: 'checkout', title: 'checkout.failed.title' },
  '/pay/:token': { private: true, area: 'checkout', title: 'payLink.title' },
  '/products': { module: LIST_PAGE },
  '/products/:category': { module: LIST_PAGE },
  '/collections': { module: LIST_PAGE },
  '/collections/:category': { module: LIST_PAGE },
  '/makeup': { module: LANDING_PAGE },
  '/skincare': { module: LANDING_PAGE },
  '/product/:id': { module: 'src/web/app/product-route.tsx' },
  '/account': { private: true, area: 'account', title: 'account.page.title' },
  '/account/orders/:id': { private: true },
  '/account/orders/:id/vat-invoice': { private: true, title: 'vatInvoice.pageTitle' },
  '/admin/*': { private: true },
  '/about': { area: 'static', title: 'static.about.documentTitle' },
  '/contact': { area: 'contact', title: 'contact.documentTitle' },
  '/track': { title: 'track.title', module: 'src/web/app/track-route.tsx' },
  '/terms': { area: 'static', title: 'static.terms.documentTitle' },
  '/privacy': { area: 'static', title: 'static.privacy.documentTitle' },
  '/stop/:token': { private: true, area: 'static', title: 'static.stop.documentTitle' },
} as const satisfies Record<string, PageFacts>;

export type AppRoutePattern = keyof typeof PAGES;

export const APP_ROUTE_PATTERNS = Object.keys(PAGES) as AppRoutePattern[];

/** The 404 page, which answers every unknown path. */
export const NOT_FOUND_PAGE = {
  area: 'static',
  title: 'static.notFound.documentTitle',
} as const satisfies PageFacts;

export function pageFacts(pattern: AppRoutePattern): PageFacts {
  return PAGES[pattern];
}

/**
 * The paths robots.txt keeps out: each private page's first segment (`/checkout` covers its
 * steps).
 */
export function privatePathPrefixes(): string[] {
  const prefixes = APP_ROUTE_PATTERNS.filter((pattern) => pageFacts(pattern).private).map(
    (pattern) => `/${pattern.split('/')[1]}`,
  );
  return [...new Set(prefixes)];
}

function patternToRegExp(pattern: string): RegExp {
  const wildcard = pattern.endsWith('/*');
  const body = (wildcard ? pattern.slice(0, -2) : pattern)
    .split('/')
    .map((part) => {
      if (part.startsWith(':')) return `(?<${part.slice(1)}>[^/]+)`;
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${body}${wildcard ? '(?:/.*)?' : '/?'}$`);
}

const ROUTE_MATCHERS = APP_ROUTE_PATTERNS.map((pattern) => ({
  pattern,
  regExp: patternToRegExp(pattern),
}));

export type AppRouteMatch = {
  pattern: AppRoutePattern;
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

/** The router's `path` for a pattern (relative to the root layout); only the table's patterns. */
export function routePath(pattern: Exclude<AppRoutePattern, '/'>): string {
  return pattern.slice(1);
}
