import { pgliteDirFor } from '../app';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedIfEmpty } from '../db/seed/seed';
import { storageFor } from '../storage/storage-for';

try {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: pgliteDirFor(config) });
  await database.migrate();
  const result = await seedIfEmpty(database.db, storageFor(config));
  await database.close();
  console.warn(
    result
      ? `Seeded ${result.products} products and ${result.reviews} reviews.`
      : 'The shop already has products: nothing seeded.',
  );
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
