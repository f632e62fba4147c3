/** Admins' catalogue. A product orders hold is archived, not deleted, so order history keeps it. */
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { msg, type Translator } from '#shared/i18n/translator';
import type {
  AdminProduct,
  adminProductInputSchema,
  adminProductListQuerySchema,
} from '#shared/schemas/admin';
import { ADMIN_PAGE_SIZE } from '#shared/schemas/admin';
import type { SkinType } from '#shared/skin';
import type { Database, Transaction } from '../../db/client';
import { orderItems, products, productVariants, purchaseOrderLines } from '../../db/schema';
import { HttpError } from '../../http-error';
import { recordAudit } from '../audit';
import {
  type DefaultVariantFigures,
  replaceProductVariants,
  skuRaceError,
} from './admin-variant-service';
import { containsPattern } from './catalog-repository';
import { auditProductChange, productSnapshot } from './product-audit';
import { toProduct } from './product-rows';
import { productChoices } from './variants';

const rethrowSkuRace = (error: unknown): never => {
  throw skuRaceError(error) ?? error;
};

type ProductInput = z.output<typeof adminProductInputSchema>;
type ListQuery = z.output<typeof adminProductListQuerySchema>;

const orderCount = sql<number>`(SELECT count(*)::int FROM ${orderItems} WHERE ${orderItems.productId} = ${products.id})`;

function toAdminProduct(row: typeof products.$inferSelect, orders: number): AdminProduct {
  return {
    ...toProduct(row),
    actualPrice: row.actualPrice,
    searchWords: row.searchWords,
    banglaKind: row.banglaKind,
    skinTypes: row.skinTypes as SkinType[],
    orderCount: orders,
  };
}

export async function listAdminProducts(db: Database, query: ListQuery) {
  const filters: SQL[] = [];
  if (query.q) filters.push(sql`${products.searchText} LIKE ${containsPattern(query.q)}`);
  if (query.category) filters.push(eq(products.category, query.category));
  if (query.status) filters.push(eq(products.status, query.status));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ product: products, orders: orderCount })
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return {
    products: rows.map((row) => toAdminProduct(row.product, row.orders)),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

/** Inactive variants too: the editor must be able to send every one back. */
export async function findAdminProduct(db: Database, id: number): Promise<AdminProduct> {
  const [row] = await db
    .select({ product: products, orders: orderCount })
    .from(products)
    .where(eq(products.id, id));
  if (!row) throw new HttpError(404, msg('errors.product.notFound'));
  const { options, variants } = await productChoices(db, id);
  const product = toAdminProduct(row.product, row.orders);
  return options && variants ? { ...product, options, variants } : product;
}

/** The product row's own columns; price and stock matter only for a product without options. */
function splitInput(input: ProductInput) {
  const { price, salePrice, stockQuantity, options, variants, ...own } = input;
  const choices = options && variants ? { options, variants } : null;
  const figures: DefaultVariantFigures = {
    price: price ?? 0,
    salePrice: choices ? null : salePrice,
    stockQuantity: stockQuantity ?? 0,
  };
  return { own, choices, figures };
}

export async function createProduct(db: Database, input: ProductInput) {
  const { own, choices, figures } = splitInput(input);
  const id = await db
    .transaction(async (tx) => {
      // The insert trigger gives it a default variant with these figures (docs/decisions/011).
      const [row] = await tx
        .insert(products)
        .values({ ...own, ...figures })
        .returning({ id: products.id });
      if (!row) throw new Error('products insert returned nothing');
      if (choices) await replaceProductVariants(tx, row.id, choices);
      await recordAudit(tx, {
        action: 'product.create',
        entity: 'product',
        entityId: row.id,
        after: (await productSnapshot(tx, row.id)).product,
      });
      return row.id;
    })
    .catch(rethrowSkuRace);
  return findAdminProduct(db, id);
}

/** Locks the product's row (or answers 404), so orders touching it wait for this change. */
async function lockProduct(tx: Transaction, id: number) {
  const [locked] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  if (!locked) throw new HttpError(404, msg('errors.product.notFound'));
}

/** Price and stock go to the default variant, whose trigger writes the product's (decision 011). */
export async function updateProduct(db: Database, id: number, input: ProductInput) {
  const { own, choices, figures } = splitInput(input);
  await db
    .transaction(async (tx) => {
      await lockProduct(tx, id);
      const before = await productSnapshot(tx, id);
      await tx.update(products).set(own).where(eq(products.id, id));
      await replaceProductVariants(tx, id, choices, figures);
      await auditProductChange(tx, id, before, await productSnapshot(tx, id));
    })
    .catch(rethrowSkuRace);
  return findAdminProduct(db, id);
}

export async function deleteProduct(db: Database, id: number, translator: Pick<Translator, 't'>) {
  return db.transaction(async (tx) => {
    // An order placed meanwhile waits, then finds the product gone or archived.
    await lockProduct(tx, id);
    const [row = { orders: 0 }] = await tx
      .select({ orders: count() })
      .from(orderItems)
      .where(eq(orderItems.productId, id));
    // Purchase order lines keep their variants too (decision 039): archived, not deleted.
    const [purchased = { lines: 0 }] = await tx
      .select({ lines: count() })
      .from(purchaseOrderLines)
      .innerJoin(productVariants, eq(productVariants.id, purchaseOrderLines.variantId))
      .where(eq(productVariants.productId, id));
    const { product: before } = await productSnapshot(tx, id);
    const entry = { entity: 'product', entityId: id, before };
    if (row.orders > 0 || purchased.lines > 0) {
      await tx.update(products).set({ status: 'inactive' }).where(eq(products.id, id));
      await recordAudit(tx, { ...entry, action: 'product.archive', after: { status: 'inactive' } });
      return {
        outcome: 'archived' as const,
        message:
          row.orders > 0
            ? translator.t('errors.admin.productArchived', { count: row.orders })
            : translator.t('errors.admin.productArchivedPurchased'),
      };
    }
    await tx.delete(products).where(eq(products.id, id));
    await recordAudit(tx, { ...entry, action: 'product.delete' });
    return { outcome: 'deleted' as const, message: translator.t('errors.admin.productDeleted') };
  });
}
