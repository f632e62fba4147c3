/**
 * Saved delivery addresses (docs/decisions/020). Changes run under the account's address lock, so
 * two tabs at once cannot pass ADDRESSES_MAX or leave two defaults.
 */
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { ADDRESSES_MAX } from '#shared/addresses';
import { msg } from '#shared/i18n/translator';
import type { AddressFields, SavedAddress } from '#shared/schemas/address';
import type { Database, Transaction } from '../../db/client';
import { addresses } from '../../db/schema';
import { HttpError } from '../../http-error';

const ADDRESS_LOCK_SPACE = 6008;

type AddressRow = typeof addresses.$inferSelect;
type Executor = Database | Transaction;

function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    label: row.label,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    address: row.address,
    district: row.district,
    area: row.area,
    city: row.city,
    zipCode: row.zipCode,
    isDefault: row.isDefault,
  };
}

async function lockAddresses(tx: Transaction, userId: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADDRESS_LOCK_SPACE}, hashtext(${userId}))`);
}

/** The default first, then the newest. */
export async function listAddresses(db: Executor, userId: string): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toSavedAddress);
}

async function countAddresses(tx: Transaction, userId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  return row?.count ?? 0;
}

/** Takes the default from the shopper's other addresses (the partial unique index allows one). */
async function clearDefault(tx: Transaction, userId: string, keepId: number | null) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.isDefault, true),
        keepId === null ? undefined : ne(addresses.id, keepId),
      ),
    );
}

async function insertAddress(
  tx: Transaction,
  userId: string,
  fields: AddressFields,
  count: number,
): Promise<AddressRow> {
  // The first address is the default whether or not it was asked for.
  const isDefault = fields.isDefault || count === 0;
  if (isDefault) await clearDefault(tx, userId, null);
  const [row] = await tx
    .insert(addresses)
    .values({ ...fields, userId, isDefault })
    .returning();
  if (!row) throw new Error('addresses insert returned nothing');
  return row;
}

export async function addAddress(
  db: Database,
  userId: string,
  fields: AddressFields,
): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockAddresses(tx, userId);
    const count = await countAddresses(tx, userId);
    if (count >= ADDRESSES_MAX) {
      throw new HttpError(
        409,
        msg('errors.address.tooMany', { max: ADDRESSES_MAX }),
        'TOO_MANY_ADDRESSES',
      );
    }
    return toSavedAddress(await insertAddress(tx, userId, fields, count));
  });
}

const notFound = () => new HttpError(404, msg('errors.address.notFound'), 'ADDRESS_NOT_FOUND');

export async function updateAddress(
  db: Database,
  userId: string,
  id: number,
  fields: AddressFields,
): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockAddresses(tx, userId);
    const [current] = await tx
      .select({ isDefault: addresses.isDefault })
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!current) throw notFound();
    // Unticking "default" on the default keeps it: some address must be picked first.
    const isDefault = fields.isDefault || current.isDefault;
    if (isDefault) await clearDefault(tx, userId, id);
    const [row] = await tx
      .update(addresses)
      .set({ ...fields, isDefault, updatedAt: new Date() })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    if (!row) throw notFound();
    return toSavedAddress(row);
  });
}

/** Removing the default hands it to the newest address left. */
export async function deleteAddress(db: Database, userId: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAddresses(tx, userId);
    const [removed] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    if (!removed) throw notFound();
    if (!removed.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}

const SAME_ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'address',
  'district',
  'area',
  'city',
  'zipCode',
] as const;

/**
 * The checkout's "Save this address": kept unless the shopper already has it word for word or
 * has ADDRESSES_MAX (the order goes ahead either way). Runs inside the order's transaction.
 */
export async function rememberAddress(
  tx: Transaction,
  userId: string,
  fields: Omit<AddressFields, 'label' | 'isDefault'>,
): Promise<void> {
  await lockAddresses(tx, userId);
  const kept = await tx
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.id));
  const same = kept.some((row) =>
    SAME_ADDRESS_FIELDS.every((field) => row[field] === fields[field]),
  );
  if (same || kept.length >= ADDRESSES_MAX) return;
  await insertAddress(tx, userId, { ...fields, label: null, isDefault: false }, kept.length);
}
