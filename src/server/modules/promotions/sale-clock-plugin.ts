/** `app.salesClock`, started once the app is ready: migrations and the first seeding are done. */
import fp from 'fastify-plugin';
import { createSaleClock, type SaleClock } from './sale-clock';

declare module 'fastify' {
  interface FastifyInstance {
    salesClock: SaleClock;
  }
}

export type SaleClockPluginOptions = {
  /** The clock's now, epoch ms; tests drive it. */
  now?: () => number;
};

export const saleClockPlugin = fp<SaleClockPluginOptions>(
  async (app, options) => {
    const clock = createSaleClock({
      db: app.db,
      onChange: () => app.catalogCache.clear(),
      ...(options.now ? { now: options.now } : {}),
      // Another server's change to a sale shows here within the catalogue cache's few seconds.
      recheckMs: Math.min(Math.max(app.config.catalogCacheSeconds, 1), 5) * 1000,
    });
    app.decorate('salesClock', clock);
    app.addHook('onReady', () => clock.refresh());
    app.addHook('preClose', async () => clock.stop());
  },
  { name: 'sales-clock', dependencies: ['catalog-cache'] },
);
