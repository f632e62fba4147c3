import fp from 'fastify-plugin';
import { adminFeedRoutes } from './admin-feed-routes';
import { feedRoutes } from './feed-routes';
import { createFeedStore, type FeedStore } from './feed-store';

declare module 'fastify' {
  interface FastifyInstance {
    feeds: FeedStore;
  }
}

export const feedsPlugin = fp(
  async (app) => {
    const store = createFeedStore({
      db: app.db,
      dir: app.config.feeds.dir,
      shop: { name: app.config.shop.name, publicUrl: app.config.publicUrl },
      log: app.log,
      // As stale as a catalogue answer may be (CATALOG_CACHE_SECONDS).
      checkReuseMs: app.config.catalogCacheSeconds * 1000,
      beforeCheck: () => app.salesClock.ensureCurrent(),
    });
    app.decorate('feeds', store);
    // A build under way finishes while the database is still open.
    app.addHook('preClose', () => store.settle());
    await app.register(feedRoutes);
    await app.register(adminFeedRoutes);
  },
  { name: 'feeds', dependencies: ['sales-clock'] },
);
