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
import { sendCatalogAnswer } from './cache-plugin';
import { findActiveProduct, listActiveProducts, listRelatedProducts } from './catalog-repository';
import { suggest } from './suggestions';

export async function catalogRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function activeProduct(id: number) {
    const product = await findActiveProduct(app.db, id);
    if (!product) throw new HttpError(404, msg('errors.product.notFound'));
    return product;
  }

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
    (request, reply) =>
      sendCatalogAnswer(request, reply, productListSchema, () =>
        listActiveProducts(app.db, request.query),
      ),
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
    (request, reply) =>
      sendCatalogAnswer(request, reply, productSchema, () => activeProduct(request.params.id)),
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
    (request, reply) => {
      const translator = translatorOf(request);
      // Category names come in the reader's language.
      const key = `${translator.language} ${request.url}`;
      return sendCatalogAnswer(
        request,
        reply,
        suggestionListSchema,
        async () => ({ suggestions: await suggest(app.db, request.query.q, translator) }),
        key,
      );
    },
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
    (request, reply) =>
      sendCatalogAnswer(request, reply, relatedProductsSchema, async () => ({
        products: await listRelatedProducts(
          app.db,
          await activeProduct(request.params.id),
          RELATED_PRODUCTS_LIMIT,
        ),
      })),
  );
}
