/**
 * bKash's token lives in gateway_tokens so every server shares it. Registered before the order
 * routes, which refuse an online method whose gateway is missing.
 */
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { createBkashGateway } from '../../integrations/payments/bkash';
import type { PaymentSettings } from '../../integrations/payments/config';
import { createSslcommerzGateway } from '../../integrations/payments/sslcommerz';
import { databaseTokenStore } from '../../integrations/payments/token-store';
import type { PaymentGateways } from './gateways';

export function createPaymentGateways(settings: PaymentSettings, db: Database): PaymentGateways {
  const gateways: PaymentGateways = {};
  const timeoutMs = settings.callTimeoutMs;
  if (settings.bkash) {
    gateways.bkash = createBkashGateway(settings.bkash, {
      tokens: databaseTokenStore(db),
      timeoutMs,
    });
  }
  if (settings.sslcommerz) {
    gateways.sslcommerz = createSslcommerzGateway(settings.sslcommerz, { timeoutMs });
  }
  return gateways;
}

export const paymentGatewaysPlugin = fp(
  async (app) => {
    app.decorate('paymentGateways', createPaymentGateways(app.config.payments, app.db));
  },
  { name: 'payment-gateways' },
);
