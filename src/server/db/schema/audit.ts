import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Who changed what in the admin (docs/decisions/037): one row per change, written in the
 * change's own transaction. Append-only: a trigger refuses UPDATE and DELETE (migration 0029), and
 * the actor's e-mail and name are copied so an entry outlives the account's later edits.
 */
const auditColumns = {
  id: uuid().primaryKey().defaultRandom(),
  at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** No foreign key: removing an account must not rewrite (or be refused by) its entries. */
  actorId: text(),
  actorEmail: text().notNull(),
  actorName: text(),
  actorIp: text(),
  /** The permission area of the route: 'products', 'orders', 'payments'… */
  area: text().notNull(),
  /** 'product.update', 'order.status', 'payment.refund'… */
  action: text().notNull(),
  entity: text().notNull(),
  entityId: text(),
  before: jsonb().$type<Record<string, unknown>>(),
  after: jsonb().$type<Record<string, unknown>>(),
  /** 'PATCH /api/admin/products/:id' */
  route: text().notNull(),
};

export const auditLog = pgTable('audit_log', auditColumns, (t) => [
  index('audit_log_at_idx').on(t.at),
  index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
  index('audit_log_actor_idx').on(t.actorId, t.at),
]);

/** Entries older than AUDIT_ARCHIVE_DAYS, moved here, never dropped. */
export const auditLogArchive = pgTable(
  'audit_log_archive',
  { ...auditColumns, id: uuid().primaryKey() },
  (t) => [index('audit_log_archive_at_idx').on(t.at)],
);
