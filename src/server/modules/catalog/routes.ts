import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/schemas/common';
import {
  productIdParamsSchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
} from '#shared/schemas/product';
import { HttpError } from '../../http-error';
import { findActiveProduct, listActiveProducts } from './catalog-repository';

export async function catalogRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/products',
    {
      schema: {
        summary: 'Active products, newest first, 24 to a page',
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
      if (!product) throw new HttpError(404, 'Product not found');
      return product;
    },
  );
}
