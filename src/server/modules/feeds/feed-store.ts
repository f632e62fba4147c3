/**
 * Each server builds a feed into a file under its data folder and serves it while the catalogue's
 * fingerprint holds: sums over columns every write changes (Drizzle and the import stamp
 * updated_at, the sale clock promo prices, orders the stock), so other servers' changes count.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type FeedBuild,
  type FeedKind,
  type FeedLeftOut,
  feedBuildSchema,
} from '#shared/schemas/feeds';
import type { Database } from '../../db/client';
import { FEED_FORMATS } from './feed-formats';
import { feedPages, type LeftOutRow } from './feed-rows';

/** Bumped when the files' content changes shape, so older files are rebuilt. */
const FORMAT_VERSION = 1;
const EXAMPLES_PER_REASON = 5;

type Row = Record<string, unknown>;

export async function catalogueFingerprint(db: Database): Promise<string> {
  const result = await db.execute<Row>(sql`
    SELECT
      (SELECT concat_ws('/', count(*), sum(extract(epoch FROM updated_at)),
          count(*) FILTER (WHERE status = 'active'))
        FROM products) AS products,
      (SELECT concat_ws('/', count(*), sum(extract(epoch FROM updated_at)), sum(stock_quantity),
          count(promo_price), sum(promo_price), sum(extract(epoch FROM promo_ends_at)))
        FROM product_variants) AS variants,
      (SELECT concat_ws('/', count(*), sum(length(name) * position)) FROM product_options)
        AS options`);
  const row = result.rows[0] ?? {};
  return `${row.products}|${row.variants}|${row.options}`;
}

export type FeedFile = { file: string; build: FeedBuild; fingerprint: string };

type Kept = { fingerprint: string; build: FeedBuild };

export type FeedStoreOptions = {
  db: Database;
  dir: string;
  shop: { name: string; publicUrl: string };
  log: FastifyBaseLogger;
  /** How long one change check answers for the fetches that follow it (a burst shares one). */
  checkReuseMs: number;
  /** Brings scheduled sales' prices up to date before the catalogue is read. */
  beforeCheck?: () => Promise<void>;
};

export type FeedStore = {
  /** The feed's file as the catalogue is now, built first when it changed. */
  current(kind: FeedKind): Promise<FeedFile>;
  /** The last build, and whether the catalogue has changed since (then a build is started). */
  status(kind: FeedKind): Promise<{ last: FeedBuild | null; building: boolean }>;
  /** Waits for builds under way (the app is closing). */
  settle(): Promise<void>;
};

function tally(leftOut: Map<string, FeedLeftOut>, row: LeftOutRow) {
  const entry = leftOut.get(row.reason) ?? { reason: row.reason, count: 0, examples: [] };
  entry.count += 1;
  if (entry.examples.length < EXAMPLES_PER_REASON) {
    entry.examples.push({ productId: row.productId, sku: row.sku, name: row.name });
  }
  leftOut.set(row.reason, entry);
}

export function createFeedStore(options: FeedStoreOptions): FeedStore {
  const { db, dir, shop, log } = options;
  const kept = new Map<FeedKind, Kept>();
  const building = new Map<FeedKind, Promise<FeedFile>>();
  let loaded: Promise<void> | null = null;
  let check: { at: number; fingerprint: Promise<string> } | null = null;

  const fileOf = (kind: FeedKind) => path.join(dir, kind === 'meta' ? 'meta.csv' : 'google.xml');
  const statusFileOf = (kind: FeedKind) => path.join(dir, `${kind}.json`);

  /** What an earlier run of this server left: kept only if it was made the same way. */
  async function loadKept() {
    for (const kind of ['meta', 'google'] as const) {
      try {
        const saved = JSON.parse(await readFile(statusFileOf(kind), 'utf8')) as Row;
        if (saved.format !== FORMAT_VERSION || saved.publicUrl !== shop.publicUrl) continue;
        kept.set(kind, {
          fingerprint: String(saved.fingerprint),
          build: feedBuildSchema.parse(saved.build),
        });
      } catch {
        // None yet, or unreadable: the next fetch builds it.
      }
    }
  }

  function fingerprintNow(): Promise<string> {
    if (check && Date.now() - check.at < options.checkReuseMs) return check.fingerprint;
    const fingerprint = (async () => {
      await options.beforeCheck?.();
      return catalogueFingerprint(db);
    })();
    check = { at: Date.now(), fingerprint };
    fingerprint.catch(() => {
      check = null;
    });
    return fingerprint;
  }

  async function build(kind: FeedKind, fingerprint: string): Promise<FeedFile> {
    const started = Date.now();
    const format = FEED_FORMATS[kind];
    await mkdir(dir, { recursive: true });
    // Another server or request never sees a half-written file: it appears whole, by rename.
    const temporary = `${fileOf(kind)}.${randomUUID()}.tmp`;
    const out = createWriteStream(temporary, { encoding: 'utf8' });
    const write = async (text: string) => {
      if (!out.write(text)) await once(out, 'drain');
    };
    let rows = 0;
    const leftOut = new Map<string, FeedLeftOut>();
    try {
      await write(format.head(shop));
      for await (const page of feedPages(db, { publicUrl: shop.publicUrl })) {
        rows += page.items.length;
        for (const row of page.leftOut) tally(leftOut, row);
        if (page.items.length > 0) await write(format.rows(page.items));
      }
      await write(format.tail);
      out.end();
      await once(out, 'finish');
      await rename(temporary, fileOf(kind));
    } catch (error) {
      out.destroy();
      await rm(temporary, { force: true });
      throw error;
    }
    const made: FeedBuild = {
      builtAt: new Date().toISOString(),
      buildMs: Date.now() - started,
      rows,
      leftOut: [...leftOut.values()],
    };
    kept.set(kind, { fingerprint, build: made });
    await writeFile(
      statusFileOf(kind),
      JSON.stringify({
        format: FORMAT_VERSION,
        publicUrl: shop.publicUrl,
        fingerprint,
        build: made,
      }),
    );
    log.info(`feed ${kind}: ${rows} rows in ${made.buildMs} ms`);
    return { file: fileOf(kind), build: made, fingerprint };
  }

  /** One build per feed at a time: requests meanwhile wait for it. */
  function buildOnce(kind: FeedKind, fingerprint: string): Promise<FeedFile> {
    const under = building.get(kind);
    if (under) return under;
    const started = build(kind, fingerprint).finally(() => building.delete(kind));
    building.set(kind, started);
    return started;
  }

  async function ready() {
    loaded ??= loadKept();
    await loaded;
  }

  return {
    async current(kind) {
      await ready();
      const fingerprint = await fingerprintNow();
      const last = kept.get(kind);
      const there = await access(fileOf(kind)).then(
        () => true,
        () => false,
      );
      if (last?.fingerprint === fingerprint && there) {
        return { file: fileOf(kind), build: last.build, fingerprint };
      }
      return buildOnce(kind, fingerprint);
    },
    async status(kind) {
      await ready();
      const fingerprint = await fingerprintNow();
      const last = kept.get(kind);
      const stale = last?.fingerprint !== fingerprint;
      if (stale) {
        buildOnce(kind, fingerprint).catch((error: unknown) =>
          log.error({ err: error }, `feed ${kind}: the build failed`),
        );
      }
      return { last: last?.build ?? null, building: stale };
    },
    async settle() {
      await Promise.allSettled([...building.values()]);
    },
  };
}
