/** The shopping pages' plans, from the same queries the pages make (#shared/page-queries). */
import type { FastifyInstance } from 'fastify';
import {
  BANNER_IMAGE_SIZES,
  BANNER_PHONE_MEDIA,
  BANNER_WIDE_MEDIA,
  HOME_BANNERS_PATH,
} from '#shared/banners';
import { categoryLabel, type ProductCategory } from '#shared/catalog';
import { imageSrcSet, imageUrl, PRODUCT_IMAGE_SIZES } from '#shared/images';
import { HOME_QUERIES, landingQuery, productsPath } from '#shared/page-queries';
import { productListName } from '#shared/page-title';
import {
  type ProductsFilter,
  parseProductListParams,
  productsSearchParams,
  toProductsFilter,
} from '#shared/product-list';
import type { HomeBanners } from '#shared/schemas/banner';
import {
  productIdParamsSchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
} from '#shared/schemas/product';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { HttpError } from '../../http-error';
import { homeBannersAnswer } from '../banners';
import type { CachedAnswer } from '../catalog';
import { productAnswer, productListAnswer, relatedProductsAnswer } from '../catalog';
import { reviewSummary } from '../reviews';
import type { PageHead } from './head-tags';
import { absolute, baseHead, breadcrumbs, type PageContext, previewImage } from './page-head';
import type { PagePlan } from './page-plan';
import { productHead } from './product-head';

type Prefetched = Record<string, unknown>;

const bodyOf = (app: FastifyInstance, pending: Promise<CachedAnswer>) =>
  answerOf(
    app,
    pending.then((answer): unknown => JSON.parse(answer.body)),
  );

/** Undefined when there is none: the page then asks itself, and meets the same refusal. */
async function answerOf<T>(app: FastifyInstance, pending: Promise<T>): Promise<T | undefined> {
  try {
    return await pending;
  } catch (error) {
    // The page cannot be told without the database: the whole page answers 503.
    if (isDatabaseUnavailable(error)) throw error;
    if (!(error instanceof HttpError)) app.log.error({ err: error }, 'page data failed');
    return undefined;
  }
}

async function prefetchLists(app: FastifyInstance, filters: ProductsFilter[]): Promise<Prefetched> {
  const answers = await Promise.all(
    filters.map(async (filter): Promise<[string, unknown][]> => {
      // The API's query check: a list it would refuse is left for the page to ask for.
      const query = productListQuerySchema.safeParse(
        Object.fromEntries(new URLSearchParams(productsSearchParams(filter))),
      );
      if (!query.success) return [];
      const path = productsPath(filter);
      return [[path, await bodyOf(app, productListAnswer(app, path, query.data))]];
    }),
  );
  return withoutMissing(answers.flat());
}

function withoutMissing(entries: [string, unknown][]): Prefetched {
  return Object.fromEntries(entries.filter(([, body]) => body !== undefined));
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
      // SHOP_CITY is written for people ('Dhaka, Bangladesh'): its town, in a shop in Bangladesh.
      address: {
        '@type': 'PostalAddress',
        addressLocality: shop.city.split(',')[0]?.trim() || shop.city,
        addressCountry: 'BD',
      },
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

/** A running hero banner's picture is the home page's largest paint: each screen's is preloaded. */
function heroPictures(answer: HomeBanners | undefined): PageHead['preloadImage'] {
  const hero = answer?.banners.hero;
  if (!hero) return undefined;
  const preload = (src: string, media: string) => ({
    href: imageUrl(src, 960),
    srcset: imageSrcSet(src),
    sizes: BANNER_IMAGE_SIZES,
    media,
  });
  return [
    preload(hero.phoneImage.src, BANNER_PHONE_MEDIA),
    preload(hero.desktopImage.src, BANNER_WIDE_MEDIA),
  ];
}

async function homeBannersBody(app: FastifyInstance): Promise<HomeBanners | undefined> {
  try {
    return await homeBannersAnswer(app);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    app.log.error({ err: error }, 'home banners failed');
    return undefined;
  }
}

export async function homePlan(ctx: PageContext): Promise<PagePlan> {
  const head: PageHead = { ...baseHead(ctx), canonicalUrl: absolute(ctx, '/') };
  head.jsonLd = homeJsonLd(ctx);
  const [prefetched, banners] = await Promise.all([
    prefetchLists(ctx.app, Object.values(HOME_QUERIES)),
    homeBannersBody(ctx.app),
  ]);
  if (banners) prefetched[HOME_BANNERS_PATH] = banners;
  head.preloadImage = heroPictures(banners);
  // A shared link to the shop shows its first featured product.
  head.image = await listPreview(ctx, prefetched[productsPath(HOME_QUERIES.featured)]);
  return { status: 200, head, prefetched, chunks: [], rendered: true };
}

async function listPreview(ctx: PageContext, answer: unknown): Promise<PageHead['image']> {
  const products = productListSchema.safeParse(answer).data?.products ?? [];
  const pictured = products.find((product) => product.images[0] !== undefined);
  const picture = pictured?.images[0];
  return pictured && picture ? previewImage(ctx, picture, pictured.name) : undefined;
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
  const filter = landing ? landingQuery(landing) : toProductsFilter(state);
  const prefetched = await prefetchLists(ctx.app, [filter]);
  const list = prefetched[productsPath(filter)];
  // The first card's picture is the list's largest paint: preloaded, it loads with the scripts
  // instead of after them. Landing pages open with words, their cards further down.
  if (!landing) head.preloadImage = firstCardPicture(list, state.view);
  head.image = await listPreview(ctx, list);
  return { status: 200, head, prefetched, chunks: [], rendered: true };
}

export async function productPlan(ctx: PageContext, id: string): Promise<PagePlan | null> {
  const { app } = ctx;
  const productId = productIdParamsSchema.safeParse({ id }).data?.id;
  if (productId === undefined) return null;
  // Under the path the page asks for: the id as its address writes it.
  const productPath = `/api/products/${id}`;
  const productBody = await bodyOf(app, productAnswer(app, productPath, productId));
  const parsed = productSchema.safeParse(productBody);
  if (!parsed.success) return null;
  const product = parsed.data;
  const relatedPath = `/api/products/${product.id}/related`;
  const summaryPath = `/api/products/${product.id}/reviews/summary`;
  // Read here, not asked of the API in process: the page's own reads are no requests to count.
  const [related, summary, head] = await Promise.all([
    bodyOf(app, relatedProductsAnswer(app, relatedPath, product.id)),
    answerOf(app, reviewSummary(app.db, product.id)),
    productHead(ctx, product),
  ]);
  return {
    status: 200,
    head,
    prefetched: withoutMissing([
      [productPath, productBody],
      [relatedPath, related],
      [summaryPath, summary],
    ]),
    chunks: [],
    rendered: true,
  };
}
