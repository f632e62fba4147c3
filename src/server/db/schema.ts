/**
 * The whole shop's tables. Money is integer poisha. The database itself enforces what must never
 * break (stock ≥ 0, quantities > 0, ratings 1–5, one cart/wishlist row per user and product, a
 * transaction ID used once per method) so no code path can get it wrong.
 * Column names are snake_case in the database (Drizzle `casing`), camelCase in code.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
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
  uuid,
} from 'drizzle-orm/pg-core';
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES, PRODUCT_VARIANT_STATUSES } from '#shared/catalog';
import {
  COURIER_OPERATIONS,
  COURIERS,
  DELIVERY_ATTENTION,
  SHIPMENT_COURIERS,
  SHIPMENT_EVENT_SOURCES,
  SHIPMENT_STATUSES,
} from '#shared/delivery';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES } from '#shared/messages';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '#shared/orders';
import {
  GATEWAY_OPERATIONS,
  PAYMENT_ATTEMPT_STATUSES,
  PAYMENT_GATEWAYS,
  REFUND_STATUSES,
} from '#shared/payments';
import { DELIVERY_LOCATIONS, PAYMENT_METHODS } from '#shared/pricing';
import { BANNER_SLOTS, DISCOUNT_TYPES, PROMOTION_KINDS } from '#shared/promotions';
import { RETURN_REFUND_METHODS, RETURN_STATUSES } from '#shared/returns';
import { USER_ROLES } from '#shared/roles';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** `column IN ('a', 'b')` for a check constraint over one of the shared value lists. */
// Index columns stay ascending: read backwards, an index serves `ORDER BY … DESC` (NULLS FIRST, as
// queries sort). drizzle's .desc() writes DESC NULLS LAST, which serves neither (migration 0014).

/** PostgreSQL's full-text vector, written by generated columns only (migration 0013). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`${column} IN (${values.map((value) => `'${value}'`).join(', ')})`);
}

// ── Better Auth's tables (user, session, account, verification, rate limit) ──────────────────

export const users = pgTable('users', {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  image: text(),
  /**
   * A sign-in identity beside the e-mail, in one form (+8801XXXXXXXXX); Better Auth's phone-number
   * plugin owns both fields. An account made by phone has a placeholder e-mail (decision 012).
   */
  phoneNumber: text().unique(),
  phoneNumberVerified: boolean().notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index().on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.identifier)],
);

/** Rate-limit counters live in the database so every server instance shares them. */
export const rateLimits = pgTable('rate_limits', {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: 'number' }).notNull(),
});

// ── The shop's own tables ──────────────────────────────────────────────────────────────────

export const profiles = pgTable(
  'profiles',
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    phone: text(),
    address: text(),
    role: text({ enum: USER_ROLES }).notNull().default('customer'),
    notifyEmail: boolean().notNull().default(true),
    notifySms: boolean().notNull().default(false),
    notifyMarketing: boolean().notNull().default(false),
    locale: text({ enum: ['en', 'bn'] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [check('profiles_role_check', oneOf('role', USER_ROLES))],
);

/** Every file the shop stores (product pictures, review photos, payment screenshots). */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid().primaryKey().defaultRandom(),
    purpose: text({
      enum: ['product_image', 'review_photo', 'payment_proof', 'return_photo'],
    }).notNull(),
    /** Public files are served to anyone; private ones only to their owner and admins. */
    isPublic: boolean().notNull(),
    ownerUserId: text().references(() => users.id, { onDelete: 'set null' }),
    contentType: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    byteSize: integer().notNull(),
    /** The widths stored as WebP variants, e.g. {320,640,960}. */
    variantWidths: integer().array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.ownerUserId)],
);

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
    /**
     * The cheapest variant's price under the scheduled sale running now, and when that sale ends
     * (migration 0006): kept by the sale clock and the summary trigger, never written by hand, so
     * saving a product cannot make a sale price permanent.
     */
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
    ratingTotal: integer().notNull().default(0),
    /*
     * A summary of the active variants for list pages, kept by the trigger that keeps the price
     * and stock (migration 0004, docs/decisions/011), so a list reads no variant row: the highest
     * price charged, the first option's name and how many values it has, the shade families and
     * sizes on sale, and the option values and SKUs that search matches.
     */
    priceMax: integer(),
    optionName: text(),
    optionValueCount: integer().notNull().default(0),
    shadeFamilies: text().array().notNull().default(sql`'{}'::text[]`),
    sizes: text().array().notNull().default(sql`'{}'::text[]`),
    variantText: text().notNull().default(''),
    /**
     * What shoppers call the item besides its name, in Bangla and in Latin letters ('লিপস্টিক
     * lipistik'): the admin's "Search words", seeded from the item's kind (issue 25).
     */
    searchWords: text().notNull().default(''),
    /**
     * What the item is called in Bangla ('লিপস্টিক'), shown beside its name on the Bangla
     * product page: the admin's "Kind in Bangla", seeded from the item's kind (issue 25).
     */
    banglaKind: text().notNull().default(''),
    /**
     * Normalised text (shop_normalize) that search matches as a substring: description, shade
     * names and SKUs included.
     */
    searchText: text().generatedAlwaysAs(
      sql`shop_normalize(name || ' ' || COALESCE(brand, '') || ' ' || category || ' ' || search_words || ' ' || description || ' ' || variant_text)`,
    ),
    /**
     * The words search matches (shop_tokens: normalised, split at spaces and punctuation, letters
     * apart from digits), from everything searchText holds; GIN-indexed (docs/decisions/021).
     */
    searchVector: tsvector().generatedAlwaysAs(
      sql`array_to_tsvector(shop_tokens(name || ' ' || COALESCE(brand, '') || ' ' || category || ' ' || search_words || ' ' || description || ' ' || variant_text))`,
    ),
    /** The words of the name, brand, category and search words: a match here ranks first. */
    keyVector: tsvector().generatedAlwaysAs(
      sql`array_to_tsvector(shop_tokens(name || ' ' || COALESCE(brand, '') || ' ' || category || ' ' || search_words))`,
    ),
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
    check('products_status_check', oneOf('status', PRODUCT_STATUSES)),
    check('products_reviews_check', sql`${t.reviewCount} >= 0 AND ${t.ratingTotal} >= 0`),
    // Newest first, as lists and searches read their candidates: a broad search's newest matches
    // are read in order here, a rare word's from the GIN index (docs/decisions/021). Ascending:
    // read backwards it is `created_at DESC, id DESC` (NULLS FIRST, as queries sort).
    index('products_active_newest_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'active'`),
    index('products_status_price_idx').on(t.status, t.effectivePrice),
    index('products_status_name_idx').on(t.status, t.name),
    index('products_category_created_idx').on(t.status, t.category, t.createdAt),
    index('products_category_price_idx').on(t.status, t.category, t.effectivePrice),
    index('products_category_name_idx').on(t.status, t.category, t.name),
    index('products_brand_idx').on(t.status, t.brand),
    // A category page of one brand in price order reads its first page from here (migration 0020).
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
    // The Shade family and Size facets read only the products that have either.
    index('products_variant_facets_idx')
      .on(t.status, t.category)
      .where(sql`${t.shadeFamilies} <> '{}'::text[] OR ${t.sizes} <> '{}'::text[]`),
    index('products_search_vector_idx').using('gin', t.searchVector),
  ],
);

/** A product's options (Shade, Size, Volume…), at most three, in the order the picker shows them. */
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
 * What is sold: one row per combination of option values, or one default variant (no option
 * values) for a product without options. Price and stock live here; the product's own price,
 * sale price and stock are a summary a trigger keeps from these rows (docs/decisions/011).
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
    /** The price under the best scheduled sale running now, and its end: apply_sales() keeps them. */
    promoPrice: integer(),
    promoEndsAt: timestamp({ withTimezone: true }),
    stockQuantity: integer().notNull().default(0),
    status: text({ enum: PRODUCT_VARIANT_STATUSES }).notNull().default('active'),
    /** A shade's colour, '#rrggbb'. */
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

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The shade or size in the cart: the same product in two shades is two lines. */
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_items_user_variant_idx').on(t.userId, t.variantId),
    index().on(t.variantId),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlist_items_user_product_idx').on(t.userId, t.productId)],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Null once the shopper deleted their account: the order stays, anonymised, for the books. */
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    email: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    address: text().notNull(),
    city: text().notNull(),
    zipCode: text(),
    phone: text().notNull(),
    /** One of the 64 districts (#shared/districts) and the area in it; null on older orders. */
    district: text(),
    area: text(),
    location: text({ enum: DELIVERY_LOCATIONS }).notNull(),
    paymentMethod: text({ enum: PAYMENT_METHODS }).notNull(),
    transactionId: text(),
    paymentProofFileId: uuid().references(() => storedFiles.id, { onDelete: 'set null' }),
    subtotal: integer().notNull(),
    /** Taken off the subtotal by the coupon; the delivery it waived is `deliveryDiscount`. */
    discount: integer().notNull().default(0),
    shipping: integer().notNull(),
    deliveryDiscount: integer().notNull().default(0),
    codCharge: integer().notNull().default(0),
    total: integer().notNull(),
    couponCode: text(),
    promotionId: integer().references(() => promotions.id, { onDelete: 'set null' }),
    status: text({ enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentStatus: text({ enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** Set when the courier returned or cancelled the parcel: the admin restocks or re-ships. */
    deliveryAttention: text({ enum: DELIVERY_ATTENTION }),
    /** Held for a confirmation call (a risky phone): not booked with a courier until released. */
    heldForCall: boolean().notNull().default(false),
    /** The checkout's key per attempt, and a hash of what it asked for, so a retry finds its order. */
    idempotencyKey: text().notNull(),
    requestHash: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_idx').on(t.userId, t.idempotencyKey),
    uniqueIndex('orders_transaction_idx')
      .on(t.paymentMethod, t.transactionId)
      .where(sql`${t.transactionId} IS NOT NULL`),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_payment_status_idx').on(t.paymentStatus, t.createdAt),
    /** A phone's delivery record and the risky flag in the orders list (issue 21). */
    index('orders_phone_idx').on(t.phone),
    check('orders_location_check', oneOf('location', DELIVERY_LOCATIONS)),
    check('orders_payment_method_check', oneOf('payment_method', PAYMENT_METHODS)),
    check('orders_status_check', oneOf('status', ORDER_STATUSES)),
    check('orders_payment_status_check', oneOf('payment_status', PAYMENT_STATUSES)),
    check('orders_delivery_attention_check', oneOf('delivery_attention', DELIVERY_ATTENTION)),
    check(
      'orders_amounts_check',
      sql`${t.subtotal} >= 0 AND ${t.discount} BETWEEN 0 AND ${t.subtotal} AND ${t.shipping} >= 0 AND ${t.deliveryDiscount} >= 0 AND ${t.codCharge} >= 0 AND ${t.total} = ${t.subtotal} - ${t.discount} + ${t.shipping} + ${t.codCharge}`,
    ),
    check(
      'orders_transaction_required_check',
      sql`${t.paymentMethod} NOT IN ('bkash', 'bank') OR ${t.transactionId} IS NOT NULL`,
    ),
    // Dhaka district is "inside Dhaka" and every other district "outside" (#shared/districts).
    check(
      'orders_location_district_check',
      sql`${t.district} IS NULL OR (${t.district} = 'dhaka') = (${t.location} = 'dhaka')`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Products with orders are archived, never deleted, so this stays valid. */
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'restrict' }),
    /** 'Shade: Ruby Woo', or null for a product without options. */
    variantTitle: text(),
    sku: text().notNull(),
    productName: text().notNull(),
    productBrand: text(),
    productImage: text(),
    unitPrice: integer().notNull(),
    quantity: integer().notNull(),
    /** This line's share of the coupon's discount, for all its quantity. */
    discount: integer().notNull().default(0),
  },
  (t) => [
    index().on(t.orderId),
    index().on(t.productId),
    index().on(t.variantId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_price_check', sql`${t.unitPrice} >= 0`),
    check(
      'order_items_discount_check',
      sql`${t.discount} BETWEEN 0 AND ${t.unitPrice} * ${t.quantity}`,
    ),
  ],
);

/** The history of an order: each status or payment-status change, by whom and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    actorUserId: text().references(() => users.id, { onDelete: 'set null' }),
    kind: text({ enum: ['status', 'payment', 'delivery', 'return'] }).notNull(),
    fromValue: text(),
    toValue: text().notNull(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.orderId, t.createdAt)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint().notNull(),
    title: text().notNull(),
    content: text().notNull(),
    /** Stored image references (`/files/{id}`), at most 3. */
    images: text().array().notNull().default(sql`'{}'::text[]`),
    helpfulCount: integer().notNull().default(0),
    unhelpfulCount: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_idx').on(t.productId, t.userId),
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
    index('reviews_product_rating_idx').on(t.productId, t.rating),
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_images_check', sql`cardinality(${t.images}) <= 3`),
  ],
);

export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    helpful: boolean().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    handledAt: timestamp({ withTimezone: true }),
    handledBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt)],
);

/**
 * Messages waiting to go out (SMS now, e-mail later: issue 26), written in the same transaction as
 * what caused them so a gateway outage loses nothing; a worker on any server claims due rows with
 * SKIP LOCKED, sends each once and retries with backoff until `give_up_at` (decision 012).
 */
export const outgoingMessages = pgTable(
  'outgoing_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    channel: text({ enum: MESSAGE_CHANNELS }).notNull(),
    /** A phone number (+8801…) for SMS, an address for e-mail. */
    recipient: text().notNull(),
    /** What the message is about, for admins: 'otp', 'order.placed', 'order.shipped', … */
    topic: text().notNull(),
    /** The SMS text, or an e-mail's plain-text part. */
    body: text().notNull(),
    /** An e-mail's subject and HTML part (decision 024); null for SMS. */
    subject: text(),
    html: text(),
    /** The one link an e-mail is about, logged when it goes to the outbox folder. */
    link: text(),
    /** Set for messages that must go once only, e.g. 'order:<id>:shipped:sms'. */
    dedupeKey: text().unique(),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    status: text({ enum: MESSAGE_STATUSES }).notNull().default('pending'),
    /** Higher goes first: 1 for sign-in codes and account mail, 0 for news (queue.ts). */
    priority: smallint().notNull().default(0),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A claimed row is someone's until then, so a worker that dies mid-send frees it. */
    lockedUntil: timestamp({ withTimezone: true }),
    giveUpAt: timestamp({ withTimezone: true }).notNull(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The worker's claim, per channel: the most urgent due message first, then the oldest due.
    index('outgoing_messages_due_idx')
      .on(t.channel, t.priority.desc(), t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('outgoing_messages_status_idx').on(t.status, t.createdAt),
    check('outgoing_messages_channel_check', oneOf('channel', MESSAGE_CHANNELS)),
    check('outgoing_messages_status_check', oneOf('status', MESSAGE_STATUSES)),
    check(
      'outgoing_messages_email_check',
      sql`${t.channel} <> 'email' OR (${t.subject} IS NOT NULL AND ${t.html} IS NOT NULL)`,
    ),
  ],
);

/**
 * Coupon codes and scheduled sales (issue 19, docs/decisions/016). A scope (products, variants,
 * categories, brands) limits what it discounts; an empty scope is the whole cart for a coupon and
 * nothing for a sale. `uses` counts orders holding the code, taken in the order's transaction.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial().primaryKey(),
    kind: text({ enum: PROMOTION_KINDS }).notNull(),
    /** A coupon's code in capitals; null for a sale. */
    code: text(),
    /** The admin's name for it ('Eid 2026'). */
    name: text().notNull(),
    discountType: text({ enum: DISCOUNT_TYPES }).notNull(),
    /** Percent (1–100) or poisha; 0 for free delivery. */
    discountValue: integer().notNull().default(0),
    /** A percent discount's cap, poisha ('20 % up to ৳500'). */
    maxDiscount: integer(),
    minSubtotal: integer(),
    productIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    variantIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    categories: text().array().notNull().default(sql`'{}'::text[]`),
    brands: text().array().notNull().default(sql`'{}'::text[]`),
    startsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp({ withTimezone: true }),
    usageLimit: integer(),
    /** Per account and per verified phone number. */
    perCustomerLimit: integer(),
    firstOrderOnly: boolean().notNull().default(false),
    excludeSaleItems: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    uses: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('promotions_code_idx').on(t.code).where(sql`${t.code} IS NOT NULL`),
    index('promotions_sales_idx').on(t.kind, t.startsAt, t.endsAt),
    check('promotions_kind_check', oneOf('kind', PROMOTION_KINDS)),
    check('promotions_discount_type_check', oneOf('discount_type', DISCOUNT_TYPES)),
    check(
      'promotions_code_check',
      sql`(${t.kind} = 'coupon') = (${t.code} IS NOT NULL) AND (${t.code} IS NULL OR ${t.code} = upper(${t.code}))`,
    ),
    check(
      'promotions_value_check',
      sql`CASE ${t.discountType} WHEN 'percent' THEN ${t.discountValue} BETWEEN 1 AND 100 WHEN 'fixed' THEN ${t.discountValue} > 0 ELSE ${t.kind} = 'coupon' AND ${t.discountValue} = 0 END`,
    ),
    check(
      'promotions_limits_check',
      sql`(${t.maxDiscount} IS NULL OR ${t.maxDiscount} > 0) AND (${t.minSubtotal} IS NULL OR ${t.minSubtotal} >= 0) AND (${t.usageLimit} IS NULL OR ${t.usageLimit} > 0) AND (${t.perCustomerLimit} IS NULL OR ${t.perCustomerLimit} > 0) AND ${t.uses} >= 0`,
    ),
    check('promotions_dates_check', sql`${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * One row per order that used a coupon, with who used it (account and verified phone), so the
 * per-customer cap holds across a second account on the same number. A cancelled order's row is
 * deleted and its use given back.
 */
export const promotionUses = pgTable(
  'promotion_uses',
  {
    id: serial().primaryKey(),
    promotionId: integer()
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    orderId: uuid()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    /** The account's verified phone (+8801…) when the order was placed. */
    phone: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.promotionId, t.userId), index().on(t.promotionId, t.phone)],
);

/** Settings an admin changes in the panel: one row (id 1). Free delivery over an amount, poisha. */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint().primaryKey().default(1),
    freeDeliveryDhakaOver: integer(),
    freeDeliveryEverywhereOver: integer(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shop_settings_single_row_check', sql`${t.id} = 1`),
    check(
      'shop_settings_free_delivery_check',
      sql`(${t.freeDeliveryDhakaOver} IS NULL OR ${t.freeDeliveryDhakaOver} > 0) AND (${t.freeDeliveryEverywhereOver} IS NULL OR ${t.freeDeliveryEverywhereOver} > 0)`,
    ),
  ],
);

/**
 * Campaign banners on the home page (issue 19): a picture for phones and one for wider screens
 * (stored files, `/files/{id}`), a headline in each language and where it leads, shown from its
 * start to its end in its slot; with none running the slot shows the shop's own text.
 */
export const banners = pgTable(
  'banners',
  {
    id: serial().primaryKey(),
    slot: text({ enum: BANNER_SLOTS }).notNull(),
    headlineEn: text().notNull(),
    headlineBn: text().notNull(),
    /** A path inside the shop ('/products?sale=true'). */
    link: text().notNull(),
    phoneImage: text().notNull(),
    desktopImage: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp({ withTimezone: true }),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('banners_slot_idx').on(t.slot, t.startsAt),
    check('banners_slot_check', oneOf('slot', BANNER_SLOTS)),
    check('banners_link_check', sql`${t.link} LIKE '/%' AND ${t.link} NOT LIKE '//%'`),
    check('banners_dates_check', sql`${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Online payments (issue 20, docs/decisions/017). Each attempt to pay an order at a gateway is a
 * row; `reference` is the invoice number / tran_id the gateway echoes back, checked with the amount
 * before an attempt completes. At most one attempt per order completes (a unique index), so a
 * replayed or doubled callback can never pay an order twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: text({ enum: PAYMENT_GATEWAYS }).notNull(),
    /** Ours, sent to the gateway as the invoice number (bKash) or tran_id (SSLCommerz). */
    reference: text().notNull().unique(),
    /** The gateway's id for it: bKash's paymentID, SSLCommerz's sessionkey; null until created. */
    gatewayPaymentId: text(),
    /** Poisha: the order's total when the attempt started. */
    amount: integer().notNull(),
    status: text({ enum: PAYMENT_ATTEMPT_STATUSES }).notNull().default('started'),
    /** The gateway's transaction id once paid: bKash's trxID, SSLCommerz's bank_tran_id. */
    trxId: text(),
    /** SSLCommerz's validation id for the completed payment. */
    valId: text(),
    /** Poisha given back so far (refunds done or under way). */
    refunded: integer().notNull().default(0),
    settledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('payments_gateway_id_idx')
      .on(t.gateway, t.gatewayPaymentId)
      .where(sql`${t.gatewayPaymentId} IS NOT NULL`),
    uniqueIndex('payments_one_completed_idx').on(t.orderId).where(sql`${t.status} = 'completed'`),
    index('payments_started_idx').on(t.createdAt).where(sql`${t.status} = 'started'`),
    check('payments_gateway_check', oneOf('gateway', PAYMENT_GATEWAYS)),
    check('payments_status_check', oneOf('status', PAYMENT_ATTEMPT_STATUSES)),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check('payments_refunded_check', sql`${t.refunded} BETWEEN 0 AND ${t.amount}`),
  ],
);

/** Money given back on a completed online payment, whole or in part, by an admin. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial().primaryKey(),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** Poisha. */
    amount: integer().notNull(),
    reason: text(),
    status: text({ enum: REFUND_STATUSES }).notNull().default('pending'),
    /** The gateway's id for the refund (bKash's refundTrxID, SSLCommerz's refund_ref_id). */
    gatewayRefundId: text(),
    actorUserId: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.paymentId),
    check('payment_refunds_amount_check', sql`${t.amount} > 0`),
    check('payment_refunds_status_check', oneOf('status', REFUND_STATUSES)),
  ],
);

/**
 * Every call to a gateway and every callback from one, with its outcome, for the admin's order
 * page. Never a secret or a token: the operation, the HTTP status and the gateway's own message.
 */
export const paymentCalls = pgTable(
  'payment_calls',
  {
    id: serial().primaryKey(),
    paymentId: uuid().references(() => payments.id, { onDelete: 'cascade' }),
    gateway: text({ enum: PAYMENT_GATEWAYS }).notNull(),
    operation: text({ enum: GATEWAY_OPERATIONS }).notNull(),
    ok: boolean().notNull(),
    httpStatus: integer(),
    /** The gateway's status code and message, or ours ('no answer within 10000ms'). */
    message: text(),
    durationMs: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.paymentId, t.createdAt),
    check('payment_calls_gateway_check', oneOf('gateway', PAYMENT_GATEWAYS)),
    check('payment_calls_operation_check', oneOf('operation', GATEWAY_OPERATIONS)),
  ],
);

/**
 * A gateway's access token (bKash grants one for an hour), shared by every server so they do not
 * each ask for their own; refreshed under this row's lock when it is about to expire.
 */
export const gatewayTokens = pgTable('gateway_tokens', {
  /** A payment gateway, or a courier with OAuth tokens (Pathao). */
  gateway: text({ enum: [...PAYMENT_GATEWAYS, 'pathao'] }).primaryKey(),
  accessToken: text().notNull(),
  refreshToken: text(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  updatedAt: updatedAt(),
});

/**
 * Delivery (issue 21, docs/decisions/018). A parcel booked with a courier, or recorded by hand, for
 * one order; an order has at most one parcel on its way (a returned or cancelled one may be
 * followed by another). Amounts are poisha.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courier: text({ enum: SHIPMENT_COURIERS }).notNull(),
    /**
     * Ours, sent as Steadfast's invoice and Pathao's merchant order id: the order's short id and
     * the parcel's number for it ('a1b2c3d4-1'). A booking retried after a timeout sends the same
     * one, so a courier that did create the parcel refuses a second rather than shipping twice.
     */
    reference: text().notNull(),
    /** The courier's name an admin typed for a manual parcel ('Sundarban Courier'). */
    courierLabel: text(),
    /** The courier's id for the parcel; null for a manual one. */
    consignmentId: text(),
    trackingCode: text(),
    status: text({ enum: SHIPMENT_STATUSES }).notNull().default('booked'),
    /** The courier's own word for the latest status ('delivered_approval_pending'). */
    courierStatus: text(),
    /** What the courier is to collect: the order's amount still unpaid when it was booked. */
    codAmount: integer().notNull(),
    /** What the courier says it collected, once delivered. */
    collectedAmount: integer(),
    /** The courier's fee for the parcel, once known. */
    charge: integer(),
    weightGrams: integer().notNull(),
    note: text(),
    bookedBy: text().references(() => users.id, { onDelete: 'set null' }),
    deliveredAt: timestamp({ withTimezone: true }),
    /** When the status poll last asked the courier; parcels asked longest ago go first. */
    polledAt: timestamp({ withTimezone: true }),
    /** The courier's payout that included this parcel's cash. */
    payoutId: integer().references(() => courierPayouts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shipments_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('shipments_one_active_idx')
      .on(t.orderId)
      .where(sql`${t.status} NOT IN ('returned', 'cancelled')`),
    uniqueIndex('shipments_reference_idx').on(t.courier, t.reference),
    uniqueIndex('shipments_consignment_idx')
      .on(t.courier, t.consignmentId)
      .where(sql`${t.consignmentId} IS NOT NULL`),
    index('shipments_poll_idx')
      .on(t.polledAt)
      .where(
        sql`${t.courier} <> 'manual' AND ${t.status} NOT IN ('delivered', 'partial_delivered', 'returned', 'cancelled')`,
      ),
    index('shipments_delivered_idx').on(t.courier, t.deliveredAt),
    check('shipments_courier_check', oneOf('courier', SHIPMENT_COURIERS)),
    check('shipments_status_check', oneOf('status', SHIPMENT_STATUSES)),
    check(
      'shipments_amounts_check',
      sql`${t.codAmount} >= 0 AND (${t.collectedAmount} IS NULL OR ${t.collectedAmount} >= 0) AND (${t.charge} IS NULL OR ${t.charge} >= 0) AND ${t.weightGrams} > 0`,
    ),
  ],
);

/**
 * Each status a parcel reported (webhook, poll) or was given (booking, admin). `eventKey` is unique:
 * a replayed or doubled webhook finds its event already there and changes nothing.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: serial().primaryKey(),
    shipmentId: uuid()
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    source: text({ enum: SHIPMENT_EVENT_SOURCES }).notNull(),
    eventKey: text().notNull().unique(),
    status: text({ enum: SHIPMENT_STATUSES }).notNull(),
    courierStatus: text(),
    /** The courier's tracking message ('Out for delivery from Mirpur hub'). */
    message: text(),
    /** When the courier says it happened; createdAt is when the shop heard. */
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.shipmentId, t.occurredAt),
    check('shipment_events_source_check', oneOf('source', SHIPMENT_EVENT_SOURCES)),
    check('shipment_events_status_check', oneOf('status', SHIPMENT_STATUSES)),
  ],
);

/** Every call to a courier and every webhook from one, like payment_calls: never a secret. */
export const courierCalls = pgTable(
  'courier_calls',
  {
    id: serial().primaryKey(),
    orderId: uuid().references(() => orders.id, { onDelete: 'cascade' }),
    shipmentId: uuid().references(() => shipments.id, { onDelete: 'cascade' }),
    courier: text({ enum: COURIERS }).notNull(),
    operation: text({ enum: COURIER_OPERATIONS }).notNull(),
    ok: boolean().notNull(),
    httpStatus: integer(),
    message: text(),
    durationMs: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.orderId, t.createdAt),
    check('courier_calls_courier_check', oneOf('courier', COURIERS)),
    check('courier_calls_operation_check', oneOf('operation', COURIER_OPERATIONS)),
  ],
);

/**
 * What a courier told the shop that stays true for a while, shared by every server: Pathao's
 * city, zone and area lists, and a phone's delivery record (kept a day).
 */
export const courierCache = pgTable(
  'courier_cache',
  {
    courier: text({ enum: COURIERS }).notNull(),
    key: text().notNull(),
    value: jsonb().notNull(),
    fetchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courier, t.key] })],
);

/** Cash a courier paid out to the shop, as an admin recorded it, covering the parcels it names. */
export const courierPayouts = pgTable(
  'courier_payouts',
  {
    id: serial().primaryKey(),
    courier: text({ enum: SHIPMENT_COURIERS }).notNull(),
    /** Poisha received. */
    amount: integer().notNull(),
    /** The courier's payment or bank reference. */
    reference: text().notNull(),
    paidAt: timestamp({ withTimezone: true }).notNull(),
    note: text(),
    actorUserId: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.courier, t.paidAt),
    check('courier_payouts_courier_check', oneOf('courier', SHIPMENT_COURIERS)),
    check('courier_payouts_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * A shopper's request to return lines of a delivered order (issue 21, docs/decisions/019), and
 * what became of it: the admin's decision, how it came back, the refund. At most one open per
 * order; the steps' actors are in the order's history (kind 'return').
 */
export const returns = pgTable(
  'returns',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text({ enum: RETURN_STATUSES }).notNull().default('requested'),
    reason: text().notNull(),
    /** Private 'return_photo' files the shopper uploaded. */
    photoFileIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    decisionNote: text(),
    decidedAt: timestamp({ withTimezone: true }),
    /** How it comes back: Steadfast's return request, or a courier an admin recorded by hand. */
    pickupCourier: text({ enum: SHIPMENT_COURIERS }),
    pickupCourierLabel: text(),
    pickupTrackingCode: text(),
    /** The courier's id for the return (Steadfast's return request id). */
    pickupReference: text(),
    receivedAt: timestamp({ withTimezone: true }),
    /** Poisha given back; set when the refund is claimed, so two admins cannot both refund it. */
    refundAmount: integer(),
    refundMethod: text({ enum: RETURN_REFUND_METHODS }),
    /** The gateway's refund id, or the shop's bKash/bank transaction ID. */
    refundReference: text(),
    paymentRefundId: integer().references(() => paymentRefunds.id, { onDelete: 'set null' }),
    refundedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('returns_order_idx').on(t.orderId, t.createdAt),
    index('returns_status_idx').on(t.status, t.createdAt),
    uniqueIndex('returns_one_open_idx')
      .on(t.orderId)
      .where(sql`${t.status} NOT IN ('refused', 'refunded')`),
    check('returns_status_check', oneOf('status', RETURN_STATUSES)),
    check('returns_refund_method_check', oneOf('refund_method', RETURN_REFUND_METHODS)),
    check('returns_pickup_courier_check', oneOf('pickup_courier', SHIPMENT_COURIERS)),
    check('returns_refund_amount_check', sql`${t.refundAmount} IS NULL OR ${t.refundAmount} > 0`),
    check('returns_photos_check', sql`cardinality(${t.photoFileIds}) <= 3`),
  ],
);

/** The lines of a return: which order item, how many, and how many went back on the shelf. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: serial().primaryKey(),
    returnId: uuid()
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: integer()
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    restocked: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('return_lines_item_idx').on(t.returnId, t.orderItemId),
    index('return_lines_order_item_idx').on(t.orderItemId),
    check(
      'return_lines_quantity_check',
      sql`${t.quantity} > 0 AND ${t.restocked} BETWEEN 0 AND ${t.quantity}`,
    ),
  ],
);

/**
 * A shopper's saved delivery addresses (issue 21), picked at the checkout's first step. At most
 * ADDRESSES_MAX per account (counted under the account's lock) and one default.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The shopper's own name for it ("Home", "Office"); null shows the area instead. */
    label: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phone: text().notNull(),
    address: text().notNull(),
    district: text().notNull(),
    area: text(),
    city: text().notNull(),
    zipCode: text(),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/**
 * Every word the catalogue holds (search_vector's lexemes) and how many products hold it, kept by
 * products' triggers (migration 0013): a searched word that is not here is a typo, matched to the
 * nearest words by trigrams; the counts say how broad a search is before it runs.
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  { word: text().primaryKey(), products: integer().notNull().default(0) },
  (t) => [index('search_vocabulary_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/**
 * How many active products each category and brand pair has (brand '' for none), kept by products'
 * triggers (migrations 0015 and 0020): a list's counts and facets without counting rows. A pair's
 * row with no shade family and no size ('') counts all its products; a row with a family, a size
 * or both counts those holding them, so a list filtered by one family or size reads its counts too.
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

/**
 * Backups taken by the shop (docs/decisions/026): one row per attempt, so every server's dashboard
 * shows the last one wherever it was taken. A scheduled backup claims its `slot`
 * ('every-6h:493512'), unique, so of several servers on one database only one takes each.
 */
export const backups = pgTable(
  'backups',
  {
    id: serial().primaryKey(),
    slot: text().unique(),
    /** The backup file's name in BACKUP_DIR of the machine that took it. */
    fileName: text().notNull(),
    takenBy: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    sizeBytes: bigint({ mode: 'number' }),
    error: text(),
  },
  (t) => [index('backups_finished_idx').on(t.finishedAt)],
);
