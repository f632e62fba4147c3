/** The PostgreSQL connection pool's use, read when Prometheus scrapes (db/client.ts). */
import { Gauge, type Registry } from 'prom-client';
import type { DatabaseHandle, PoolUse } from '../../db/client';

const POOL_GAUGES: [name: string, help: string, read: (use: PoolUse) => number][] = [
  ['sajghor_db_pool_connections', 'Connections the pool holds open', (use) => use.total],
  ['sajghor_db_pool_idle_connections', 'Open connections not running a query', (use) => use.idle],
  [
    'sajghor_db_pool_waiting_queries',
    'Queries waiting for a free connection',
    (use) => use.waiting,
  ],
  ['sajghor_db_pool_max_connections', 'The most connections the pool opens', (use) => use.max],
];

/** Nothing on PGlite: it has no pool (DatabaseHandle.poolUse). */
export function registerPoolGauges(registry: Registry, database: DatabaseHandle) {
  if (database.poolUse() === null) return;
  for (const [name, help, read] of POOL_GAUGES) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const use = database.poolUse();
        if (use) this.set(read(use));
      },
    });
  }
}
