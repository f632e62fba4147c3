import { and, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Product, ProductListQuery } from '#shared/schemas/product';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';

type ProductRow = typeof products.$inferSelect;

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    salePrice: row.salePrice,
    category: row.category,
    brand: row.brand,
    images: row.images,
    stockQuantity: row.stockQuantity,
    status: row.status,
    featured: row.featured,
    rating: {
      average: row.reviewCount > 0 ? Math.round((row.ratingTotal / row.reviewCount) * 10) / 10 : 0,
      count: row.reviewCount,
    },
    createdAt: row.createdAt.toISOString(),
  };
}

/** Shoppers only ever see active products. */
export async function listActiveProducts(db: Database, query: ProductListQuery) {
  const filters: SQL[] = [eq(products.status, 'active')];
  if (query.category) filters.push(eq(products.category, query.category));
  if (query.featured === 'true') filters.push(eq(products.featured, true));
  if (query.sale === 'true') filters.push(isNotNull(products.salePrice));
  const where = and(...filters);

  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return {
    products: rows.map(toProduct),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize: query.limit,
  };
}

export async function findActiveProduct(db: Database, id: number): Promise<Product | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.status, 'active')));
  return row ? toProduct(row) : null;
}
