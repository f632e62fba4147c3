/**
 * Admin → Promotions (docs/decisions/016). Money is integer poisha; times are ISO with an offset
 * (the form enters Dhaka time, +06:00, which has no summer time). Codes are unique in any case. A
 * used coupon may change only its name, its active switch or an earlier end (409
 * PROMOTION_LOCKED); ending one keeps its uses and orders.
 */
import { z } from 'zod';
import { PRODUCT_CATEGORIES } from '../catalog';
import { msg } from '../i18n/translator';
import { DISCOUNT_TYPES, PROMOTION_KINDS, PROMOTION_STATUSES } from '../promotions';
import { requiredText } from './common';
import { couponCodeSchema } from './promotion';

/** ৳10,00,000 in poisha: above any price the shop takes. */
const MAX_AMOUNT = 100_000_000;
const MAX_COUNT = 1_000_000;
/** Scope lists are short in practice; the bound keeps a request small. */
const MAX_SCOPE = 500;

const amount = (key: 'amount' | 'cap' | 'minSubtotal') =>
  z
    .number({ error: msg(`admin.promotions.error.${key}`) })
    .int({ error: msg(`admin.promotions.error.${key}`) })
    .min(key === 'minSubtotal' ? 0 : 1, { error: msg(`admin.promotions.error.${key}`) })
    .max(MAX_AMOUNT, { error: msg(`admin.promotions.error.${key}`) });

const limit = z
  .number({ error: msg('admin.promotions.error.limit') })
  .int({ error: msg('admin.promotions.error.limit') })
  .min(1, { error: msg('admin.promotions.error.limit') })
  .max(MAX_COUNT, { error: msg('admin.promotions.error.limit') });

const ids = z
  .array(
    z
      .number({ error: msg('admin.promotions.error.ids') })
      .int({ error: msg('admin.promotions.error.ids') })
      .min(1, { error: msg('admin.promotions.error.ids') })
      .max(2_147_483_647, { error: msg('admin.promotions.error.ids') }),
    { error: msg('admin.promotions.error.ids') },
  )
  .max(MAX_SCOPE, { error: msg('admin.promotions.error.scopeTooLong', { max: MAX_SCOPE }) });

const dateTime = z.iso.datetime({ offset: true, error: msg('admin.promotions.error.dateTime') });

/** No defaults here, so a PATCH can send only some; promotionInputSchema fills them. */
const promotionFields = {
  kind: z.enum(PROMOTION_KINDS, { error: msg('admin.promotions.error.kind') }),
  /** Coupons only, stored in capitals ('eid20' is EID20); a sale has none (absent or null). */
  code: couponCodeSchema.nullable(),
  name: requiredText('Name', 100),
  discountType: z.enum(DISCOUNT_TYPES, { error: msg('admin.promotions.error.discountType') }),
  /** Percent 1–100, or poisha off for fixed; 0 (or left out) for free delivery. */
  discountValue: z
    .number({ error: msg('admin.promotions.error.value') })
    .int({ error: msg('admin.promotions.error.value') })
    .min(0, { error: msg('admin.promotions.error.value') })
    .max(MAX_AMOUNT, { error: msg('admin.promotions.error.value') }),
  /** A percent coupon's cap, poisha ('20 % up to ৳500'); never 0. */
  maxDiscount: amount('cap').nullable(),
  /** Coupons only: the subtotal (poisha) the cart must reach. */
  minSubtotal: amount('minSubtotal').nullable(),
  productIds: ids,
  variantIds: ids,
  categories: z
    .array(z.enum(PRODUCT_CATEGORIES, { error: msg('validation.category.unknown') }))
    .max(PRODUCT_CATEGORIES.length),
  brands: z
    .array(
      z
        .string({ error: msg('admin.promotions.error.brand') })
        .trim()
        .min(1, { error: msg('admin.promotions.error.brand') })
        .max(100, { error: msg('admin.promotions.error.brand') }),
    )
    .max(MAX_SCOPE, { error: msg('admin.promotions.error.scopeTooLong', { max: MAX_SCOPE }) }),
  startsAt: dateTime,
  /** Required for a sale (its countdown needs it); a coupon may run with no end. */
  endsAt: dateTime.nullable(),
  /** Coupons only: total uses, and uses per account and per verified phone. */
  usageLimit: limit.nullable(),
  perCustomerLimit: limit.nullable(),
  firstOrderOnly: z.boolean({ error: msg('admin.promotions.error.switch') }),
  excludeSaleItems: z.boolean({ error: msg('admin.promotions.error.switch') }),
  active: z.boolean({ error: msg('admin.promotions.error.switch') }),
};

/** Mass assignment: ids, uses and figures are not among the keys, and unknown keys are refused. */
const promotionObject = z.strictObject({
  ...promotionFields,
  code: promotionFields.code.optional(),
  discountValue: promotionFields.discountValue.optional(),
  maxDiscount: promotionFields.maxDiscount.optional(),
  minSubtotal: promotionFields.minSubtotal.optional(),
  productIds: promotionFields.productIds.optional(),
  variantIds: promotionFields.variantIds.optional(),
  categories: promotionFields.categories.optional(),
  brands: promotionFields.brands.optional(),
  endsAt: promotionFields.endsAt.optional(),
  usageLimit: promotionFields.usageLimit.optional(),
  perCustomerLimit: promotionFields.perCustomerLimit.optional(),
  firstOrderOnly: promotionFields.firstOrderOnly.optional(),
  excludeSaleItems: promotionFields.excludeSaleItems.optional(),
  active: promotionFields.active.optional(),
});

export type PromotionValues = {
  kind: (typeof PROMOTION_KINDS)[number];
  code: string | null;
  name: string;
  discountType: (typeof DISCOUNT_TYPES)[number];
  discountValue: number;
  maxDiscount: number | null;
  minSubtotal: number | null;
  productIds: number[];
  variantIds: number[];
  categories: (typeof PRODUCT_CATEGORIES)[number][];
  brands: string[];
  startsAt: string;
  endsAt: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
  excludeSaleItems: boolean;
  active: boolean;
};

type Problem = { path: string; message: string };
const problem = (path: string, key: Parameters<typeof msg>[0]): Problem => ({
  path,
  message: msg(key),
});

function codeProblems(p: PromotionValues): Problem[] {
  if (p.kind === 'coupon' && p.code === null)
    return [problem('code', 'admin.promotions.error.codeRequired')];
  if (p.kind === 'sale' && p.code !== null)
    return [problem('code', 'admin.promotions.error.codeOnSale')];
  return [];
}

function discountProblems(p: PromotionValues): Problem[] {
  const problems: Problem[] = [];
  const value = p.discountValue;
  if (p.discountType === 'percent' && (value < 1 || value > 100)) {
    problems.push(problem('discountValue', 'admin.promotions.error.percent'));
  }
  if (p.discountType === 'fixed' && value < 1) {
    problems.push(problem('discountValue', 'admin.promotions.error.amount'));
  }
  if (p.discountType === 'free_delivery' && p.kind === 'sale') {
    problems.push(problem('discountType', 'admin.promotions.error.freeDeliverySale'));
  } else if (p.discountType === 'free_delivery' && value !== 0) {
    problems.push(problem('discountValue', 'admin.promotions.error.freeDeliveryValue'));
  }
  if (p.maxDiscount !== null && (p.discountType !== 'percent' || p.kind === 'sale')) {
    problems.push(problem('maxDiscount', 'admin.promotions.error.capPercentOnly'));
  }
  return problems;
}

function saleProblems(p: PromotionValues): Problem[] {
  if (p.kind !== 'sale') return [];
  const couponOnly = {
    minSubtotal: p.minSubtotal !== null,
    usageLimit: p.usageLimit !== null,
    perCustomerLimit: p.perCustomerLimit !== null,
    firstOrderOnly: p.firstOrderOnly,
    excludeSaleItems: p.excludeSaleItems,
  };
  const problems = Object.entries(couponOnly)
    .filter(([, set]) => set)
    .map(([path]) => problem(path, 'admin.promotions.error.couponOnly'));
  const scope = p.productIds.length + p.variantIds.length + p.categories.length + p.brands.length;
  if (scope === 0) problems.push(problem('productIds', 'admin.promotions.error.saleScope'));
  if (p.endsAt === null) problems.push(problem('endsAt', 'admin.promotions.error.saleEnd'));
  return problems;
}

export function promotionProblems(p: PromotionValues): Problem[] {
  const problems = [...codeProblems(p), ...discountProblems(p), ...saleProblems(p)];
  if (p.endsAt !== null && Date.parse(p.endsAt) <= Date.parse(p.startsAt)) {
    problems.push(problem('endsAt', 'admin.promotions.error.endBeforeStart'));
  }
  return problems;
}

export function withPromotionDefaults(input: z.output<typeof promotionObject>): PromotionValues {
  return {
    ...input,
    code: input.code ?? null,
    discountValue: input.discountValue ?? 0,
    maxDiscount: input.maxDiscount ?? null,
    minSubtotal: input.minSubtotal ?? null,
    productIds: [...new Set(input.productIds ?? [])],
    variantIds: [...new Set(input.variantIds ?? [])],
    categories: [...new Set(input.categories ?? [])],
    brands: [...new Set(input.brands ?? [])],
    endsAt: input.endsAt ?? null,
    usageLimit: input.usageLimit ?? null,
    perCustomerLimit: input.perCustomerLimit ?? null,
    firstOrderOnly: input.firstOrderOnly ?? false,
    excludeSaleItems: input.excludeSaleItems ?? false,
    active: input.active ?? true,
  };
}

export const promotionInputSchema = promotionObject
  .transform(withPromotionDefaults)
  .superRefine((values, ctx) => {
    for (const problem of promotionProblems(values)) {
      ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
    }
  });
export type PromotionInput = z.input<typeof promotionInputSchema>;

/** PATCH: any of the fields; the promotion they make together is checked like a create. */
export const promotionPatchSchema = z.strictObject(promotionFields).partial();
export type PromotionPatch = z.input<typeof promotionPatchSchema>;

const NOT_FOUND = msg('admin.promotions.error.notFound');
export const promotionIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: NOT_FOUND })
    .int({ error: NOT_FOUND })
    .min(1, { error: NOT_FOUND })
    .max(2_147_483_647, { error: NOT_FOUND }),
});

export const promotionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROMOTION_KINDS),
  code: z.string().nullable(),
  name: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountValue: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  minSubtotal: z.number().int().nullable(),
  productIds: z.array(z.number().int()),
  variantIds: z.array(z.number().int()),
  categories: z.array(z.enum(PRODUCT_CATEGORIES)),
  brands: z.array(z.string()),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  excludeSaleItems: z.boolean(),
  active: z.boolean(),
  /** used_up, else ended (switched off or past its end), else scheduled, else running. */
  status: z.enum(PROMOTION_STATUSES),
  uses: z.number().int(),
  /** Orders that used the coupon and are not cancelled (a sale's are not counted: 0). */
  orders: z.number().int(),
  /** Poisha: those orders' totals. */
  revenue: z.number().int(),
  /** Poisha: those orders' discount plus the delivery it waived. */
  discountGiven: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const adminPromotionListSchema = z.object({ promotions: z.array(promotionSchema) });
export type AdminPromotionList = z.infer<typeof adminPromotionListSchema>;

const threshold = z
  .number({ error: msg('admin.promotions.error.freeDeliveryOver') })
  .int({ error: msg('admin.promotions.error.freeDeliveryOver') })
  .min(1, { error: msg('admin.promotions.error.freeDeliveryOver') })
  .max(MAX_AMOUNT, { error: msg('admin.promotions.error.freeDeliveryOver') })
  .nullable();

/** Free delivery when the subtotal (poisha) reaches the amount; null = no such offer. */
export const freeDeliverySettingsSchema = z.strictObject({
  dhakaOver: threshold,
  everywhereOver: threshold,
});
export type FreeDeliverySettings = z.infer<typeof freeDeliverySettingsSchema>;
