/** Starts the shop: configuration, migrations, a seeded catalogue on first run, then listen. */

import { buildApp, pgliteDirFor } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed/seed';
import { storageFor } from './storage/storage-for';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: pgliteDirFor(config),
    limits: config.databaseLimits,
  });
  await database.migrate();
  // Servers starting together on an empty database must not each seed a catalogue.
  await database.exclusively(() => seedIfEmpty(database.db, storageFor(config)));
  const app = await buildApp(config, { database, ownsDatabase: true });

  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, async () => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: finishing requests in flight, then stopping`);
      // Keep-alive sockets that were busy when close() began go idle later; close them as they do
      // (Fastify only closes the ones idle at the start, and keeps the rest up to 72 s).
      const sweep = setInterval(() => app.server.closeIdleConnections(), 250);
      await app.close();
      clearInterval(sweep);
      process.exit(0);
    });
  }

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.shop.name} is open on ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
