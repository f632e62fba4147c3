import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { msg } from '#shared/i18n/translator';
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditFilter } from '#shared/schemas/audit';
import { csvTable } from '../../csv';
import type { Database } from '../../db/client';
import { containing } from '../../db/like';
import { auditLog } from '../../db/schema';
import { HttpError } from '../../http-error';

type Row = typeof auditLog.$inferSelect;

/** A Dhaka day's start as an instant ('2026-11-28' → 2026-11-27T18:00Z). */
function dhakaDayStart(day: string, plusDays = 0): Date {
  const start = new Date(`${day}T00:00:00+06:00`);
  return new Date(start.getTime() + plusDays * 24 * 60 * 60 * 1000);
}

function whereOf(filter: AuditFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.actor) {
    const like = containing(filter.actor);
    conditions.push(
      or(
        eq(auditLog.actorId, filter.actor),
        ilike(auditLog.actorEmail, like),
        ilike(auditLog.actorName, like),
      ),
    );
  }
  if (filter.area) conditions.push(eq(auditLog.area, filter.area));
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.from) conditions.push(gte(auditLog.at, dhakaDayStart(filter.from)));
  if (filter.to) conditions.push(lt(auditLog.at, dhakaDayStart(filter.to, 1)));
  return and(...conditions);
}

function entryOf(row: Row): AuditEntry {
  return { ...row, at: row.at.toISOString() };
}

export async function listAudit(db: Database, query: AuditFilter & { page: number }) {
  const where = whereOf(query);
  const [rows, [total = { n: 0 }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    entries: rows.map(entryOf),
    total: total.n,
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}

export async function findAudit(db: Database, id: string): Promise<AuditEntry> {
  const [row] = await db.select().from(auditLog).where(eq(auditLog.id, id));
  if (!row) throw new HttpError(404, msg('errors.activity.notFound'));
  return entryOf(row);
}

const CSV_COLUMNS: [string, (row: Row) => unknown][] = [
  ['At', (row) => row.at.toISOString()],
  ['Who', (row) => row.actorName ?? ''],
  ['E-mail', (row) => row.actorEmail],
  ['IP', (row) => row.actorIp],
  ['Area', (row) => row.area],
  ['Action', (row) => row.action],
  ['Entity', (row) => row.entity],
  ['Entity ID', (row) => row.entityId],
  ['Before', (row) => row.before],
  ['After', (row) => row.after],
  ['Route', (row) => row.route],
];

export async function auditCsv(db: Database, filter: AuditFilter): Promise<string> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(whereOf(filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(50_000);
  return csvTable(CSV_COLUMNS, rows);
}
