/** Pathao's OAuth token lives in gateway_tokens so every server shares it. */
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import type { CourierSettings } from '../../integrations/couriers/config';
import { createPathaoCourier } from '../../integrations/couriers/pathao';
import { createSteadfastCourier } from '../../integrations/couriers/steadfast';
import { databaseTokenStore } from '../../integrations/payments/token-store';
import type { Couriers } from './couriers';

export function createCouriers(settings: CourierSettings, db: Database): Couriers {
  const couriers: Couriers = {};
  const timeoutMs = settings.callTimeoutMs;
  if (settings.steadfast) {
    couriers.steadfast = createSteadfastCourier(settings.steadfast, { timeoutMs });
  }
  if (settings.pathao) {
    couriers.pathao = createPathaoCourier(settings.pathao, {
      tokens: databaseTokenStore(db),
      timeoutMs,
    });
  }
  return couriers;
}

export const couriersPlugin = fp(
  async (app) => {
    app.decorate('couriers', createCouriers(app.config.couriers, app.db));
  },
  { name: 'couriers' },
);
