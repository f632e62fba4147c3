/**
 * Placing an order (shared/spec/decisions.md #7) in one transaction, every figure from the
 * database; a key per checkout attempt makes retries and double clicks return the same order.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import { msg } from '#shared/i18n/translator';
import type { OrderSource } from '#shared/orders';
import { isOnlineMethod, needsTransactionId } from '#shared/payments';
import type { Checkout, Order } from '#shared/schemas/order';
import type { ProductOption } from '#shared/schemas/product';
import type { CartQuote } from '#shared/schemas/promotion';
import type { ManualDiscount } from '#shared/schemas/staff-order';
import type { Database, Transaction } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  cartItems,
  orderEvents,
  orderItems,
  orders,
  products,
  productVariants,
  storedFiles,
} from '../../db/schema';
import { HttpError } from '../../http-error';
import { rememberAddress } from '../account';
import { chargedPrice, chargedSaleId, optionsOf, variantTitle } from '../catalog';
import {
  type CouponRule,
  codeStanding,
  couponLineOf,
  customerFacts,
  findCoupon,
  priceCart,
  readShopSettings,
  takeCouponUse,
} from '../promotions';
import { stockMove, withdrawUnsellable } from '../stock';
import { issueVatInvoice } from '../vat';
import {
  judgeCreditAsk,
  judgePointsAsk,
  pointsPricingOf,
  readPointsRule,
  spendCredit,
  spendPoints,
} from '../wallet';

import { readOrder, toOrder } from './order-views';

type OrderRow = typeof orders.$inferSelect;

/** A fingerprint of what the checkout asked for, so a key reused for another order is caught. */
function requestHashOf(input: { idempotencyKey: string }): string {
  const { idempotencyKey: _key, ...asked } = input;
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}

async function findByKey(db: Transaction, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row;
}

/** The same key again: the same order, unless it asked for something else. */
async function replay(db: Transaction, row: OrderRow, requestHash: string) {
  if (row.requestHash !== requestHash) {
    throw new HttpError(409, msg('errors.order.checkoutReused'), 'IDEMPOTENCY_KEY_REUSED');
  }
  return { order: await readOrder(db, row), created: false };
}

async function paymentProofId(tx: Transaction, userId: string, ref: string | null) {
  if (!ref) return null;
  const id = ref.slice('/files/'.length);
  const [file] = await tx
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, id),
        eq(storedFiles.ownerUserId, userId),
        eq(storedFiles.purpose, 'payment_proof'),
      ),
    );
  if (!file) throw new HttpError(400, msg('errors.order.paymentProofNotYours'));
  return file.id;
}

export type CartLineRef = { productId: number; variantId: number; quantity: number };
const orderedProductColumns = {
  id: products.id,
  name: products.name,
  brand: products.brand,
  category: products.category,
  images: products.images,
  status: products.status,
};
type ProductRow = Pick<typeof products.$inferSelect, keyof typeof orderedProductColumns>;
type VariantRow = typeof productVariants.$inferSelect;

async function refusal(
  tx: Transaction | Database,
  product: ProductRow | undefined,
  line: CartLineRef,
  options: ProductOption[],
): Promise<HttpError> {
  if (product?.status !== 'active') {
    return new HttpError(
      409,
      product
        ? msg('errors.order.productUnavailable', { name: product.name })
        : msg('errors.order.someProductUnavailable'),
      'UNAVAILABLE',
    );
  }
  const [current] = await tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.id, line.variantId));
  const title = current ? variantTitle(options, current) : null;
  const name = title ? `${product.name} (${title})` : product.name;
  if (current?.status !== 'active') {
    return new HttpError(409, msg('errors.order.productUnavailable', { name }), 'UNAVAILABLE');
  }
  return new HttpError(
    409,
    current.stockQuantity === 0
      ? msg('errors.order.productOutOfStock', { name })
      : msg('errors.order.onlyLeftOf', { count: current.stockQuantity, name }),
    'NOT_ENOUGH_STOCK',
  );
}

/**
 * Products locked before their variants, in id order (as cancelling, admin saves and the summary
 * trigger do), so transactions cannot deadlock or oversell. Expired batches come off sale first,
 * so the stock counted is what can be sold; the trigger takes units first expiry first out.
 */
async function takeStock(
  tx: Transaction,
  lines: CartLineRef[],
  { orderId, userId }: { orderId: string; userId: string },
) {
  await withdrawUnsellable(
    tx,
    lines.map((line) => line.variantId),
  );
  const taken: { product: ProductRow; variant: VariantRow; quantity: number }[] = [];
  const sorted = [...lines].sort((a, b) => a.productId - b.productId || a.variantId - b.variantId);
  for (const line of sorted) {
    const [product] = await tx
      .select(orderedProductColumns)
      .from(products)
      .where(eq(products.id, line.productId))
      .for('update');
    const [variant] = await tx
      .update(productVariants)
      .set({
        stockQuantity: sql`${productVariants.stockQuantity} - ${line.quantity}`,
        stockMove: stockMove('sold', { order: orderId, user: userId }),
      })
      .where(
        and(
          eq(productVariants.id, line.variantId),
          eq(productVariants.status, 'active'),
          gte(productVariants.stockQuantity, line.quantity),
        ),
      )
      .returning();
    if (product?.status !== 'active' || !variant) {
      const productOptions = (await optionsOf(tx, [line.productId])).get(line.productId) ?? [];
      throw await refusal(tx, product, line, productOptions);
    }
    taken.push({ product, variant, quantity: line.quantity });
  }
  const options = await optionsOf(
    tx,
    taken.filter(({ variant }) => variant.option1 !== null).map(({ product }) => product.id),
  );
  return taken.map((line) => ({
    ...line,
    variantTitle: variantTitle(options.get(line.product.id) ?? [], line.variant),
  }));
}

/** Advisory-lock namespace for 'one checkout at a time per shopper'. */
const CHECKOUT_LOCK_SPACE = 6006;

function couponRefused(
  coupon: Pick<NonNullable<CartQuote['coupon']>, 'code' | 'refusal'> & {
    shortBy?: number | null;
  },
): HttpError {
  const refusal = coupon.refusal ?? 'unknown';
  const amount = Math.ceil((coupon.shortBy ?? 0) / 100);
  return new HttpError(
    409,
    msg(`errors.coupon.${refusal}`, { code: coupon.code, amount }),
    `COUPON_${refusal.toUpperCase()}`,
  );
}

type PricedLine = {
  product: ProductRow;
  variant: VariantRow;
  quantity: number;
  unitPrice: number;
};

export type PricingRequest = Pick<Checkout, 'couponCode' | 'location' | 'paymentMethod'> & {
  manualDiscount?: ManualDiscount | null;
  /** The shopper's points to spend, priced by the owner's rule (checkout only). */
  points?: ReturnType<typeof pointsPricingOf>;
  /** Her store credit to pay with, poisha (checkout only). */
  credit?: number;
};

/**
 * The code is judged again on this transaction's prices and uses: failing refuses the order.
 * `userId` null: a customer the shop does not know yet, who has used no code.
 */
export async function priceLines(
  tx: Transaction | Database,
  userId: string | null,
  input: PricingRequest,
  priced: PricedLine[],
  now: Date,
  found?: CouponRule | null,
) {
  const promotion =
    found !== undefined ? found : input.couponCode ? await findCoupon(tx, input.couponCode) : null;
  const customer =
    userId === null
      ? { uses: 0, hasOrdered: false, phone: null }
      : await customerFacts(tx, promotion, userId);
  const pricing = priceCart({
    lines: priced.map((line) =>
      couponLineOf(line.product, line.variant, line.quantity, line.unitPrice),
    ),
    location: input.location,
    paymentMethod: input.paymentMethod,
    offers: await readShopSettings(tx),
    code: input.couponCode,
    promotion,
    customer,
    now,
    manualDiscount: input.couponCode === null ? (input.manualDiscount ?? null) : null,
    points: input.points ?? null,
    credit: input.credit ?? 0,
  });
  if (pricing.coupon && !pricing.coupon.applied) throw couponRefused(pricing.coupon);
  return { pricing, promotion, customer };
}

/**
 * The lines as they stand, read without taking anything: a refusal is the one the order would
 * meet (off sale, too few left), so a preview says what placing would.
 */
export async function readLines(db: Database, lines: CartLineRef[]) {
  const priced: (PricedLine & { variantTitle: string | null })[] = [];
  const sorted = [...lines].sort((a, b) => a.productId - b.productId || a.variantId - b.variantId);
  const options = await optionsOf(db, [...new Set(sorted.map((line) => line.productId))]);
  for (const line of sorted) {
    const [row] = await db
      .select({ product: orderedProductColumns, variant: productVariants })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(productVariants.id, line.variantId));
    const productOptions = options.get(line.productId) ?? [];
    if (
      row?.product.status !== 'active' ||
      row.variant.status !== 'active' ||
      row.variant.stockQuantity < line.quantity
    ) {
      throw await refusal(db, row?.product, line, productOptions);
    }
    priced.push({
      product: row.product,
      variant: row.variant,
      quantity: line.quantity,
      unitPrice: chargedPrice(row.variant),
      variantTitle: variantTitle(productOptions, row.variant),
    });
  }
  return priced;
}

async function countCouponUse(
  tx: Transaction,
  promotion: CouponRule,
  use: Parameters<typeof takeCouponUse>[1],
) {
  const refused = await takeCouponUse(tx, use, promotion);
  if (refused) throw couponRefused({ code: promotion.code ?? '', refusal: refused });
}

export function checkDiscountCap(
  manual: ManualDiscount | null,
  subtotal: number,
  maxPercent: number,
): void {
  if (!manual) return;
  const within =
    manual.type === 'percent'
      ? manual.value <= maxPercent
      : manual.value * 100 <= subtotal * maxPercent;
  if (!within) {
    throw new HttpError(
      400,
      msg('errors.staffOrder.discountOverCap', { percent: maxPercent }),
      'DISCOUNT_OVER_CAP',
    );
  }
}

export type OrderTaking = {
  source: OrderSource;
  takenByUserId: string | null;
  manualDiscount: ManualDiscount | null;
  manualDiscountMaxPercent: number;
  hold: boolean;
};
const CHECKOUT_TAKING: OrderTaking = {
  source: 'web',
  takenByUserId: null,
  manualDiscount: null,
  manualDiscountMaxPercent: 0,
  hold: false,
};

function orderRowOf(
  userId: string,
  input: Checkout,
  {
    pricing,
    proofId,
    requestHash,
    taking,
  }: {
    pricing: ReturnType<typeof priceCart>;
    proofId: string | null;
    requestHash: string;
    taking: OrderTaking;
  },
): typeof orders.$inferInsert {
  const { subtotal, discount, shipping, deliveryDiscount, codCharge, total, points, creditPaid } =
    pricing;
  const online = isOnlineMethod(input.paymentMethod);
  return {
    userId,
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    address: input.address,
    city: input.city,
    zipCode: input.zipCode,
    phone: input.phone,
    district: input.district,
    area: input.area,
    location: input.location,
    paymentMethod: input.paymentMethod,
    // An online payment's transaction ID comes from its gateway once it is paid.
    transactionId: needsTransactionId(input.paymentMethod) ? input.transactionId : null,
    paymentProofFileId: proofId,
    subtotal,
    discount,
    pointsUsed: points?.used ?? 0,
    pointsDiscount: points?.discount ?? 0,
    creditPaid,
    shipping,
    deliveryDiscount,
    codCharge,
    total,
    couponCode: pricing.promotionId === null ? null : input.couponCode,
    promotionId: pricing.promotionId,
    // shared/spec/storefront-spec.md "4. States and transitions": created pending, confirmed as
    // processing; an online order stays pending until its gateway confirms (payments/settle.ts).
    status: online ? 'pending' : 'processing',
    // Store credit that paid it all leaves nothing to collect.
    paymentStatus: total === 0 && creditPaid > 0 ? 'completed' : 'pending',
    heldForCall: taking.hold,
    source: taking.source,
    takenByUserId: taking.takenByUserId,
    manualDiscountReason: discount > 0 ? (taking.manualDiscount?.reason ?? null) : null,
    idempotencyKey: input.idempotencyKey,
    requestHash,
  };
}

async function rememberCheckoutAddress(tx: Transaction, userId: string, input: Checkout) {
  if (!input.saveAddress || input.district === null) return;
  const { firstName, lastName, phone, address, district, area, city, zipCode } = input;
  await rememberAddress(tx, userId, {
    firstName,
    lastName,
    phone,
    address,
    district,
    area,
    city,
    zipCode,
  });
}

type PlaceOptions = {
  now?: Date;
  marketingConsent?: boolean;
  /** Not for a replayed order; runs in its transaction (docs/decisions/024). */
  onPlaced?: (tx: Transaction, order: Order) => Promise<unknown>;
};

/** Priced with the code, staff's discount, the points and the credit asked for, each judged here. */
async function priceOrder(
  tx: Transaction,
  userId: string,
  input: Checkout,
  {
    priced,
    now,
    coupon,
    taking,
  }: { priced: PricedLine[]; now: Date; coupon: CouponRule | null; taking: OrderTaking },
) {
  const pointsRule = input.points > 0 ? await readPointsRule(tx) : null;
  const priceTaken = await priceLines(
    tx,
    userId,
    {
      ...input,
      manualDiscount: taking.manualDiscount,
      points: pointsRule && pointsPricingOf(pointsRule, input.points),
    },
    priced,
    now,
    coupon,
  );
  if (pointsRule) judgePointsAsk(pointsRule, input.points, priceTaken.pricing.points, null);
  judgeCreditAsk(input.credit, priceTaken.pricing, null, input.paymentMethod);
  return priceTaken;
}

/** The one path for a checkout and for staff, inside the caller's transaction. */
async function writeOrder(
  tx: Transaction,
  userId: string,
  input: Checkout,
  lines: CartLineRef[],
  {
    requestHash,
    now,
    taking,
    marketingConsent = false,
  }: { requestHash: string; now: Date; taking: OrderTaking; marketingConsent?: boolean },
): Promise<Order> {
  const proofId = await paymentProofId(tx, userId, input.paymentProof);
  // A code nobody can use now (used up, ended, not started) is refused before stock is taken: in a
  // rush for a capped code most orders meet it, and each would otherwise write stock and ledger rows
  // under the variant's lock only to roll them back (bench/results/2026-11-28-stock.md).
  const coupon = input.couponCode ? await findCoupon(tx, input.couponCode) : null;
  const refusal = coupon && codeStanding(coupon, now);
  if (coupon && refusal) throw couponRefused({ code: coupon.code ?? '', refusal });
  // The id is made here so the stock ledger's rows can name the order before it is written.
  const orderId = randomUUID();
  const taken = await takeStock(tx, lines, { orderId, userId: taking.takenByUserId ?? userId });
  const priced = taken.map((line) => ({ ...line, unitPrice: chargedPrice(line.variant) }));
  const { pricing, promotion, customer } = await priceOrder(tx, userId, input, {
    priced,
    now,
    coupon,
    taking,
  });
  checkDiscountCap(taking.manualDiscount, pricing.subtotal, taking.manualDiscountMaxPercent);
  const online = isOnlineMethod(input.paymentMethod);
  const [row] = await tx
    .insert(orders)
    .values({
      ...orderRowOf(userId, input, { pricing, proofId, requestHash, taking }),
      id: orderId,
      marketingConsent,
    })
    .returning();
  if (!row) throw new Error('orders insert returned nothing');
  if (promotion && pricing.promotionId !== null) {
    await countCouponUse(tx, promotion, {
      promotionId: promotion.id,
      orderId: row.id,
      userId,
      phone: customer.phone,
    });
  }
  // After the products' and the promotion's locks, as cancelling gives them back in that order.
  await spendPoints(tx, { userId, orderId, points: pricing.points?.used ?? 0, now });
  await spendCredit(tx, { userId, orderId, amount: pricing.creditPaid, now });
  const items = await tx
    .insert(orderItems)
    .values(
      priced.map(({ product, variant, variantTitle, quantity, unitPrice }, index) => ({
        orderId: row.id,
        productId: product.id,
        variantId: variant.id,
        variantTitle,
        sku: variant.sku,
        productName: product.name,
        productBrand: product.brand,
        productImage: variant.images[0] ?? product.images[0] ?? null,
        unitPrice,
        listPrice: variant.price,
        salePromotionId: chargedSaleId(variant),
        quantity,
        discount: pricing.lines[index]?.discount ?? 0,
        pointsDiscount: pricing.lines[index]?.pointsDiscount ?? 0,
      })),
    )
    .returning();
  const actorUserId = taking.takenByUserId ?? userId;
  const placed = {
    orderId: row.id,
    actorUserId,
    kind: 'status',
    fromValue: null,
    toValue: 'pending',
    note: null,
  } as const;
  const confirmed = { ...placed, fromValue: 'pending', toValue: 'processing' } as const;
  const held = {
    ...placed,
    kind: 'delivery',
    toValue: 'held',
    note: 'Saved on hold for a confirmation call',
  } as const;
  const events = await tx
    .insert(orderEvents)
    .values([placed, ...(online ? [] : [confirmed]), ...(taking.hold ? [held] : [])])
    .returning();
  await rememberCheckoutAddress(tx, userId, input);
  // An online order's total is final once paid (or switched to cash on delivery): its invoice
  // waits. Last, as the serial's counter stays locked until the order commits (decision 042).
  if (!online) await issueVatInvoice(tx, row.id);
  return toOrder(row, items, events);
}

/** A transaction ID used before, on whichever path, is the one-use rule's 409. */
export async function refusingUsedTransactionIds<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'orders_transaction_idx')) {
      throw new HttpError(409, msg('errors.order.transactionIdUsed'), 'TRANSACTION_ID_USED');
    }
    throw error;
  }
}

/** One order at a time per customer: a double click or a retry waits, then finds its order. */
export async function lockCustomer(tx: Transaction, userId: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${CHECKOUT_LOCK_SPACE}, hashtext(${userId}))`);
}

/** Staff's order (docs/decisions/035), the customer locked: the same key answers the same order. */
export async function writeStaffOrder(
  tx: Transaction,
  userId: string,
  input: Checkout,
  lines: CartLineRef[],
  { now = new Date(), onPlaced, taking }: PlaceOptions & { taking: OrderTaking },
): Promise<{ order: Order; created: boolean }> {
  const asked = { ...input, lines, taking };
  const requestHash = requestHashOf(asked);
  const earlier = await findByKey(tx, userId, input.idempotencyKey);
  if (earlier) return replay(tx, earlier, requestHash);
  const order = await writeOrder(tx, userId, input, lines, { requestHash, now, taking });
  await onPlaced?.(tx, order);
  return { order, created: true };
}

export async function placeOrder(
  db: Database,
  userId: string,
  input: Checkout,
  { now = new Date(), onPlaced, marketingConsent = false }: PlaceOptions = {},
) {
  const requestHash = requestHashOf(input);
  return refusingUsedTransactionIds(() =>
    db.transaction(async (tx) => {
      await lockCustomer(tx, userId);
      const earlier = await findByKey(tx, userId, input.idempotencyKey);
      if (earlier) return replay(tx, earlier, requestHash);

      // The cart is emptied as it is read (one statement, not two): if the order is refused
      // below, the transaction rolls back and the cart is as it was.
      const lines = await tx.delete(cartItems).where(eq(cartItems.userId, userId)).returning({
        productId: cartItems.productId,
        variantId: cartItems.variantId,
        quantity: cartItems.quantity,
      });
      if (lines.length === 0) throw new HttpError(409, msg('errors.cart.empty'), 'CART_EMPTY');
      const order = await writeOrder(tx, userId, input, lines, {
        requestHash,
        now,
        taking: CHECKOUT_TAKING,
        marketingConsent,
      });
      await onPlaced?.(tx, order);
      return { order, created: true };
    }),
  );
}
