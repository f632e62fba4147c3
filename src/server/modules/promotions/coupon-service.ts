/** The database's side of coupons (docs/decisions/016). */
import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import type { DeliveryLocation, PaymentMethod } from '#shared/pricing';
import { normaliseCouponCode } from '#shared/promotions';
import type { CartQuote, CouponRefusal } from '#shared/schemas/promotion';
import type { Database, Transaction } from '../../db/client';
import {
  cartItems,
  orders,
  products,
  productVariants,
  promotions,
  promotionUses,
  users,
} from '../../db/schema';
import { chargedPrice } from '../catalog';
import {
  judgeCreditAsk,
  judgePointsAsk,
  pointsPricingOf,
  readPointsRule,
  walletBalance,
} from '../wallet';
import { type CouponLine, type CouponRule, type CustomerFacts, priceCart } from './coupon-engine';
import { readShopSettings } from './shop-settings';

type Db = Database | Transaction;

/** The coupon a shopper's code names (any case), or null. Sales have no code. */
export async function findCoupon(db: Db, code: string): Promise<CouponRule | null> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.code, normaliseCouponCode(code)), eq(promotions.kind, 'coupon')));
  return row ?? null;
}

/** The account's phone when verified: the per-customer cap holds across accounts sharing it. */
export async function verifiedPhoneOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ phone: users.phoneNumber })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.phoneNumberVerified, true)));
  return row?.phone ?? null;
}

/** Orders holding this code by the account or by any order placed with its verified phone. */
export async function usesByCustomer(
  db: Db,
  promotionId: number,
  userId: string,
  phone: string | null,
): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(promotionUses)
    .where(
      and(
        eq(promotionUses.promotionId, promotionId),
        phone === null
          ? eq(promotionUses.userId, userId)
          : or(eq(promotionUses.userId, userId), eq(promotionUses.phone, phone)),
      ),
    );
  return row?.uses ?? 0;
}

/** Whether the account, or another account on its verified phone, has an order not cancelled. */
async function hasOrdered(db: Db, userId: string, phone: string | null): Promise<boolean> {
  const sameCustomer =
    phone === null
      ? eq(orders.userId, userId)
      : or(
          eq(orders.userId, userId),
          sql`${orders.userId} IN (SELECT ${users.id} FROM ${users} WHERE ${users.phoneNumber} = ${phone} AND ${users.phoneNumberVerified})`,
        );
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(sameCustomer, ne(orders.status, 'cancelled')))
    .limit(1);
  return row !== undefined;
}

/** Only what the rule asks about is read. */
export async function customerFacts(
  db: Db,
  rule: CouponRule | null,
  userId: string,
): Promise<CustomerFacts & { phone: string | null }> {
  if (rule === null) return { uses: 0, hasOrdered: false, phone: null };
  const phone = await verifiedPhoneOf(db, userId);
  const [uses, ordered] = await Promise.all([
    rule.perCustomerLimit === null ? 0 : usesByCustomer(db, rule.id, userId, phone),
    rule.firstOrderOnly ? hasOrdered(db, userId, phone) : false,
  ]);
  return { uses, hasOrdered: ordered, phone };
}

/** Lines go to the engine in product then variant order, as the order takes them. */
export function byProductThenVariant<T extends { productId: number; variantId: number }>(
  lines: T[],
): T[] {
  return [...lines].sort((a, b) => a.productId - b.productId || a.variantId - b.variantId);
}

export function couponLineOf(
  product: { id: number; category: string; brand: string | null },
  variant: { id: number; price: number; salePrice: number | null; promoPrice: number | null },
  quantity: number,
  unitPrice: number = chargedPrice(variant),
): CouponLine {
  return {
    productId: product.id,
    variantId: variant.id,
    category: product.category,
    brand: product.brand,
    unitPrice,
    onSale: unitPrice < variant.price,
    quantity,
  };
}

/** The cart lines that can be bought as they stand (the cart's subtotal counts these only). */
async function buyableCartLines(db: Db, userId: string): Promise<CouponLine[]> {
  const rows = await db
    .select({ product: products, variant: productVariants, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const buyable = rows.filter(
    ({ product, variant, quantity }) =>
      product.status === 'active' &&
      variant.status === 'active' &&
      variant.stockQuantity >= quantity,
  );
  return byProductThenVariant(
    buyable.map(({ product, variant, quantity }) => couponLineOf(product, variant, quantity)),
  );
}

export type QuoteRequest = {
  code?: string | null;
  location: DeliveryLocation;
  paymentMethod: PaymentMethod;
  points?: number;
  credit?: number;
};

/** The cart priced as the order would be, with her points and credit: held, usable here, used. */
export async function quoteCart(
  db: Database,
  userId: string,
  request: QuoteRequest,
  now: Date,
): Promise<CartQuote> {
  const code = request.code ? normaliseCouponCode(request.code) : null;
  const asked = request.points ?? 0;
  const creditAsked = request.credit ?? 0;
  const [lines, offers, promotion, rule] = await Promise.all([
    buyableCartLines(db, userId),
    readShopSettings(db),
    code === null ? null : findCoupon(db, code),
    readPointsRule(db),
  ]);
  const [customer, held, credit] = await Promise.all([
    customerFacts(db, promotion, userId),
    rule.enabled ? walletBalance(db, { userId, kind: 'points' }, now) : 0,
    walletBalance(db, { userId, kind: 'credit' }, now),
  ]);
  const pricing = priceCart({
    lines,
    location: request.location,
    paymentMethod: request.paymentMethod,
    offers,
    code,
    promotion,
    customer,
    now,
    points: pointsPricingOf(rule, asked),
    credit: creditAsked,
  });
  judgePointsAsk(rule, asked, pricing.points, held);
  judgeCreditAsk(creditAsked, pricing, credit, request.paymentMethod);
  const { points, promotionId: _id, creditPaid, totalBeforeCredit: _before, ...quote } = pricing;
  return {
    ...quote,
    credit: credit > 0 || creditPaid > 0 ? { balance: credit, used: creditPaid } : null,
    points: points && {
      balance: held,
      worth: rule.worthTaka * 100,
      max: Math.min(held, points.cap),
      used: points.used,
      discount: points.discount,
    },
  };
}

/**
 * The conditional update takes the promotion's row lock, so the cap cannot be passed; the
 * per-customer count is read after it, seeing whoever went first. Returns a refusal to roll back.
 */
export async function takeCouponUse(
  tx: Transaction,
  use: { promotionId: number; orderId: string; userId: string; phone: string | null },
  rule: CouponRule,
): Promise<CouponRefusal | null> {
  const [taken] = await tx
    .update(promotions)
    .set({ uses: sql`${promotions.uses} + 1` })
    .where(
      and(
        eq(promotions.id, use.promotionId),
        sql`(${promotions.usageLimit} IS NULL OR ${promotions.uses} < ${promotions.usageLimit})`,
      ),
    )
    .returning({ id: promotions.id });
  if (!taken) return 'used_up';
  if (rule.perCustomerLimit !== null) {
    const uses = await usesByCustomer(tx, use.promotionId, use.userId, use.phone);
    if (uses >= rule.perCustomerLimit) return 'per_customer';
  }
  await tx.insert(promotionUses).values({
    promotionId: use.promotionId,
    orderId: use.orderId,
    userId: use.userId,
    phone: use.phone,
  });
  return null;
}

/** A cancelled order gives its use back, in the cancel's transaction. */
export async function giveBackCouponUse(tx: Transaction, orderId: string): Promise<void> {
  const [gone] = await tx
    .delete(promotionUses)
    .where(eq(promotionUses.orderId, orderId))
    .returning({ promotionId: promotionUses.promotionId });
  if (!gone) return;
  await tx
    .update(promotions)
    .set({ uses: sql`GREATEST(${promotions.uses} - 1, 0)` })
    .where(eq(promotions.id, gone.promotionId));
}
