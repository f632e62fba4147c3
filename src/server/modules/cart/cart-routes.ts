import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_QUANTITY_PER_LINE } from '#shared/quantity';
import {
  cartAddSchema,
  cartLineQuerySchema,
  cartQuantitySchema,
  cartSchema,
  productIdParamsSchema,
} from '#shared/schemas/cart';
import { errorResponses } from '../../http-error';
import { requireViewer } from '../../plugins/access';
import { addToCart, clearCart, readCart, removeFromCart, setCartQuantity } from './cart-repository';

const errors = errorResponses(400, 401, 404, 409);
const config = { access: 'user' as const };
const tags = ['cart'];

export async function cartRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/cart',
    { config, schema: { tags, summary: 'Your cart', response: { 200: cartSchema, ...errors } } },
    async (request) => {
      // A scheduled sale that just started or ended prices the cart.
      await app.salesClock.ensureCurrent();
      return readCart(app.db, requireViewer(request).userId);
    },
  );

  routes.post(
    '/api/cart/items',
    {
      config,
      schema: {
        tags,
        summary:
          'Add a product in a variant (quantity 1 by default); a variant already there adds up',
        body: cartAddSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) =>
      addToCart(
        app.db,
        requireViewer(request).userId,
        request.body.productId,
        request.body.quantity,
        MAX_QUANTITY_PER_LINE,
        request.body.variantId,
      ),
  );

  routes.put(
    '/api/cart/items/:productId',
    {
      config,
      schema: {
        tags,
        summary: 'Set the quantity of a line; zero or less removes it',
        params: productIdParamsSchema,
        body: cartQuantitySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) =>
      setCartQuantity(
        app.db,
        requireViewer(request).userId,
        request.params.productId,
        request.body.quantity,
        request.body.variantId,
      ),
  );

  routes.delete(
    '/api/cart/items/:productId',
    {
      config,
      schema: {
        tags,
        summary: 'Remove a line',
        params: productIdParamsSchema,
        querystring: cartLineQuerySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) =>
      removeFromCart(
        app.db,
        requireViewer(request).userId,
        request.params.productId,
        request.query.variantId,
      ),
  );

  routes.delete(
    '/api/cart',
    {
      config,
      schema: { tags, summary: 'Empty the cart', response: { 200: cartSchema, ...errors } },
    },
    async (request) => clearCart(app.db, requireViewer(request).userId),
  );
}
