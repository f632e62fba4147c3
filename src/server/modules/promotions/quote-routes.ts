import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cartQuoteRequestSchema, cartQuoteSchema } from '#shared/schemas/promotion';
import { errorResponses } from '../../http-error';
import { requireViewer } from '../../plugins/access';
import { quoteCart } from './coupon-service';

const errors = errorResponses(400, 401);

/** A code that does not apply is still a 200: the answer says why, for the cart page to show. */
export async function quoteRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/cart/quote',
    {
      config: { access: 'user' },
      schema: {
        tags: ['cart'],
        summary: 'Your cart priced for a delivery place and payment, with a coupon code or none',
        body: cartQuoteRequestSchema,
        response: { 200: cartQuoteSchema, ...errors },
      },
    },
    async (request) => {
      // A scheduled sale that just started or ended prices the cart.
      await app.salesClock.ensureCurrent();
      return quoteCart(
        app.db,
        requireViewer(request).userId,
        request.body,
        new Date(app.salesClock.now()),
      );
    },
  );
}
