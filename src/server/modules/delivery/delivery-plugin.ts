/** The delivery module (docs/decisions/018). The poll runs on every server (poller.ts says why). */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deliveryAreaRoutes } from './area-routes';
import { bookingRoutes } from './booking-routes';
import { couriersPlugin } from './couriers-plugin';
import { pathaoLocationRoutes } from './location-routes';
import { payoutRoutes } from './payout-routes';
import { type DeliveryPoller, pollDeliveriesOnce, startDeliveryPoller } from './poller';
import { deliveryRecordRoutes } from './record-routes';
import { courierWebhookRoutes } from './webhook-routes';

declare module 'fastify' {
  interface FastifyInstance {
    deliveryPoller: { pollOnce(now?: Date): ReturnType<typeof pollDeliveriesOnce> };
  }
}

export const deliveryPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(couriersPlugin);
    await app.register(bookingRoutes);
    await app.register(courierWebhookRoutes);
    await app.register(deliveryRecordRoutes);
    await app.register(pathaoLocationRoutes);
    await app.register(deliveryAreaRoutes);
    await app.register(payoutRoutes);
    app.decorate('deliveryPoller', { pollOnce: (now?: Date) => pollDeliveriesOnce(app, now) });
    let poller: DeliveryPoller | null = null;
    const configured = Object.keys(app.couriers).length > 0;
    if (configured) {
      app.addHook('onReady', async () => {
        poller = startDeliveryPoller(app);
      });
      app.addHook('preClose', async () => poller?.stop());
    }
  },
  { name: 'delivery' },
);
