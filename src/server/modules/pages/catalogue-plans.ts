/**
 * The shopping pages' plans: the product lists, product and counts their first screen asks for
 * (the same queries the pages make, from #shared/page-queries), and their heads.
 */
import type { FastifyInstance } from 'fastify';
import { categoryLabel, type ProductCategory } from '#shared/catalog';
import { imageSrcSet, imageUrl, PRODUCT_IMAGE_SIZES } from '#shared/images';
import { HOME_QUERIES, landingQuery, productsPath } from '#shared/page-queries';
import { productListName } from '#shared/page-title';
import { parseProductListParams, toProductsFilter } from '#shared/product-list';
import { productListSchema, productSchema } from '#shared/schemas/product';
import type { PageHead } from './head-tags';
import { absolute, baseHead, breadcrumbs, type PageContext } from './page-head';
import type { PagePlan } from './page-plan';
import { productHead } from './product-head';

type Answer = { status: number; body: unknown };

/**
 * Through the API itself (in process, no network): the same query checks, catalogue cache and
 * response schema as the browser's request, so the answer is exactly what it would have fetched.
 */
async function fetchJson(app: FastifyInstance, path: string): Promise<Answer> {
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

function homeJsonLd(ctx: PageContext): object[] {
  const { shop, publicUrl } = ctx.app.config;
  return [
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
  ];
}

export async function homePlan(ctx: PageContext): Promise<PagePlan> {
  const head: PageHead = { ...baseHead(ctx), canonicalUrl: absolute(ctx, '/') };
  head.jsonLd = homeJsonLd(ctx);
  const prefetched = await prefetch(ctx.app, Object.values(HOME_QUERIES).map(productsPath));
  return { status: 200, head, prefetched, chunks: [], rendered: true };
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

/** A list (/products, /products/makeup…) or a category's landing page (/makeup). */
export async function listPlan(
  ctx: PageContext,
  pathCategory: string | undefined,
  landing: ProductCategory | undefined,
): Promise<PagePlan> {
  const state = parseProductListParams(ctx.url.searchParams, landing ?? pathCategory);
  const category = state.pageCategory;
  const description = category
    ? ctx.t('seo.categoryDescription', {
        category: categoryLabel(ctx.t, category),
        shop: ctx.app.config.shop.name,
      })
    : undefined;
  const head = baseHead(ctx, productListName(ctx.t, state), description);
  // Filters, sorts and searches are views of the same list: one address for search engines.
  head.noindex = Boolean(state.q);
  const listPath = category ? (landing ? `/${landing}` : `/products/${category}`) : '/products';
  head.jsonLd.push(
    breadcrumbs(ctx, [
      [ctx.t('seo.home'), '/'],
      [category ? categoryLabel(ctx.t, category) : ctx.t('catalog.list.all'), listPath],
    ]),
  );
  const path = productsPath(landing ? landingQuery(landing) : toProductsFilter(state));
  const prefetched = await prefetch(ctx.app, [path]);
  // The first card's picture is the list's largest paint: preloaded, it loads with the scripts
  // instead of after them. Landing pages open with words, their cards further down.
  if (!landing) head.preloadImage = firstCardPicture(prefetched[path], state.view);
  return { status: 200, head, prefetched, chunks: [], rendered: true };
}

/** A product page, or null when there is no such active product. */
export async function productPlan(ctx: PageContext, id: string): Promise<PagePlan | null> {
  const productPath = `/api/products/${id}`;
  const answer = await fetchJson(ctx.app, productPath);
  const parsed = answer.status === 200 ? productSchema.safeParse(answer.body) : null;
  if (!parsed?.success) return null;
  const product = parsed.data;
  const rest = await prefetch(ctx.app, [
    `/api/products/${product.id}/related`,
    `/api/products/${product.id}/reviews/summary`,
  ]);
  return {
    status: 200,
    head: productHead(ctx, product),
    prefetched: { [productPath]: answer.body, ...rest },
    chunks: [],
    rendered: true,
  };
}
