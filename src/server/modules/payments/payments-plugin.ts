/** The payments module (docs/decisions/017). Every server runs a sweeper (sweeper.ts says why). */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminPaymentRoutes } from './admin-payment-routes';
import { paymentCallbackRoutes } from './callback-routes';
import { paymentGatewaysPlugin } from './gateways-plugin';
import { payRoutes } from './pay-routes';
import { paymentLinkRoutes } from './payment-link-routes';
import { issuePaymentLink } from './payment-links';
import { type PaymentSweeper, startPaymentSweeper, sweepPaymentsOnce } from './sweeper';

declare module 'fastify' {
  interface FastifyInstance {
    paymentSweeper: { sweepOnce(now?: Date): ReturnType<typeof sweepPaymentsOnce> };
    /** For the staff's "pay online" orders: the orders module cannot import this one (a cycle). */
    paymentLinks: {
      issue(input: Parameters<typeof issuePaymentLink>[1]): ReturnType<typeof issuePaymentLink>;
    };
  }
}

export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(paymentGatewaysPlugin);
    await app.register(payRoutes);
    await app.register(paymentLinkRoutes);
    await app.register(paymentCallbackRoutes);
    await app.register(adminPaymentRoutes);
    app.decorate('paymentSweeper', { sweepOnce: (now?: Date) => sweepPaymentsOnce(app, now) });
    app.decorate('paymentLinks', { issue: (input) => issuePaymentLink(app, input) });
    let sweeper: PaymentSweeper | null = null;
    const configured = Object.keys(app.paymentGateways).length > 0;
    if (configured) {
      app.addHook('onReady', async () => {
        sweeper = startPaymentSweeper(app);
      });
      app.addHook('preClose', async () => sweeper?.stop());
    }
  },
  { name: 'payments' },
);
