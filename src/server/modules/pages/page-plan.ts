/**
 * What the server sends with each page: its head (title, description, previews, JSON-LD) and the
 * API answers its first screen asks for. The answers come from the API itself (app.inject), so
 * they are exactly what the browser would have fetched; the web's API client uses each once.
 */
import type { FastifyInstance } from 'fastify';
import {
  categoryLabel,
  FEATURED_PRODUCTS_COUNT,
  GALLERY_PRODUCTS_COUNT,
  type ProductCategory,
} from '#shared/catalog';
import type { Translator } from '#shared/i18n/translator';
import { imageSrcSet, imageUrl, isStoredImage, PRODUCT_IMAGE_SIZES } from '#shared/images';
import {
  parseProductListParams,
  productsSearchParams,
  toProductsFilter,
} from '#shared/product-list';
import { type AppRouteMatch, matchAppRoute } from '#shared/routes';
import { type Product, productListSchema, productSchema } from '#shared/schemas/product';
import type { PageHead } from './head-tags';

export type PagePlan = {
  status: number;
  head: PageHead;
  /** API answers by path, for the web's first requests. */
  prefetched: Record<string, unknown>;
  /**
   * Source files of the lazy chunks the page needs (the Vite manifest's keys); `{language}` stands
   * for the reader's language in a catalogue's path.
   */
  chunks: string[];
  /**
   * Sent rendered (the server's renderer, src/web/entry-server.tsx): the shopping pages, whose
   * first screen is the data above, so a phone paints them before any script has run.
   */
  rendered: boolean;
};

type Context = { app: FastifyInstance; url: URL; t: Translator['t']; money: Translator['money'] };

const HOME_CHUNK = 'src/web/features/catalog/pages/home-page.tsx';
const LIST_CHUNK = 'src/web/features/catalog/pages/product-list-page.tsx';
const LANDING_CHUNK = 'src/web/features/catalog/pages/category-landing-page.tsx';
const PRODUCT_CHUNK = 'src/web/app/product-route.tsx';
/** Pages that are someone's own or a step of a purchase: nothing for search engines. */
const PRIVATE_PREFIXES = [
  '/account',
  '/admin',
  '/cart',
  '/checkout',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
];

async function fetchJson(
  app: FastifyInstance,
  path: string,
): Promise<{ status: number; body: unknown }> {
  const response = await app.inject({ method: 'GET', url: path });
  return { status: response.statusCode, body: response.json() };
}

/** Fetches each path; answers that failed are left out (the page then asks itself). */
async function prefetch(app: FastifyInstance, paths: string[]): Promise<Record<string, unknown>> {
  const answers = await Promise.all(paths.map((path) => fetchJson(app, path)));
  const prefetched: Record<string, unknown> = {};
  answers.forEach((answer, index) => {
    const path = paths[index];
    if (answer.status === 200 && path) prefetched[path] = answer.body;
  });
  return prefetched;
}

const productsPath = (filter: Parameters<typeof productsSearchParams>[0]) =>
  `/api/products?${productsSearchParams(filter)}`;

function absolute(ctx: Context, path: string): string {
  return new URL(path, ctx.app.config.publicUrl).toString();
}

function baseHead(ctx: Context, title: string, description?: string): PageHead {
  const shop = ctx.app.config.shop.name;
  return {
    title: ctx.t('seo.pageTitle', { page: title, shop }),
    description: description ?? ctx.t('seo.siteDescription'),
    canonicalUrl: absolute(ctx, ctx.url.pathname),
    ogType: 'website',
    jsonLd: [],
  };
}

function breadcrumbs(ctx: Context, trail: [name: string, path: string][]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absolute(ctx, path),
    })),
  };
}

function homePlan(ctx: Context): Promise<PagePlan> {
  const { shop, publicUrl } = ctx.app.config;
  const head: PageHead = {
    title: ctx.t('seo.siteTitle', { shop: shop.name }),
    description: ctx.t('seo.siteDescription'),
    canonicalUrl: absolute(ctx, '/'),
    ogType: 'website',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: shop.name,
        url: `${publicUrl}/`,
        logo: absolute(ctx, '/favicon.svg'),
        email: shop.email,
        telephone: shop.phone,
        address: { '@type': 'PostalAddress', addressLocality: shop.city, addressCountry: 'BD' },
        sameAs: shop.socialLinks.map((link) => link.url),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: shop.name,
        url: `${publicUrl}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: `${publicUrl}/products?q={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
  const paths = [
    productsPath({ featured: true, limit: FEATURED_PRODUCTS_COUNT }),
    productsPath({
      categories: ['makeup', 'skincare'],
      sort: 'newest',
      limit: GALLERY_PRODUCTS_COUNT,
    }),
    // Shop by Category's counts: answered with the page, they cost no request and no re-render.
    productsPath({ limit: 1 }),
    productsPath({ sale: true, limit: 1 }),
  ];
  return prefetch(ctx.app, paths).then((prefetched) => ({
    status: 200,
    head,
    prefetched,
    chunks: [HOME_CHUNK],
    rendered: true,
  }));
}

function firstCardPicture(answer: unknown, view: 'grid' | 'list'): PageHead['preloadImage'] {
  const first = productListSchema.safeParse(answer).data?.products[0]?.images[0];
  if (!first) return undefined;
  return {
    href: imageUrl(first, 640),
    srcset: imageSrcSet(first),
    sizes: PRODUCT_IMAGE_SIZES[view],
  };
}

async function listPlan(
  ctx: Context,
  pathCategory: string | undefined,
  landing: ProductCategory | undefined,
): Promise<PagePlan> {
  const state = parseProductListParams(ctx.url.searchParams, landing ?? pathCategory);
  const category = state.pageCategory;
  const shop = ctx.app.config.shop.name;
  const pageName = state.q
    ? ctx.t('seo.searchResults', { q: state.q })
    : category
      ? categoryLabel(ctx.t, category)
      : ctx.t('seo.allProducts');
  const description = category
    ? ctx.t('seo.categoryDescription', { category: categoryLabel(ctx.t, category), shop })
    : undefined;
  const head = baseHead(ctx, pageName, description);
  // Filters, sorts and searches are views of the same list: one address for search engines.
  head.noindex = Boolean(state.q);
  const trail: [string, string][] = [[ctx.t('seo.home'), '/']];
  if (category)
    trail.push([categoryLabel(ctx.t, category), landing ? `/${landing}` : `/products/${category}`]);
  else trail.push([ctx.t('seo.allProducts'), '/products']);
  head.jsonLd.push(breadcrumbs(ctx, trail));
  const path = landing
    ? productsPath({ category: landing, limit: 8 })
    : productsPath(toProductsFilter(state));
  const prefetched = await prefetch(ctx.app, [path]);
  // The first card's picture is the list's largest paint: preloaded, it loads with the scripts
  // instead of after them. Landing pages open with words, their cards further down.
  if (!landing) head.preloadImage = firstCardPicture(prefetched[path], state.view);
  return {
    status: 200,
    head,
    prefetched,
    chunks: [landing ? LANDING_CHUNK : LIST_CHUNK],
    rendered: true,
  };
}

function productHead(ctx: Context, product: Product): PageHead {
  const shop = ctx.app.config.shop.name;
  const price = product.salePrice ?? product.price;
  const canonicalUrl = absolute(ctx, `/product/${product.id}`);
  const pictures = product.images.map((ref) => absolute(ctx, imageUrl(ref, 960)));
  const first = product.images[0];
  // Link previews show the title, description and picture: the price leads the description.
  const about = product.description.trim()
    ? product.description.trim().replace(/\s+/g, ' ').slice(0, 180)
    : ctx.t('seo.productDescriptionFallback', { name: product.name, shop });
  const description = `${ctx.money(price)} · ${about}`;
  const inStock = product.stockQuantity > 0 && product.status === 'active';
  const category = categoryLabel(ctx.t, product.category);
  return {
    title: ctx.t('seo.pageTitle', { page: product.name, shop }),
    description,
    canonicalUrl,
    ogType: 'product',
    image: pictures[0]
      ? {
          url: pictures[0],
          width: isStoredImage(first ?? '') ? 960 : 800,
          height: isStoredImage(first ?? '') ? 960 : 800,
          alt: product.name,
        }
      : undefined,
    ogExtra: [
      ['product:price:amount', (price / 100).toFixed(2)],
      ['product:price:currency', 'BDT'],
      ['product:availability', inStock ? 'in stock' : 'out of stock'],
      ...(product.brand ? [['product:brand', product.brand] as [string, string]] : []),
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        sku: String(product.id),
        description: about,
        image: pictures,
        category,
        ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
        offers: {
          '@type': 'Offer',
          url: canonicalUrl,
          priceCurrency: 'BDT',
          price: (price / 100).toFixed(2),
          availability: `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`,
          itemCondition: 'https://schema.org/NewCondition',
          seller: { '@type': 'Organization', name: shop },
        },
        ...(product.rating.count > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: product.rating.average,
                reviewCount: product.rating.count,
              },
            }
          : {}),
      },
      breadcrumbs(ctx, [
        [ctx.t('seo.home'), '/'],
        [category, `/products/${product.category}`],
        [product.name, `/product/${product.id}`],
      ]),
    ],
    preloadImage: first
      ? {
          href: imageUrl(first, 640),
          srcset: imageSrcSet(first),
          sizes: PRODUCT_IMAGE_SIZES.gallery,
        }
      : undefined,
  };
}

async function productPlan(ctx: Context, id: string): Promise<PagePlan> {
  const productPath = `/api/products/${id}`;
  const answer = await fetchJson(ctx.app, productPath);
  const parsed = answer.status === 200 ? productSchema.safeParse(answer.body) : null;
  if (!parsed?.success) return notFoundPlan(ctx);
  const product = parsed.data;
  const rest = await prefetch(ctx.app, [
    `/api/products/${product.id}/related`,
    `/api/products/${product.id}/reviews/summary`,
  ]);
  return {
    status: 200,
    head: productHead(ctx, product),
    prefetched: { [productPath]: answer.body, ...rest },
    chunks: [PRODUCT_CHUNK],
    rendered: true,
  };
}

function notFoundPlan(ctx: Context): PagePlan {
  const head = baseHead(ctx, ctx.t('seo.notFound'));
  head.noindex = true;
  return { status: 404, head, prefetched: {}, chunks: [], rendered: false };
}

/** Pages whose words are a catalogue of their own (src/web/app/area-words.ts): sent preloaded. */
const AREA_WORDS: Partial<Record<AppRouteMatch['pattern'], string>> = {
  '/about': 'static',
  '/terms': 'static',
  '/privacy': 'static',
  '/contact': 'contact',
  '/login': 'account',
  '/register': 'account',
  '/forgot-password': 'account',
  '/reset-password': 'account',
  '/account': 'account',
  '/checkout': 'checkout',
  '/checkout/success': 'checkout',
  '/checkout/failed': 'checkout',
};
const areaWords = (area: string) => `src/shared/i18n/{language}/${area}.ts`;

const STATIC_TITLES = {
  '/about': 'seo.about',
  '/contact': 'seo.contact',
  '/terms': 'seo.terms',
  '/privacy': 'seo.privacy',
} as const;

export async function planPage(
  app: FastifyInstance,
  url: URL,
  translator: Translator,
): Promise<PagePlan> {
  const plan = await planFor(app, url, translator);
  const area =
    plan.status === 404 ? 'static' : AREA_WORDS[matchAppRoute(url.pathname)?.pattern ?? '/'];
  return area ? { ...plan, chunks: [...plan.chunks, areaWords(area)] } : plan;
}

async function planFor(
  app: FastifyInstance,
  url: URL,
  { t, money }: Translator,
): Promise<PagePlan> {
  const ctx: Context = { app, url, t, money };
  const match = matchAppRoute(url.pathname);
  if (!match) return notFoundPlan(ctx);
  const { pattern, params } = match;
  switch (pattern) {
    case '/':
      return homePlan(ctx);
    case '/product/:id':
      return productPlan(ctx, params.id ?? '');
    case '/products':
    case '/collections':
      return listPlan(ctx, undefined, undefined);
    case '/products/:category':
    case '/collections/:category':
      return listPlan(ctx, params.category, undefined);
    case '/makeup':
    case '/skincare':
      return listPlan(ctx, undefined, pattern.slice(1) as ProductCategory);
  }
  if (pattern in STATIC_TITLES) {
    return {
      status: 200,
      head: baseHead(ctx, t(STATIC_TITLES[pattern as keyof typeof STATIC_TITLES])),
      prefetched: {},
      chunks: [],
      rendered: false,
    };
  }
  const head: PageHead = {
    ...baseHead(ctx, app.config.shop.name),
    title: t('seo.siteTitle', { shop: app.config.shop.name }),
  };
  head.noindex = PRIVATE_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));
  return { status: 200, head, prefetched: {}, chunks: [], rendered: false };
}
