/** Keyed by the API path, so a server-made page and the browser's request share one entry. */
import type { FastifyInstance } from 'fastify';
import { RELATED_PRODUCTS_LIMIT } from '#shared/catalog';
import { msg } from '#shared/i18n/translator';
import {
  type ProductListQuery,
  productListSchema,
  productSchema,
  relatedProductsSchema,
} from '#shared/schemas/product';
import { HttpError } from '../../http-error';
import type { CachedAnswer } from './answer-cache';
import { catalogAnswer } from './cache-plugin';
import { findActiveProduct, listActiveProducts, listRelatedProducts } from './catalog-repository';
import { readShopperProduct } from './shopper-product';

async function activeProduct(app: FastifyInstance, id: number) {
  const product = await findActiveProduct(app.db, id);
  if (!product) throw new HttpError(404, msg('errors.product.notFound'));
  return product;
}

/** A search's first page, not narrowed by filters: what the search log counts as one search. */
function newSearchOf({ q, page, sort, limit, ...filters }: ProductListQuery): string | null {
  const narrowed = Object.values(filters).some((value) => value !== undefined);
  return q && page === 1 && !narrowed ? q : null;
}

export async function productListAnswer(
  app: FastifyInstance,
  path: string,
  query: ProductListQuery,
): Promise<CachedAnswer> {
  let found: number | null = null;
  const answer = await catalogAnswer(app, path, productListSchema, async () => {
    const list = await listActiveProducts(app.db, query);
    found = list.total;
    return list;
  });
  const search = newSearchOf(query);
  if (search) app.searchLog.searched(search, found);
  return answer;
}

export function productAnswer(app: FastifyInstance, path: string, id: number) {
  return catalogAnswer(app, path, productSchema, async () => {
    const product = await readShopperProduct(app.db, id, new Date(app.salesClock.now()));
    if (!product) throw new HttpError(404, msg('errors.product.notFound'));
    return product;
  });
}

export function relatedProductsAnswer(app: FastifyInstance, path: string, id: number) {
  return catalogAnswer(app, path, relatedProductsSchema, async () => ({
    products: await listRelatedProducts(
      app.db,
      await activeProduct(app, id),
      RELATED_PRODUCTS_LIMIT,
    ),
  }));
}
