/** Builds the server without listening: tests drive it by `app.inject`; main.ts adds `listen`. */

import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { scheduleBackups } from './backups/schedule';
import type { Config } from './config';
import { type DatabaseAvailability, watchAvailability } from './db/availability';
import { type Database, type DatabaseHandle, openDatabase } from './db/client';
import { graphConversionsApi } from './integrations/meta/graph-api';
import { onlineMethodsOf } from './integrations/payments/config';
import { createSmsSender } from './integrations/sms/create-sender';
import { createMailer, type Mailer } from './mail/mailer';
import {
  createMessageWorker,
  type MessageWorker,
  mailChannel,
  metaChannel,
  smsChannel,
} from './messages/worker';
import { accountPlugin } from './modules/account/account-plugin';
import { adminPlugin } from './modules/admin/admin-plugin';
import { auditPlugin } from './modules/audit/audit-plugin';
import { type Auth, createAuth } from './modules/auth';
import { authPlugin } from './modules/auth/auth-plugin';
import { bannersPlugin } from './modules/banners/banners-plugin';
import { cartPlugin } from './modules/cart/cart-plugin';
import { cartRemindersPlugin } from './modules/cart-reminders';
import { catalogPlugin } from './modules/catalog/catalog-plugin';
import { complaintsPlugin } from './modules/complaints';
import { contactPlugin } from './modules/contact/contact-plugin';
import { deliveryPlugin } from './modules/delivery/delivery-plugin';
import { feedsPlugin } from './modules/feeds/feeds-plugin';
import { filesPlugin } from './modules/files/files-plugin';
import { healthPlugin } from './modules/health/health-plugin';
import { metricsPlugin } from './modules/metrics/metrics-plugin';
import { ordersPlugin } from './modules/orders/orders-plugin';
import { pageFormsPlugin } from './modules/page-forms/page-forms-plugin';
import { pagesPlugin } from './modules/pages/pages-plugin';
import { paymentsPlugin } from './modules/payments/payments-plugin';
import { privacyPlugin } from './modules/privacy';
import { promotionsPlugin } from './modules/promotions/promotions-plugin';
import { purchasingPlugin } from './modules/purchasing';
import { questionsPlugin } from './modules/questions';
import { reportsPlugin } from './modules/reports';
import { returnsPlugin } from './modules/returns/returns-plugin';
import { reviewsPlugin } from './modules/reviews/reviews-plugin';
import { shopPlugin } from './modules/shop/shop-plugin';
import { staffPlugin } from './modules/staff/staff-plugin';
import { stockPlugin } from './modules/stock/stock-plugin';
import { stockAlertsPlugin } from './modules/stock-alerts';
import { trackPlugin } from './modules/track/track-plugin';
import { vatPlugin } from './modules/vat';
import { walletPlugin } from './modules/wallet';
import { wishlistPlugin } from './modules/wishlist/wishlist-plugin';
import { accessPlugin } from './plugins/access';
import { openapiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import type { Storage } from './storage/storage';
import { storageFor } from './storage/storage-for';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
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
      ...(config.metaConversions
        ? { meta: metaChannel(graphConversionsApi(config.metaConversions, app.log)) }
        : {}),
    },
    ...config.messageRetry,
    parallel: config.messageParallel,
    log: app.log,
  });
  app.decorate('messageWorker', messageWorker);
  app.addHook('onReady', async () => messageWorker.start(config.messagePollMs));
  // Before onClose, so the pass under way ends while the database is still open.
  app.addHook('preClose', () => messageWorker.stop());

  // One line per request, written when the answer is sent; a feed's secret token stays out of it.
  app.addHook('onResponse', async (request, reply) => {
    const url = request.url.replace(/([?&]token=)[^&]*/g, '$1…');
    request.log.info(
      `${request.method} ${url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`,
    );
  });

  await app.register(accessPlugin);
  await app.register(metricsPlugin, { database });
  await app.register(securityPlugin, { config });
  // Compressed for slow mobile networks, at a cheap brotli level (built assets are precompressed).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(openapiPlugin);
  // One plugin per module (CONTRIBUTING.md "A module"), in the order their decorations are needed.
  await app.register(authPlugin);
  // Before every module's routes: each admin write runs in its audit scope.
  await app.register(auditPlugin);
  await app.register(healthPlugin);
  await app.register(accountPlugin);
  await app.register(vatPlugin);
  await app.register(privacyPlugin);
  await app.register(shopPlugin);
  await app.register(catalogPlugin);
  await app.register(promotionsPlugin, options.now ? { now: options.now } : {});
  await app.register(cartPlugin);
  await app.register(cartRemindersPlugin);
  await app.register(wishlistPlugin);
  await app.register(pageFormsPlugin);
  await app.register(ordersPlugin);
  await app.register(paymentsPlugin);
  await app.register(deliveryPlugin);
  await app.register(returnsPlugin);
  await app.register(complaintsPlugin);
  await app.register(reviewsPlugin);
  await app.register(questionsPlugin);
  await app.register(contactPlugin);
  await app.register(trackPlugin);
  await app.register(adminPlugin);
  await app.register(staffPlugin);
  await app.register(stockPlugin);
  await app.register(stockAlertsPlugin);
  await app.register(walletPlugin);
  await app.register(purchasingPlugin);
  await app.register(reportsPlugin);
  await app.register(bannersPlugin);
  await app.register(filesPlugin);
  await app.register(feedsPlugin);
  scheduleBackups(app);
  await app.register(pagesPlugin, {
    shop: { ...config.shop, onlinePayments: onlineMethodsOf(config.payments) },
  });
  await app.ready();
  return app;
}
