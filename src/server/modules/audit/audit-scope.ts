/**
 * The actor of the admin write under way, carried in AsyncLocalStorage so services record who
 * acted without taking the request. `recordAudit` inside a service's transaction writes the entry
 * with the change, so both commit or neither does (docs/decisions/037).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { auditLog } from '../../db/schema';
import { redact } from './redact';

export type AuditActor = { userId: string; email: string; ip: string | null };

export type AuditScope = {
  actor: AuditActor;
  /** The permission area of the route ('products'). */
  area: string;
  /** 'PATCH /api/admin/products/:id' */
  route: string;
  /** Entries recorded in this request: none means the hook writes a route-level one. */
  recorded: number;
};

export type AuditEntryInput = {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  /** Overrides the route's area (a refund on a returns route is a payments act). */
  area?: string;
};

const storage = new AsyncLocalStorage<AuditScope>();

export function runInAuditScope(scope: AuditScope, work: () => void): void {
  storage.run(scope, work);
}

export function currentAuditScope(): AuditScope | undefined {
  return storage.getStore();
}

/** Writes one entry in `tx` when an admin write is under way; outside one (seeding, jobs) nothing. */
export async function recordAudit(
  tx: Database | Transaction,
  entry: AuditEntryInput,
): Promise<void> {
  const scope = storage.getStore();
  if (!scope) return;
  await insertAuditEntry(tx, scope, entry);
  scope.recorded += 1;
}

const ENTRIES_PER_INSERT = 1000;

/** Many entries in `tx` in bulk inserts (a catalogue import's thousands), as `recordAudit` would. */
export async function recordAudits(
  tx: Database | Transaction,
  entries: AuditEntryInput[],
): Promise<void> {
  const scope = storage.getStore();
  if (!scope || entries.length === 0) return;
  for (let at = 0; at < entries.length; at += ENTRIES_PER_INSERT) {
    const part = entries.slice(at, at + ENTRIES_PER_INSERT);
    await tx.insert(auditLog).values(part.map((entry) => auditRow(scope, entry)));
  }
  scope.recorded += entries.length;
}

/** A side of an entry as stored: an object (a bare value is wrapped), secrets redacted. */
function kept(side: unknown): Record<string, unknown> | null {
  if (side === undefined || side === null) return null;
  const safe = redact(side);
  return typeof safe === 'object' && !Array.isArray(safe)
    ? (safe as Record<string, unknown>)
    : { value: safe };
}

export async function insertAuditEntry(
  db: Database | Transaction,
  scope: AuditScope,
  entry: AuditEntryInput,
): Promise<void> {
  await db.insert(auditLog).values(auditRow(scope, entry));
}

function auditRow(scope: AuditScope, entry: AuditEntryInput) {
  const { actor } = scope;
  return {
    actorId: actor.userId,
    actorEmail: actor.email,
    // The name as it is now, copied: a later rename does not rewrite history.
    actorName: sql`(SELECT name FROM users WHERE id = ${actor.userId})`,
    actorIp: actor.ip,
    area: entry.area ?? scope.area,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: kept(entry.before),
    after: kept(entry.after),
    route: scope.route,
  };
}
