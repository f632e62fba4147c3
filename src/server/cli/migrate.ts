/** `npm run db:migrate`: applies pending migrations to the configured database and stops. */
import { pgliteDirFor } from '../app';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';

try {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: pgliteDirFor(config) });
  await database.migrate();
  await database.close();
  console.warn(`Migrations applied (${database.kind}).`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
