/**
 * `npm run bench:pages`: the page-weight part of the bench alone, on the embedded database (no
 * PostgreSQL needed), against the built server. `npm run bench` measures the same on PostgreSQL.
 */
import { startShop } from '../e2e/support/server';
import { formatPageWeights, measurePageWeights } from './page-weight';
import { buildIfStale } from './servers';

await buildIfStale();
const shop = await startShop();
try {
  const rows = await measurePageWeights(shop.baseUrl, 1);
  console.log(formatPageWeights(rows));
} finally {
  await shop.stop();
}
