import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_QUANTITY_PER_LINE } from '#shared/quantity';
import { productIdParamsSchema, wishlistAddSchema, wishlistSchema } from '#shared/schemas/cart';
import { errorResponses } from '../../http-error';
import { requireViewer } from '../../plugins/access';
import { addToWishlist, moveToCart, readWishlist, removeFromWishlist } from './wishlist-repository';

const errors = errorResponses(400, 401, 404, 409);
const config = { access: 'user' as const };
const tags = ['wishlist'];

export async function wishlistRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/wishlist',
    {
      config,
      schema: {
        tags,
        summary: 'Your wishlist, newest first',
        response: { 200: wishlistSchema, ...errors },
      },
    },
    async (request) => readWishlist(app.db, requireViewer(request).userId),
  );

  routes.post(
    '/api/wishlist/items',
    {
      config,
      schema: {
        tags,
        summary: 'Add a product to your wishlist',
        body: wishlistAddSchema,
        response: { 200: wishlistSchema, ...errors },
      },
    },
    async (request) => addToWishlist(app.db, requireViewer(request).userId, request.body.productId),
  );

  routes.delete(
    '/api/wishlist/items/:productId',
    {
      config,
      schema: {
        tags,
        summary: 'Remove a product from your wishlist',
        params: productIdParamsSchema,
        response: { 200: wishlistSchema, ...errors },
      },
    },
    async (request) =>
      removeFromWishlist(app.db, requireViewer(request).userId, request.params.productId),
  );

  routes.post(
    '/api/wishlist/items/:productId/move-to-cart',
    {
      config,
      schema: {
        tags,
        summary: 'Put one in the cart and take it off the wishlist',
        params: productIdParamsSchema,
        response: { 200: wishlistSchema, ...errors },
      },
    },
    async (request) =>
      moveToCart(
        app.db,
        requireViewer(request).userId,
        request.params.productId,
        MAX_QUANTITY_PER_LINE,
      ),
  );
}
