/**
 * buildApp(config) assembles the whole server without listening, so tests drive it through
 * `app.inject` and main.ts only adds `listen`.
 */

import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { scheduleBackups } from './backups/schedule';
import type { Config } from './config';
import { type DatabaseAvailability, watchAvailability } from './db/availability';
import { type Database, type DatabaseHandle, openDatabase } from './db/client';
import { onlineMethodsOf } from './integrations/payments/config';
import { createSmsSender } from './integrations/sms/create-sender';
import { createMailer, type Mailer } from './mail/mailer';
import {
  createMessageWorker,
  type MessageWorker,
  mailChannel,
  smsChannel,
} from './messages/worker';
import { accountRoutes } from './modules/account/account-routes';
import { addressRoutes } from './modules/account/address-routes';
import { adminBackupRoutes } from './modules/admin/backup-routes';
import { adminCustomerRoutes } from './modules/admin/customer-routes';
import { adminStatsRoutes } from './modules/admin/dashboard-routes';
import { adminOutgoingMessageRoutes } from './modules/admin/outgoing-message-routes';
import { productImportRoutes } from './modules/admin/product-import-routes';
import { type Auth, createAuth } from './modules/auth/auth';
import { authRoutes } from './modules/auth/auth-routes';
import { viewerPlugin } from './modules/auth/viewer';
import { bannerRoutes } from './modules/banners/banner-routes';
import { cartRoutes } from './modules/cart/cart-routes';
import { adminProductRoutes } from './modules/catalog/admin-product-routes';
import { catalogCachePlugin } from './modules/catalog/cache-plugin';
import { catalogRoutes } from './modules/catalog/catalog-routes';
import { contactRoutes } from './modules/contact/contact-routes';
import { couriersPlugin } from './modules/delivery/couriers-plugin';
import { deliveryPlugin } from './modules/delivery/delivery-plugin';
import { scheduleUnusedUploadSweep } from './modules/files/cleanup';
import { filesRoutes } from './modules/files/file-routes';
import { healthRoutes } from './modules/health/health-routes';
import { metricsPlugin } from './modules/metrics/metrics-plugin';
import { adminOrderRoutes } from './modules/orders/admin-order-routes';
import { ordersRoutes } from './modules/orders/order-routes';
import { pageFormRoutes } from './modules/page-forms/page-form-routes';
import { pagesRoutes } from './modules/pages/page-routes';
import { webPlugin } from './modules/pages/web-plugin';
import { paymentGatewaysPlugin } from './modules/payments/gateways-plugin';
import { paymentsPlugin } from './modules/payments/payments-plugin';
import { adminPromotionRoutes } from './modules/promotions/admin-promotion-routes';
import { quoteRoutes } from './modules/promotions/quote-routes';
import { saleClockPlugin } from './modules/promotions/sale-clock-plugin';
import { returnsPlugin } from './modules/returns/returns-plugin';
import { reviewsRoutes } from './modules/reviews/review-routes';
import { shopRoutes } from './modules/shop/shop-routes';
import { trackRoutes } from './modules/track/track-routes';
import { wishlistRoutes } from './modules/wishlist/wishlist-routes';
import { accessPlugin } from './plugins/access';
import { openapiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import type { Storage } from './storage/storage';
import { storageFor } from './storage/storage-for';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** Whether the database was last seen unavailable (db/availability.ts). */
    databaseAvailability: DatabaseAvailability;
    storage: Storage;
    mailer: Mailer;
    auth: Auth;
    /** Sends the queued SMS and e-mail; tests call drainOnce() to send at once. */
    messageWorker: MessageWorker;
  }
}

export type BuildAppOptions = {
  /** An opened, migrated database; by default the one the configuration names. */
  database?: DatabaseHandle;
  /** Close the database with the app (default: only when the app opened it). */
  ownsDatabase?: boolean;
  /** The sale clock's now, epoch ms (tests drive scheduled sales' starts and ends). */
  now?: () => number;
};

/** JSON bodies stay small; uploads have their own limits. */
const BODY_LIMIT_BYTES = 256 * 1024;

export function pgliteDirFor(config: Config): string {
  return path.join(config.dataDir, 'db');
}

export async function buildApp(
  config: Config,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Fastify's own two lines per request are replaced by one line in onResponse below.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Only the configured load balancers may say who the client is (X-Forwarded-For).
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      pgliteDir: pgliteDirFor(config),
      limits: config.databaseLimits,
    }));
  if (!options.database) await database.migrate();
  if (options.ownsDatabase ?? !options.database) {
    app.addHook('onClose', () => database.close());
  }
  app.decorate('config', config);
  app.decorate('db', database.db);
  const availability = watchAvailability(database.db, app.log);
  app.decorate('databaseAvailability', availability);
  app.addHook('preClose', async () => availability.stop());
  app.decorate('storage', storageFor(config));
  const mailer = createMailer({ ...config.mail, log: app.log });
  const auth = createAuth({ config, db: database.db, log: app.log });
  app.decorate('mailer', mailer);
  app.decorate('auth', auth);
  const messageWorker = createMessageWorker({
    db: database.db,
    senders: {
      sms: smsChannel(createSmsSender(config.sms, app.log)),
      email: mailChannel(mailer),
    },
    ...config.messageRetry,
    parallel: config.messageParallel,
    log: app.log,
  });
  app.decorate('messageWorker', messageWorker);
  app.addHook('onReady', async () => messageWorker.start(config.messagePollMs));
  // Before onClose, so the pass under way ends while the database is still open.
  app.addHook('preClose', () => messageWorker.stop());

  // One line per request, written when the answer is sent.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      `${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`,
    );
  });

  await app.register(accessPlugin);
  await app.register(metricsPlugin, { database });
  await app.register(securityPlugin, { config });
  // Pages and API answers travel compressed on slow mobile networks; brotli at a level that costs
  // little CPU (built scripts and styles are precompressed at the highest level instead).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(viewerPlugin, { auth });
  await app.register(openapiPlugin);
  await app.register(healthRoutes);
  await app.register(authRoutes(auth));
  await app.register(accountRoutes(auth));
  await app.register(addressRoutes);
  await app.register(shopRoutes);
  await app.register(catalogCachePlugin);
  await app.register(saleClockPlugin, options.now ? { now: options.now } : {});
  await app.register(catalogRoutes);
  await app.register(cartRoutes);
  await app.register(quoteRoutes);
  await app.register(wishlistRoutes);
  await app.register(pageFormRoutes);
  await app.register(paymentGatewaysPlugin);
  await app.register(ordersRoutes);
  await app.register(paymentsPlugin);
  await app.register(couriersPlugin);
  await app.register(deliveryPlugin);
  await app.register(returnsPlugin);
  await app.register(reviewsRoutes);
  await app.register(contactRoutes);
  await app.register(trackRoutes);
  await app.register(adminStatsRoutes);
  await app.register(adminBackupRoutes);
  await app.register(adminProductRoutes);
  await app.register(productImportRoutes);
  await app.register(adminOrderRoutes);
  await app.register(adminCustomerRoutes);
  await app.register(adminOutgoingMessageRoutes);
  await app.register(adminPromotionRoutes);
  await app.register(bannerRoutes);
  await app.register(filesRoutes);
  scheduleUnusedUploadSweep(app);
  scheduleBackups(app);
  await app.register(pagesRoutes);
  await app.register(webPlugin, {
    shop: { ...config.shop, onlinePayments: onlineMethodsOf(config.payments) },
  });
  await app.ready();
  return app;
}
