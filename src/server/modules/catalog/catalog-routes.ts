import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  productIdParamsSchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
  relatedProductsSchema,
  suggestionListSchema,
  suggestionQuerySchema,
} from '#shared/schemas/product';
import { errorResponses } from '../../http-error';
import { translatorOf } from '../../i18n';
import { productAnswer, productListAnswer, relatedProductsAnswer } from './answers';
import { catalogAnswer, sendCatalogAnswer } from './cache-plugin';
import { suggest } from './suggestions';

export async function catalogRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/products',
    {
      schema: {
        summary: 'Active products: filters, search, sorts, pages of 24, and brand/category counts',
        querystring: productListQuerySchema,
        response: { 200: productListSchema, ...errorResponses(400) },
      },
      config: { access: 'public' },
    },
    (request, reply) =>
      sendCatalogAnswer(request, reply, productListAnswer(app, request.url, request.query)),
  );

  api.get(
    '/api/products/:id',
    {
      schema: {
        summary: 'One active product',
        params: productIdParamsSchema,
        response: { 200: productSchema, ...errorResponses(400, 404) },
      },
      config: { access: 'public' },
    },
    (request, reply) =>
      sendCatalogAnswer(request, reply, productAnswer(app, request.url, request.params.id)),
  );

  api.get(
    '/api/products/suggestions',
    {
      schema: {
        summary: 'Up to 8 products, brands and categories for what is typed (typos allowed)',
        querystring: suggestionQuerySchema,
        response: { 200: suggestionListSchema, ...errorResponses(400) },
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
        catalogAnswer(app, key, suggestionListSchema, async () => ({
          suggestions: await suggest(app.db, request.query.q, translator),
        })),
      );
    },
  );

  api.get(
    '/api/products/:id/related',
    {
      schema: {
        summary: 'Up to 4 other active products of the same category, newest first',
        params: productIdParamsSchema,
        response: { 200: relatedProductsSchema, ...errorResponses(400, 404) },
      },
      config: { access: 'public' },
    },
    (request, reply) =>
      sendCatalogAnswer(request, reply, relatedProductsAnswer(app, request.url, request.params.id)),
  );
}
