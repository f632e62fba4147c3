import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES, PRODUCT_VARIANT_STATUSES } from '#shared/catalog';
import { SKIN_TYPES } from '#shared/skin';
import type { StockMoveSpec } from '#shared/stock';
import { allOf, createdAt, oneOf, tsvector, updatedAt } from './columns';
import { promotions } from './promotions';

export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    description: text().notNull().default(''),
    price: integer().notNull(),
    salePrice: integer(),
    /** What the shop paid for it: admins only. */
    actualPrice: integer(),
    /** Kept by the sale clock and a trigger (0006), so a save cannot make a sale price permanent. */
    promoPrice: integer(),
    saleEndsAt: timestamp({ withTimezone: true }),
    /** The price charged now; every price filter and sort uses it. */
    effectivePrice: integer().generatedAlwaysAs(
      sql`COALESCE(LEAST(sale_price, promo_price), price)`,
    ),
    category: text({ enum: PRODUCT_CATEGORIES }).notNull(),
    brand: text(),
    images: text().array().notNull().default(sql`'{}'::text[]`),
    stockQuantity: integer().notNull().default(0),
    status: text({ enum: PRODUCT_STATUSES }).notNull().default('active'),
    featured: boolean().notNull().default(false),
    reviewCount: integer().notNull().default(0),
    /** Units ordered, kept by a trigger on order lines (migration 0033): search's tie-break. */
    soldUnits: integer().notNull().default(0),
    ratingTotal: integer().notNull().default(0),
    /* The active variants' summary, kept by a trigger (0004, decision 011): lists read no variant. */
    priceMax: integer(),
    optionName: text(),
    optionValueCount: integer().notNull().default(0),
    shadeFamilies: text().array().notNull().default(sql`'{}'::text[]`),
    sizes: text().array().notNull().default(sql`'{}'::text[]`),
    /** The skin types a skincare product is for (#shared/skin), set in the admin. */
    skinTypes: text().array().notNull().default(sql`'{}'::text[]`),
    variantText: text().notNull().default(''),
    /** The admin's "Search words", in Bangla and Latin letters ('লিপস্টিক lipistik'). */
    searchWords: text().notNull().default(''),
    /** The admin's "Kind in Bangla", shown beside the name on the Bangla product page. */
    banglaKind: text().notNull().default(''),
    /** shop_normalize'd text, shade names and SKUs included, that search matches as a substring. */
    searchText: text().generatedAlwaysAs(
      sql`shop_normalize(name || ' ' || COALESCE(brand, '') || ' ' || category || ' ' || search_words || ' ' || description || ' ' || variant_text)`,
    ),
    /** searchText's words as shop_tokens splits them; GIN-indexed (docs/decisions/021). */
    searchVector: tsvector().generatedAlwaysAs(
      sql`array_to_tsvector(shop_tokens(name || ' ' || COALESCE(brand, '') || ' ' || category || ' ' || search_words || ' ' || description || ' ' || variant_text))`,
    ),
    /** The words of the name, brand, category and search words: a match here ranks first. */
    keyVector: tsvector().generatedAlwaysAs(
      sql`array_to_tsvector(shop_tokens(name || ' ' || COALESCE(brand, '') || ' ' || category || ' ' || search_words))`,
    ),
    /** The name's and the search words' own: search ranks by them (docs/decisions/040). */
    nameVector: tsvector().generatedAlwaysAs(sql`array_to_tsvector(shop_tokens(name))`),
    kindVector: tsvector().generatedAlwaysAs(sql`array_to_tsvector(shop_tokens(search_words))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_price_check', sql`${t.price} >= 0`),
    check(
      'products_sale_price_check',
      sql`${t.salePrice} IS NULL OR (${t.salePrice} >= 0 AND ${t.salePrice} < ${t.price})`,
    ),
    check('products_actual_price_check', sql`${t.actualPrice} IS NULL OR ${t.actualPrice} >= 0`),
    check('products_stock_check', sql`${t.stockQuantity} >= 0`),
    check('products_category_check', oneOf('category', PRODUCT_CATEGORIES)),
    check('products_skin_types_check', allOf('skin_types', SKIN_TYPES)),
    check('products_status_check', oneOf('status', PRODUCT_STATUSES)),
    check('products_reviews_check', sql`${t.reviewCount} >= 0 AND ${t.ratingTotal} >= 0`),
    // A broad search reads its newest matches in order here, a rare word's from the GIN index
    // (docs/decisions/021). Ascending: read backwards it serves `created_at DESC, id DESC`.
    index('products_active_newest_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'active'`),
    index('products_status_price_idx').on(t.status, t.effectivePrice),
    index('products_status_name_idx').on(t.status, t.name),
    index('products_category_created_idx').on(t.status, t.category, t.createdAt),
    index('products_category_price_idx').on(t.status, t.category, t.effectivePrice),
    index('products_category_name_idx').on(t.status, t.category, t.name),
    index('products_brand_idx').on(t.status, t.brand),
    // A category page of one brand in price order reads its first page from here.
    index('products_category_brand_price_idx').on(
      t.status,
      t.category,
      t.brand,
      t.effectivePrice,
      t.id,
    ),
    index('products_featured_idx').on(t.featured).where(sql`${t.featured}`),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_shade_families_idx').using('gin', t.shadeFamilies),
    index('products_sizes_idx').using('gin', t.sizes),
    index('products_skin_types_idx').using('gin', t.skinTypes),
    // The Shade family and Size facets read only the products that have either.
    index('products_variant_facets_idx')
      .on(t.status, t.category)
      .where(sql`${t.shadeFamilies} <> '{}'::text[] OR ${t.sizes} <> '{}'::text[]`),
    index('products_search_vector_idx').using('gin', t.searchVector),
  ],
);

/** A product's options (Shade, Size…), at most three, in the order the picker shows them. */
export const productOptions = pgTable(
  'product_options',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    name: text().notNull(),
  },
  (t) => [
    uniqueIndex('product_options_product_position_idx').on(t.productId, t.position),
    check('product_options_position_check', sql`${t.position} BETWEEN 1 AND 3`),
  ],
);

/**
 * One row per combination of option values, or one default variant for a product without options.
 * The product's price, sale price and stock are a trigger's summary of these (docs/decisions/011).
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text().notNull().unique(),
    option1: text(),
    option2: text(),
    option3: text(),
    price: integer().notNull(),
    salePrice: integer(),
    /** The best running scheduled sale's price, its end and the sale, kept by apply_sales(). */
    promoPrice: integer(),
    promoEndsAt: timestamp({ withTimezone: true }),
    promoPromotionId: integer().references(() => promotions.id, { onDelete: 'set null' }),
    stockQuantity: integer().notNull().default(0),
    /** A stock write's ledger move (shared/stock.ts), cleared by a trigger (migration 0030). */
    stockMove: jsonb().$type<StockMoveSpec>(),
    /** Poisha per unit, the weighted average cost of its stock (decision 039); null until known. */
    costPrice: integer(),
    status: text({ enum: PRODUCT_VARIANT_STATUSES }).notNull().default('active'),
    swatch: text(),
    shadeFamily: text(),
    images: text().array().notNull().default(sql`'{}'::text[]`),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.productId),
    check('product_variants_price_check', sql`${t.price} >= 0`),
    check(
      'product_variants_sale_price_check',
      sql`${t.salePrice} IS NULL OR (${t.salePrice} >= 0 AND ${t.salePrice} < ${t.price})`,
    ),
    check('product_variants_stock_check', sql`${t.stockQuantity} >= 0`),
    check('product_variants_cost_price_check', sql`${t.costPrice} IS NULL OR ${t.costPrice} >= 0`),
    check(
      'product_variants_promo_price_check',
      sql`${t.promoPrice} IS NULL OR ${t.promoPrice} >= 0`,
    ),
    check('product_variants_status_check', oneOf('status', PRODUCT_VARIANT_STATUSES)),
    check(
      'product_variants_swatch_check',
      sql`${t.swatch} IS NULL OR ${t.swatch} ~ '^#[0-9a-fA-F]{6}$'`,
    ),
  ],
);

/**
 * search_vector's lexemes with product counts, kept by triggers (migration 0013): a searched word
 * not here is a typo, matched by trigrams; the counts say how broad a search is before it runs.
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  { word: text().primaryKey(), products: integer().notNull().default(0) },
  (t) => [index('search_vocabulary_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/**
 * Each word's newest active products, kept by triggers (migration 0047, docs/decisions/050): a
 * broad search reads its newest matches here instead of testing the newest products one by one.
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    word: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    productId: integer().notNull(),
    /** Whether the product's name, kind or key words hold the word: how a search ranks it. */
    inName: boolean().notNull(),
    inKind: boolean().notNull(),
    inKey: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.word, t.createdAt, t.productId] })],
);

/**
 * How much of a word's list is kept: `kept` postings, every active product holding the word
 * created after `keptAfter` (all of them when null).
 */
export const searchPostingLists = pgTable('search_posting_lists', {
  word: text().primaryKey(),
  kept: integer().notNull().default(0),
  keptAfter: timestamp({ withTimezone: true }),
});

/**
 * Active products per category and brand (brand '' for none), kept by triggers (migrations 0015
 * and 0020), so lists count without counting rows. The row with no shade family and no size ('')
 * counts all; a row with either counts those holding it, for lists filtered by one.
 */
export const catalogueCounts = pgTable(
  'catalogue_counts',
  {
    category: text().notNull(),
    brand: text().notNull(),
    shadeFamily: text().notNull().default(''),
    size: text().notNull().default(''),
    products: integer().notNull().default(0),
    /** Of those, the ones on sale: the "on sale" list counts without scanning. */
    onSale: integer().notNull().default(0),
    /** The brand as search compares it: suggestions match brands without normalising each. */
    brandKey: text().notNull().generatedAlwaysAs(sql`shop_normalize(brand)`),
  },
  (t) => [primaryKey({ columns: [t.category, t.brand, t.shadeFamily, t.size] })],
);
