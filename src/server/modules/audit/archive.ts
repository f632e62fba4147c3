/**
 * Old audit entries move to audit_log_archive (AUDIT_ARCHIVE_DAYS), never dropped: the copy and the
 * removal in one transaction, the only one the append-only trigger lets delete (migration 0029).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function archiveAuditLog(db: Database, olderThanDays: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - olderThanDays * DAY_MS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL sajghor.audit_archiving = 'on'`);
    const moved = await tx.execute<{ id: string }>(sql`
      WITH old AS (DELETE FROM audit_log WHERE at < ${cutoff.toISOString()}::timestamptz RETURNING *)
      INSERT INTO audit_log_archive SELECT * FROM old RETURNING id`);
    return { moved: moved.rows.length };
  });
}

/** Once a day (first a minute after start); each server's pass finds what another left. */
export function scheduleAuditArchive(app: FastifyInstance): void {
  const run = () =>
    archiveAuditLog(app.db, app.config.auditArchiveDays).catch((error: unknown) =>
      app.log.warn({ err: error }, 'audit archive failed'),
    );
  const first = setTimeout(run, 60_000);
  const daily = setInterval(run, DAY_MS);
  first.unref();
  daily.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(daily);
  });
}
