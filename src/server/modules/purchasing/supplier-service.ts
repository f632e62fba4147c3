/** Suppliers the shop buys from (decision 039): every change in the audit log. */
import { asc, eq } from 'drizzle-orm';
import { msg } from '#shared/i18n/translator';
import { type SupplierInput, supplierInputSchema } from '#shared/schemas/purchasing';
import type { Database } from '../../db/client';
import { suppliers } from '../../db/schema';
import { HttpError } from '../../http-error';
import { recordAudit } from '../audit';

const shown = {
  id: suppliers.id,
  name: suppliers.name,
  phone: suppliers.phone,
  address: suppliers.address,
  notes: suppliers.notes,
};

export async function listSuppliers(db: Database) {
  return { suppliers: await db.select(shown).from(suppliers).orderBy(asc(suppliers.name)) };
}

export async function createSupplier(db: Database, asked: SupplierInput) {
  const input = supplierInputSchema.parse(asked);
  return db.transaction(async (tx) => {
    const [made] = await tx.insert(suppliers).values(input).returning(shown);
    if (!made) throw new Error('suppliers insert returned nothing');
    await recordAudit(tx, {
      action: 'supplier.create',
      entity: 'supplier',
      entityId: made.id,
      after: made,
    });
    return made;
  });
}

export async function updateSupplier(db: Database, id: number, asked: SupplierInput) {
  const input = supplierInputSchema.parse(asked);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(shown)
      .from(suppliers)
      .where(eq(suppliers.id, id))
      .for('update');
    if (!before) throw new HttpError(404, msg('errors.purchasing.supplierNotFound'));
    const [after] = await tx
      .update(suppliers)
      .set(input)
      .where(eq(suppliers.id, id))
      .returning(shown);
    if (!after) throw new Error('suppliers update returned nothing');
    await recordAudit(tx, {
      action: 'supplier.update',
      entity: 'supplier',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}
