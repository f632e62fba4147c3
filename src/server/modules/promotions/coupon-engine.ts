/** Coupon pricing (docs/decisions/016): pure, no clock or database, so cart and order agree. */
import {
  type DeliveryLocation,
  discountedTotals,
  type FreeDeliveryOffers,
  type PaymentMethod,
  roundToTaka,
  subtotalOf,
} from '#shared/pricing';
import type { CartQuote, CouponRefusal } from '#shared/schemas/promotion';
import type { promotions } from '../../db/schema';

/** A cart line as the engine sees it: `unitPrice` is the price charged now. */
export type CouponLine = {
  productId: number;
  variantId: number;
  category: string;
  brand: string | null;
  unitPrice: number;
  /** Charged a hand-set or scheduled sale price: a code may exclude it. */
  onSale: boolean;
  quantity: number;
};

export type CouponRule = Pick<
  typeof promotions.$inferSelect,
  | 'id'
  | 'kind'
  | 'code'
  | 'discountType'
  | 'discountValue'
  | 'maxDiscount'
  | 'minSubtotal'
  | 'productIds'
  | 'variantIds'
  | 'categories'
  | 'brands'
  | 'startsAt'
  | 'endsAt'
  | 'usageLimit'
  | 'perCustomerLimit'
  | 'firstOrderOnly'
  | 'excludeSaleItems'
  | 'active'
  | 'uses'
>;

/** What the shop knows of the shopper: uses of this code by the account or its verified phone. */
export type CustomerFacts = { uses: number; hasOrdered: boolean };

export type CouponPricingInput = {
  lines: readonly CouponLine[];
  location: DeliveryLocation;
  paymentMethod: PaymentMethod;
  offers: FreeDeliveryOffers;
  /** The code the shopper typed (normalised), or null for none. */
  code: string | null;
  promotion: CouponRule | null;
  customer: CustomerFacts;
  now: Date;
  /** Staff's discount by hand (decision 035), never beside a code; capped by the route. */
  manualDiscount?: { type: 'amount' | 'percent'; value: number } | null;
  /** Points to spend after the coupon (decision 048): `worth` poisha each, `maxPercent` the cap. */
  points?: { use: number; worth: number; maxPercent: number } | null;
  /** Store credit to pay with, poisha (decision 049): taken off what is left to pay, last. */
  credit?: number;
};

/** What points do to this cart: `cap` is the most the owner's share allows, whatever is held. */
export type PointsPricing = { used: number; discount: number; cap: number };

export type CouponPricing = Omit<CartQuote, 'points' | 'credit' | 'lines'> & {
  lines: (CartQuote['lines'][number] & { pointsDiscount: number })[];
  promotionId: number | null;
  points: PointsPricing | null;
  /** Store credit paying part of `total` (already taken off it), and what it was before. */
  creditPaid: number;
  totalBeforeCredit: number;
};

/**
 * The most points the goods left after the coupon allow at the owner's share, and what the ones
 * asked for take off; the caller refuses an ask over the cap or over what is held.
 */
function pricePoints(
  points: NonNullable<CouponPricingInput['points']>,
  afterCoupon: number,
): PointsPricing {
  const cap = Math.floor((afterCoupon * points.maxPercent) / 100 / points.worth);
  const used = Math.min(points.use, cap);
  return { used, discount: used * points.worth, cap };
}

type Verdict =
  | { applied: true; discount: number; eligible: boolean[]; freeDelivery: boolean }
  | { applied: false; refusal: CouponRefusal; shortBy: number | null };

function inScope(rule: CouponRule, line: CouponLine): boolean {
  const scoped =
    rule.productIds.length + rule.variantIds.length + rule.categories.length + rule.brands.length >
    0;
  if (!scoped) return true;
  return (
    rule.productIds.includes(line.productId) ||
    rule.variantIds.includes(line.variantId) ||
    rule.categories.includes(line.category) ||
    (line.brand !== null && rule.brands.includes(line.brand))
  );
}

/** Whether the code may be used now by anyone: its dates, its switch and its uses. */
export function codeStanding(
  rule: CouponRule,
  at: Date,
): 'expired' | 'not_started' | 'used_up' | null {
  const now = at.getTime();
  if (!rule.active || (rule.endsAt !== null && rule.endsAt.getTime() <= now)) return 'expired';
  if (rule.startsAt.getTime() > now) return 'not_started';
  if (rule.usageLimit !== null && rule.uses >= rule.usageLimit) return 'used_up';
  return null;
}

/** Whether the code may be used now by this customer, whatever the cart holds. */
function standing(input: CouponPricingInput, rule: CouponRule): CouponRefusal | null {
  const refusal = codeStanding(rule, input.now);
  if (refusal) return refusal;
  if (rule.perCustomerLimit !== null && input.customer.uses >= rule.perCustomerLimit) {
    return 'per_customer';
  }
  if (rule.firstOrderOnly && input.customer.hasOrdered) return 'first_order';
  return null;
}

/** Why the code does not apply, in the order a shopper can do something about it last. */
function judge(input: CouponPricingInput, rule: CouponRule | null): Verdict {
  const refuse = (refusal: CouponRefusal, shortBy: number | null = null): Verdict => ({
    applied: false,
    refusal,
    shortBy,
  });
  if (rule?.kind !== 'coupon') return refuse('unknown');
  const refusal = standing(input, rule);
  if (refusal) return refuse(refusal);
  const subtotal = subtotalOf(input.lines);
  if (rule.minSubtotal !== null && subtotal < rule.minSubtotal) {
    return refuse('minimum', rule.minSubtotal - subtotal);
  }
  const scoped = input.lines.map((line) => inScope(rule, line));
  if (!scoped.some(Boolean)) return refuse('scope');
  const eligible = input.lines.map(
    (line, index) => scoped[index] === true && !(rule.excludeSaleItems && line.onSale),
  );
  if (!eligible.some(Boolean)) return refuse('sale_items');
  const eligibleSubtotal = subtotalOf(input.lines.filter((_, index) => eligible[index]));
  return {
    applied: true,
    discount: discountOf(rule, eligibleSubtotal),
    eligible,
    freeDelivery: rule.discountType === 'free_delivery',
  };
}

/** Whole taka off, never more than the cap nor the eligible lines' subtotal. */
function discountOf(rule: CouponRule, eligibleSubtotal: number): number {
  if (rule.discountType === 'free_delivery') return 0;
  if (rule.discountType === 'fixed') return Math.min(rule.discountValue, eligibleSubtotal);
  let discount = roundToTaka((eligibleSubtotal * rule.discountValue) / 100);
  if (rule.maxDiscount !== null) discount = Math.min(discount, rule.maxDiscount);
  return Math.min(discount, eligibleSubtotal);
}

/**
 * Shares `total` among the lines in proportion to their subtotals, on poisha, so the shares add
 * up exactly (largest remainder; ties go to the earlier line). Lines not eligible get 0.
 */
export function allocate(
  total: number,
  lines: readonly { unitPrice: number; quantity: number }[],
  eligible: readonly boolean[],
): number[] {
  const weights = lines.map((line, index) =>
    eligible[index] ? BigInt(line.unitPrice * line.quantity) : 0n,
  );
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (total <= 0 || sum === 0n) return lines.map(() => 0);
  const amount = BigInt(total);
  const shares = weights.map((weight) => (amount * weight) / sum);
  const remainders = weights.map((weight, index) => ({
    index,
    remainder: (amount * weight) % sum,
  }));
  let left = Number(amount - shares.reduce((a, b) => a + b, 0n));
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const { index } of remainders) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1;
  }
  return shares.map(Number);
}

/** Points fall on what each line still costs after its coupon share. */
function sharePoints(
  discount: number,
  lines: readonly CouponLine[],
  couponShares: readonly number[],
): number[] {
  const left = lines.map((line, index) => ({
    unitPrice: line.unitPrice * line.quantity - (couponShares[index] ?? 0),
    quantity: 1,
  }));
  return allocate(
    discount,
    left,
    lines.map(() => true),
  );
}

/** Whole taka off every line alike, never more than the subtotal. */
function manualDiscountOf(
  manual: NonNullable<CouponPricingInput['manualDiscount']>,
  subtotal: number,
): number {
  const off =
    manual.type === 'amount' ? manual.value : roundToTaka((subtotal * manual.value) / 100);
  return Math.min(off, subtotal);
}

function couponAnswer(code: string, verdict: Verdict): CouponPricing['coupon'] {
  return {
    code,
    applied: verdict.applied,
    refusal: verdict.applied ? null : verdict.refusal,
    shortBy: verdict.applied ? null : verdict.shortBy,
  };
}

/** With the code's discount when it applies (else why not), or staff's manual one when no code. */
export function priceCart(input: CouponPricingInput): CouponPricing {
  const verdict = input.code === null ? null : judge(input, input.promotion);
  const applied = verdict?.applied === true ? verdict : null;
  const subtotal = subtotalOf(input.lines);
  const manual =
    input.code === null && input.manualDiscount
      ? manualDiscountOf(input.manualDiscount, subtotal)
      : 0;
  const discount = applied?.discount ?? manual;
  const eligible = applied?.eligible ?? input.lines.map(() => manual > 0);
  const shares = allocate(discount, input.lines, eligible);
  const points = input.points ? pricePoints(input.points, subtotal - discount) : null;
  const pointShares = sharePoints(points?.discount ?? 0, input.lines, shares);
  const totals = discountedTotals({
    subtotal,
    discount,
    pointsDiscount: points?.discount ?? 0,
    lineCount: input.lines.length,
    location: input.location,
    method: input.paymentMethod,
    offers: input.offers,
    freeDeliveryCode: applied?.freeDelivery ?? false,
  });
  const creditPaid = Math.min(Math.max(input.credit ?? 0, 0), totals.total);
  return {
    lines: input.lines.map((line, index) => ({
      productId: line.productId,
      variantId: line.variantId,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      discount: (shares[index] ?? 0) + (pointShares[index] ?? 0),
      pointsDiscount: pointShares[index] ?? 0,
    })),
    ...totals,
    total: totals.total - creditPaid,
    creditPaid,
    totalBeforeCredit: totals.total,
    coupon: verdict && input.code !== null ? couponAnswer(input.code, verdict) : null,
    promotionId: applied && input.promotion ? input.promotion.id : null,
    points,
  };
}
