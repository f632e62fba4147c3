/**
 * Preloaded into the bench's shop servers (`node --import`): counts every statement node-postgres
 * sends (each one a round trip to PostgreSQL, BEGIN and COMMIT included) and answers the running
 * total on BENCH_COUNTER_PORT, so the bench can print statements per request beside its figures.
 * Bench code only: the shop itself never loads it.
 */
import { createServer } from 'node:http';
import pg from 'pg';

let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  statements += 1;
  return query.apply(this, args);
};

createServer((_request, response) => response.end(String(statements)))
  .listen(Number(process.env.BENCH_COUNTER_PORT), '127.0.0.1')
  .unref();
