/**
 * The payments module (issue 20): the shopper's pay and switch routes, the gateways' callbacks,
 * and the sweeper, started once the app is ready and stopped before it closes (every server runs
 * one; sweeper.ts says why that is safe). `app.paymentSweeper.sweepOnce(now)` runs a pass now.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { paymentCallbackRoutes } from './callback-routes';
import { payRoutes } from './pay-routes';
import { type PaymentSweeper, startPaymentSweeper, sweepPaymentsOnce } from './sweeper';

declare module 'fastify' {
  interface FastifyInstance {
    paymentSweeper: { sweepOnce(now?: Date): ReturnType<typeof sweepPaymentsOnce> };
  }
}

export type PaymentsPluginOptions = {
  /** Off for tests that drive passes with sweepOnce. */
  sweeperTimer?: boolean;
};

export const paymentsPlugin = fp<PaymentsPluginOptions>(
  async (app: FastifyInstance, options) => {
    await app.register(payRoutes);
    await app.register(paymentCallbackRoutes);
    app.decorate('paymentSweeper', { sweepOnce: (now?: Date) => sweepPaymentsOnce(app, now) });
    let sweeper: PaymentSweeper | null = null;
    const configured = Object.keys(app.paymentGateways).length > 0;
    if (configured && options.sweeperTimer !== false) {
      app.addHook('onReady', async () => {
        sweeper = startPaymentSweeper(app);
      });
      app.addHook('preClose', async () => sweeper?.stop());
    }
  },
  { name: 'payments', dependencies: ['payment-gateways'] },
);
