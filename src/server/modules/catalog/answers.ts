/**
 * Cached catalogue answers, kept under the API path they answer, so a server-made page and the
 * browser's own request share one entry and one shape.
 */
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

export function productListAnswer(
  app: FastifyInstance,
  path: string,
  query: ProductListQuery,
): Promise<CachedAnswer> {
  return catalogAnswer(app, path, productListSchema, () => listActiveProducts(app.db, query));
}

/** GET /api/products/:id; an HttpError 404 when there is no such active product. */
export function productAnswer(app: FastifyInstance, path: string, id: number) {
  return catalogAnswer(app, path, productSchema, async () => {
    const product = await readShopperProduct(app.db, id, new Date(app.salesClock.now()));
    if (!product) throw new HttpError(404, msg('errors.product.notFound'));
    return product;
  });
}

/** GET /api/products/:id/related; an HttpError 404 when there is no such active product. */
export function relatedProductsAnswer(app: FastifyInstance, path: string, id: number) {
  return catalogAnswer(app, path, relatedProductsSchema, async () => ({
    products: await listRelatedProducts(
      app.db,
      await activeProduct(app, id),
      RELATED_PRODUCTS_LIMIT,
    ),
  }));
}
