/**
 * The sale clock (docs/decisions/016 "Scheduled sales"): runs `apply_sales(at)` at every start and
 * end of an active sale. Each server keeps its own clock: whichever runs first writes the prices,
 * each clears its cache at the boundary and sees other servers' changes within `recheckMs`.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export type SaleClock = {
  /** Applies the sales running now and reloads the schedule (after an admin changes a sale). */
  refresh(): Promise<void>;
  /** Cheap when nothing is due: refreshes only when a start or end has passed since the last. */
  ensureCurrent(): Promise<void>;
  /** Epoch ms (injectable for tests). */
  now(): number;
  nextBoundary(): number | null;
  stop(): void;
};

export type SaleClockOptions = {
  db: Database;
  /** Called when prices may have changed: the catalogue cache must forget its answers. */
  onChange: () => void;
  now?: () => number;
  /** How often at most to check for another server's sale changes. */
  recheckMs: number;
  /** Whether to keep a timer for the next boundary (off for tests that drive `now`). */
  timer?: boolean;
};

/** setTimeout's longest delay; a farther boundary is reached by waking up on the way. */
const MAX_TIMER_MS = 2_147_483_647;
/** Servers apply sales one at a time (their row locks could otherwise cross). */
const APPLY_LOCK_SPACE = 6007;

type Row = Record<string, unknown>;

function epochOf(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  return new Date(value as string | Date).getTime();
}

export function createSaleClock(options: SaleClockOptions): SaleClock {
  const { db, onChange, recheckMs } = options;
  const now = options.now ?? Date.now;
  let appliedAt = Number.NEGATIVE_INFINITY;
  let next: number | null = null;
  let stamp: string | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | null = null;
  let runningFrom = 0;
  let queued: Promise<void> | null = null;
  let checking: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  /** The sales' latest change and count: differs after any create, edit, end or delete. */
  async function readStamp(): Promise<string> {
    const result = await db.execute<Row>(sql`
      SELECT max(updated_at) AS changed, count(*)::integer AS sales
        FROM promotions WHERE kind = 'sale'`);
    const row = result.rows[0] ?? {};
    return `${epochOf(row.changed)}/${row.sales}`;
  }

  async function apply(at: Date): Promise<number> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${APPLY_LOCK_SPACE}, 0)`);
      // Products first, in id order, as orders and admin saves lock them: the summary trigger locks
      // each product after its variants, which could otherwise deadlock with an order.
      await tx.execute(sql`
        SELECT p.id FROM products p
          WHERE p.id IN (SELECT v.product_id FROM product_variants v WHERE v.promo_price IS NOT NULL)
            OR EXISTS (
              SELECT 1 FROM promotions r
                WHERE r.kind = 'sale' AND r.active AND r.starts_at <= ${at}
                  AND (r.ends_at IS NULL OR r.ends_at > ${at})
                  AND (p.id = ANY (r.product_ids) OR p.category = ANY (r.categories)
                    OR p.brand = ANY (r.brands)
                    OR EXISTS (SELECT 1 FROM product_variants v
                      WHERE v.product_id = p.id AND v.id = ANY (r.variant_ids))))
          ORDER BY p.id FOR UPDATE`);
      const result = await tx.execute<Row>(sql`SELECT apply_sales(${at}) AS changed`);
      return Number(result.rows[0]?.changed ?? 0);
    });
  }

  async function nextBoundaryAfter(at: Date): Promise<number | null> {
    const result = await db.execute<Row>(sql`
      SELECT min(boundary) AS next FROM (
        SELECT starts_at AS boundary FROM promotions
          WHERE kind = 'sale' AND active AND starts_at > ${at}
        UNION ALL
        SELECT ends_at FROM promotions
          WHERE kind = 'sale' AND active AND ends_at > ${at}
      ) boundaries`);
    return epochOf(result.rows[0]?.next);
  }

  function schedule() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (stopped || options.timer === false || next === null) return;
    // A little after the boundary, so the database's now is past it too.
    const delay = Math.min(Math.max(next - now(), 0) + 50, MAX_TIMER_MS);
    timer = setTimeout(() => {
      timer = null;
      clock.ensureCurrent().catch(() => {
        // The next request or boundary tries again.
      });
    }, delay);
    timer.unref();
  }

  async function doRefresh() {
    const at = now();
    const currentStamp = await readStamp();
    await apply(new Date(at));
    next = await nextBoundaryAfter(new Date(at));
    appliedAt = at;
    stamp = currentStamp;
    checkedAt = at;
    // Even when another server wrote the prices first, this server's answers are from before.
    onChange();
    schedule();
  }

  const clock: SaleClock = {
    refresh() {
      if (!running) {
        runningFrom = now();
        const mine = doRefresh().finally(() => {
          running = null;
        });
        running = mine;
        return mine;
      }
      // A call during a run may follow a change that run did not see: one more run after it,
      // shared by every caller meanwhile.
      if (!queued) {
        queued = running
          .catch(() => {})
          .then(() => {
            queued = null;
            return clock.refresh();
          });
      }
      return queued;
    },
    async ensureCurrent() {
      const at = now();
      const never = appliedAt === Number.NEGATIVE_INFINITY;
      const due = never ? at : next;
      if (due !== null && due <= at) {
        // A run that started after the boundary already sees it.
        if (running && (never || runningFrom >= due)) return running;
        return clock.refresh();
      }
      if (at - checkedAt < recheckMs) return;
      if (!checking) {
        checking = (async () => {
          const current = await readStamp();
          checkedAt = now();
          if (current !== stamp) await clock.refresh();
        })().finally(() => {
          checking = null;
        });
      }
      return checking;
    },
    now,
    nextBoundary: () => next,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
  return clock;
}
