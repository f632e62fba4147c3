import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { shopInfoSchema } from '#shared/shop';
import { onlineMethodsOf } from '../../integrations/payments/config';

export async function shopRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/shop',
    {
      schema: {
        summary: "The shop's public contact and payment details",
        response: { 200: shopInfoSchema },
      },
      config: { access: 'public' },
    },
    async () => ({
      ...app.config.shop,
      onlinePayments: onlineMethodsOf(app.config.payments),
      legal: await app.shopLegal.current(),
    }),
  );
}
