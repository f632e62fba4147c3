/**
 * Crash consistency, shared by the security test (50 cycles) and the bench (200): shoppers place
 * orders against a real server process; at a random moment it gets SIGKILL; the database is checked
 * while the server is down (crash-database.ts: for PGlite, opening the folder is part of the check);
 * the server restarts on the same database and DATA_DIR; the shoppers resend every unanswered order
 * with the same idempotency key. The moments and the carts come from a seeded generator: the seed
 * is in the figures, to replay a run.
 */
import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findInconsistencies, type Queryable, readBaseline } from './crash-checks';
import { type CrashDatabase, type CrashDatabaseChoice, openCrashDatabase } from './crash-database';
import {
  type Acknowledged,
  type CrashShopper,
  type Line,
  lookAtCart,
  type ShopperRun,
  settlePending,
  shopUntilStopped,
} from './crash-shopper';
import { newShopper } from './http-shopper';
import { type ServerProcess, startServerProcess } from './server-process';

export type CrashOptions = {
  database: CrashDatabaseChoice;
  cycles: number;
  shoppers?: number;
  /**
   * The kill comes a random 0…this many ms after a random 0…3 orders were answered in the cycle
   * (for 0, after the first order is sent): counted, not timed, so a slow machine still places
   * orders between kills, and the kill still lands while orders are being placed.
   */
  maxKillDelayMs?: number;
  seed?: number;
  /** Called after each cycle's checks, e.g. to print progress. */
  onCycle?: (cycle: number, problemsSoFar: number) => void;
};

export type CrashFigures = {
  database: CrashDatabase['kind'];
  seed: number;
  cycles: number;
  ordersAcknowledged: number;
  /** Orders sent, unanswered because of the kill, then sent again with the same key. */
  ordersRetried: number;
  /** Of those, the ones the killed server had already written: the retry got them back (200). */
  ordersAnsweredFromEarlier: number;
  /** Distinct broken promises found; `problems` lists them. */
  inconsistencies: number;
  problems: string[];
  /** From spawn to a healthy /healthz, after a kill. */
  restartMsMedian: number;
  restartMsMax: number;
  /** From the kill to the checks done with the server down: for PGlite, opening the folder again. */
  checkMsMedian: number;
  checkMsMax: number;
};

/** The public address every restart keeps, so sessions and Origin checks stay valid. */
const ORIGIN = 'http://shop.test';
const PRODUCTS_IN_PLAY = 12;
const STOCK_IN_PLAY = 1_000_000;
const MOST_ORDERS_BEFORE_KILL = 3;
/** If the orders awaited have not come by then (shoppers stuck on a problem), kill anyway. */
const ORDERS_WAIT_MS = 20_000;
/** The first start may migrate and seed an empty database: slow on PGlite on a busy machine. */
const FIRST_START_TIMEOUT_MS = 600_000;

/** mulberry32: small, fast, and the same numbers for the same seed. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Plenty of stock on a few active products, so no order fails for want of it. */
async function productsInPlay(client: Queryable): Promise<number[]> {
  const { rows } = await client.query<{ id: number }>(
    `UPDATE products SET stock_quantity = $1
      WHERE id IN (SELECT id FROM products WHERE status = 'active' ORDER BY id LIMIT $2)
      RETURNING id`,
    [STOCK_IN_PLAY, PRODUCTS_IN_PLAY],
  );
  if (rows.length === 0) throw new Error('the crash test needs active products (a seeded shop)');
  return rows.map((row) => row.id);
}

/**
 * What one run has seen, and the ShopperRun its shoppers report to: the server of the moment,
 * the orders acknowledged, the problems found, and this cycle's progress towards the kill.
 */
class CrashRun implements ShopperRun {
  readonly origin = ORIGIN;
  server: ServerProcess | undefined;
  stopping = false;
  killed = false;
  readonly acknowledgedOrders: Acknowledged[] = [];
  ordersRetried = 0;
  // Subject → the first report of it: a broken thing stays broken and is counted once.
  readonly problems = new Map<string, string>();
  /** Where in the run a problem was found, for its report. */
  when = 'before the first kill';
  private cycle = { sent: 0, answered: 0, awaited: 0, reached: () => {} };

  constructor(
    private readonly random: () => number,
    private readonly productIds: number[],
    readonly database: CrashDatabase['kind'],
  ) {}

  serverUrl = () => this.server?.url ?? '';
  shouldStop = () => this.stopping;
  serverKilled = () => this.killed;

  /** One to three products in play, one to three of each. */
  nextLines(): Line[] {
    const count = 1 + Math.floor(this.random() * 3);
    const first = Math.floor(this.random() * this.productIds.length);
    return Array.from({ length: count }, (_, offset) => ({
      productId: this.productIds[(first + offset) % this.productIds.length] ?? 0,
      quantity: 1 + Math.floor(this.random() * 3),
    }));
  }

  orderSending() {
    this.cycle.sent += 1;
    this.progress();
  }

  acknowledged(ack: Acknowledged) {
    this.acknowledgedOrders.push(ack);
    this.cycle.answered += 1;
    this.progress();
  }

  retried(firstTime: boolean) {
    if (firstTime) this.ordersRetried += 1;
  }

  problem(text: string) {
    this.report(text, text);
  }

  report(subject: string, text: string) {
    if (!this.problems.has(subject)) this.problems.set(subject, `${this.when}: ${text}`);
  }

  /**
   * Settles when the cycle reaches its random count of answered orders (or, for 0, its first
   * order sent), or after ORDERS_WAIT_MS whatever happens.
   */
  async ordersPlaced(): Promise<void> {
    let giveUp: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      const awaited = Math.floor(this.random() * (MOST_ORDERS_BEFORE_KILL + 1));
      this.cycle = { sent: 0, answered: 0, awaited, reached: resolve };
      giveUp = setTimeout(resolve, ORDERS_WAIT_MS);
    });
    clearTimeout(giveUp);
  }

  private progress() {
    const { sent, answered, awaited, reached } = this.cycle;
    if (awaited === 0 ? sent > 0 : answered >= awaited) reached();
  }
}

/** Shoppers at work, then SIGKILL at the moment the seed picks; the shoppers stop on their own. */
async function killWhileOrdering(
  run: CrashRun,
  shoppers: CrashShopper[],
  maxKillDelayMs: number,
  random: () => number,
): Promise<void> {
  const server = run.server;
  if (!server) throw new Error('no server to kill');
  run.stopping = false;
  run.killed = false;
  await Promise.all(shoppers.map((shopper) => lookAtCart(run, shopper)));
  const placed = run.ordersPlaced();
  const shopping = shoppers.map((shopper) => shopUntilStopped(run, shopper));
  await placed;
  await new Promise((resolve) => setTimeout(resolve, Math.floor(random() * (maxKillDelayMs + 1))));
  run.stopping = true;
  run.killed = true;
  const exit = await server.kill('SIGKILL');
  if (exit.signal !== 'SIGKILL') {
    run.problem(`the server had stopped by itself (exit ${exit.code}): ${server.output()}`);
  }
  await Promise.all(shopping);
}

function figuresOf(run: CrashRun, seed: number, cycles: number, times: Times): CrashFigures {
  return {
    database: run.database,
    seed,
    cycles,
    ordersAcknowledged: run.acknowledgedOrders.length,
    ordersRetried: run.ordersRetried,
    ordersAnsweredFromEarlier: run.acknowledgedOrders.filter((ack) => ack.status === 200).length,
    inconsistencies: run.problems.size,
    problems: [...run.problems.values()],
    restartMsMedian: Math.round(median(times.restartMs)),
    restartMsMax: Math.round(Math.max(0, ...times.restartMs)),
    checkMsMedian: Math.round(median(times.checkMs)),
    checkMsMax: Math.round(Math.max(0, ...times.checkMs)),
  };
}

type Times = { restartMs: number[]; checkMs: number[] };

export async function runCrashCycles(options: CrashOptions): Promise<CrashFigures> {
  const seed = options.seed ?? randomInt(2 ** 31);
  const random = generator(seed);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sajghor-crash-'));
  let database: CrashDatabase | undefined;
  let server: ServerProcess | undefined;
  try {
    database = await openCrashDatabase(options.database, dataDir);
    const { serverEnv, whileServerDown } = database;
    const start = (startTimeoutMs?: number) =>
      startServerProcess({
        dataDir,
        env: { ...serverEnv, PUBLIC_URL: ORIGIN },
        // Dozens of restarts: the bundled server starts about twice as fast as tsx on a busy machine.
        runFrom: 'bundle',
        ...(startTimeoutMs ? { startTimeoutMs } : {}),
      });
    // The first start migrates and seeds an empty database; the products in play and the
    // baseline are then set and read with the server stopped, as every later check is.
    await (await start(FIRST_START_TIMEOUT_MS)).kill('SIGTERM');
    const { productIds, baseline } = await whileServerDown(async (db) => ({
      productIds: await productsInPlay(db),
      baseline: await readBaseline(db),
    }));
    const crash = new CrashRun(random, productIds, database.kind);
    server = await start();
    crash.server = server;
    const shoppers: CrashShopper[] = [];
    for (let index = 0; index < (options.shoppers ?? 8); index += 1) {
      shoppers.push(await newShopper(ORIGIN, server));
    }
    const userIds = shoppers.map((shopper) => shopper.userId);
    const check = (settled = false) =>
      whileServerDown(async (db) => {
        const acknowledged = crash.acknowledgedOrders;
        const found = await findInconsistencies(db, baseline, acknowledged, userIds, { settled });
        for (const { subject, text } of found) crash.report(subject, text);
      });

    const times: Times = { restartMs: [], checkMs: [] };
    for (let cycle = 1; cycle <= options.cycles; cycle += 1) {
      await killWhileOrdering(crash, shoppers, options.maxKillDelayMs ?? 300, random);
      const killed = performance.now();
      crash.when = `after kill ${cycle}`;
      await check();
      times.checkMs.push(performance.now() - killed);
      server = await start();
      crash.server = server;
      times.restartMs.push(server.startMs);
      options.onCycle?.(cycle, crash.problems.size);
    }
    // The last kill's unanswered orders, sent again to a server that then stops cleanly.
    crash.killed = false;
    crash.when = 'after settling';
    await Promise.all(shoppers.map((shopper) => settlePending(crash, shopper)));
    await server.kill('SIGTERM');
    await check(true);
    return figuresOf(crash, seed, options.cycles, times);
  } finally {
    await server?.kill('SIGKILL');
    await database?.close().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
  }
}
