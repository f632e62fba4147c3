import { buildApp, pgliteDirFor } from './app';
import { DataDirBusyError, holdDataDir } from './backups/data-dir-holder';
import { takeBackup } from './backups/take-backup';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed/seed';
import { storageFor } from './storage/storage-for';

async function main() {
  const config = loadConfig();
  // The embedded database is one process's: this server holds DATA_DIR before opening it, and
  // answers `npm run db:backup` (docs/decisions/026). A server stopping gets 5 s to let go.
  const hold = config.databaseUrl ? null : await holdDataDir(config.dataDir, 'server', 5_000);
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: pgliteDirFor(config),
    limits: config.databaseLimits,
  });
  await database.migrate();
  // Servers starting together on an empty database must not each seed a catalogue.
  await database.exclusively(() => seedIfEmpty(database.db, storageFor(config)));
  const app = await buildApp(config, { database, ownsDatabase: true });
  if (hold) {
    hold.answerBackups(async () => {
      const written = await takeBackup({ db: app.db, config });
      if (!written) throw new Error('The backup was not taken');
      app.log.info(`backup written: ${written.file} (${written.sizeBytes} bytes)`);
      return written;
    });
  }

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
      await hold?.release();
      clearInterval(sweep);
      process.exit(0);
    });
  }

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.shop.name} is open on ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirBusyError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
