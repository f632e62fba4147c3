import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RELATED_PRODUCTS_LIMIT } from '#shared/catalog';
import { msg } from '#shared/i18n/translator';
import { apiErrorSchema } from '#shared/schemas/common';
import {
  productIdParamsSchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
  relatedProductsSchema,
  suggestionListSchema,
  suggestionQuerySchema,
} from '#shared/schemas/product';
import { HttpError } from '../../http-error';
import { translatorOf } from '../../i18n';
import { findActiveProduct, listActiveProducts, listRelatedProducts } from './catalog-repository';
import { suggest } from './suggestions';

export async function catalogRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/products',
    {
      schema: {
        summary: 'Active products: filters, search, sorts, pages of 24, and brand/category counts',
        querystring: productListQuerySchema,
        response: { 200: productListSchema, 400: apiErrorSchema },
      },
      config: { access: 'public' },
    },
    async (request) => listActiveProducts(app.db, request.query),
  );

  api.get(
    '/api/products/:id',
    {
      schema: {
        summary: 'One active product',
        params: productIdParamsSchema,
        response: { 200: productSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const product = await findActiveProduct(app.db, request.params.id);
      if (!product) throw new HttpError(404, msg('errors.product.notFound'));
      return product;
    },
  );

  api.get(
    '/api/products/suggestions',
    {
      schema: {
        summary: 'Up to 8 products, brands and categories for what is typed (typos allowed)',
        querystring: suggestionQuerySchema,
        response: { 200: suggestionListSchema, 400: apiErrorSchema },
      },
      config: { access: 'public' },
    },
    async (request) => ({
      suggestions: await suggest(app.db, request.query.q, translatorOf(request)),
    }),
  );

  api.get(
    '/api/products/:id/related',
    {
      schema: {
        summary: 'Up to 4 other active products of the same category, newest first',
        params: productIdParamsSchema,
        response: { 200: relatedProductsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const product = await findActiveProduct(app.db, request.params.id);
      if (!product) throw new HttpError(404, msg('errors.product.notFound'));
      return { products: await listRelatedProducts(app.db, product, RELATED_PRODUCTS_LIMIT) };
    },
  );
}
