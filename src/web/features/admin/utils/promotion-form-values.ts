/**
 * The promotion form holds what the admin types: taka as text, Dhaka wall-clock times, lists as
 * text. This turns it into the contract (poisha, ISO times with +06:00) and checks it with the
 * schema the server uses, so the inline messages are the server's own.
 */
import type { ProductCategory } from '#shared/catalog';
import type { MessageKey } from '#shared/i18n/keys';
import { msg } from '#shared/i18n/translator';
import { poishaToTaka, takaToPoisha } from '#shared/money';
import type { DiscountType, PromotionKind } from '#shared/promotions';
import {
  type Promotion,
  type PromotionInput,
  promotionInputSchema,
} from '#shared/schemas/admin-promotions';

export type PromotionFormValues = {
  kind: PromotionKind;
  code: string;
  name: string;
  discountType: DiscountType;
  /** Percent, or taka for an amount off. */
  value: string;
  /** Taka; empty = none. */
  maxDiscount: string;
  minSubtotal: string;
  categories: ProductCategory[];
  /** Comma-separated. */
  brands: string;
  productIds: string;
  variantIds: string;
  /** Dhaka time as a datetime-local field holds it: 'YYYY-MM-DDTHH:mm'. */
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  firstOrderOnly: boolean;
  excludeSaleItems: boolean;
  active: boolean;
};
export type PromotionFormField = keyof PromotionFormValues;
export type PromotionFormErrors = Partial<Record<PromotionFormField, string>>;

/** Dhaka is UTC+06:00 all year (no summer time). */
const DHAKA_OFFSET_MS = 6 * 3_600_000;

/** An instant as Dhaka's wall clock for a datetime-local field. */
export function dhakaLocal(instant: string | number | Date): string {
  return new Date(new Date(instant).getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Dhaka time, as the contract wants it; '' stays ''. */
export function fromDhakaLocal(local: string): string {
  const trimmed = local.trim();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(trimmed)) return trimmed;
  return `${trimmed}:00+06:00`;
}

const takaText = (poisha: number | null) => (poisha === null ? '' : String(poishaToTaka(poisha)));
const countText = (count: number | null) => (count === null ? '' : String(count));

export function promotionFormValues(promotion?: Promotion, now = Date.now()): PromotionFormValues {
  if (!promotion) {
    return {
      kind: 'coupon',
      code: '',
      name: '',
      discountType: 'percent',
      value: '',
      maxDiscount: '',
      minSubtotal: '',
      categories: [],
      brands: '',
      productIds: '',
      variantIds: '',
      // From now, for a week: the field's whole minute has already begun, so a code meant for
      // now is live once saved, not Scheduled until the next hour (issue 37).
      startsAt: dhakaLocal(now),
      endsAt: dhakaLocal(now + 7 * 24 * 3_600_000),
      usageLimit: '',
      perCustomerLimit: '',
      firstOrderOnly: false,
      excludeSaleItems: false,
      active: true,
    };
  }
  const p = promotion;
  return {
    kind: p.kind,
    code: p.code ?? '',
    name: p.name,
    discountType: p.discountType,
    value:
      p.discountType === 'fixed'
        ? takaText(p.discountValue)
        : p.discountType === 'percent'
          ? String(p.discountValue)
          : '',
    maxDiscount: takaText(p.maxDiscount),
    minSubtotal: takaText(p.minSubtotal),
    categories: p.categories,
    brands: p.brands.join(', '),
    productIds: p.productIds.join(', '),
    variantIds: p.variantIds.join(', '),
    startsAt: dhakaLocal(p.startsAt),
    endsAt: p.endsAt === null ? '' : dhakaLocal(p.endsAt),
    usageLimit: countText(p.usageLimit),
    perCustomerLimit: countText(p.perCustomerLimit),
    firstOrderOnly: p.firstOrderOnly,
    excludeSaleItems: p.excludeSaleItems,
    active: p.active,
  };
}

type Converted = { value: number | null; error?: string };

/** Taka text → poisha; '' is null. */
function poishaFrom(text: string): Converted {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  const taka = Number(trimmed);
  if (!Number.isFinite(taka)) return { value: null, error: msg('admin.promotions.form.notNumber') };
  if (/\.\d{3,}$/.test(trimmed))
    return { value: null, error: msg('admin.promotions.form.decimals') };
  return { value: takaToPoisha(taka) };
}

function countFrom(text: string, notNumber: MessageKey): Converted {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  const value = Number(trimmed);
  return Number.isFinite(value) ? { value } : { value: null, error: msg(notNumber) };
}

/** '12, 15 20' → [12, 15, 20]; a word that is not a number is an error. */
function idsFrom(text: string): { value: number[]; error?: string } {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  const value = parts.map(Number);
  if (value.some((id) => !Number.isInteger(id) || id < 1)) {
    return { value: [], error: msg('admin.promotions.error.ids') };
  }
  return { value };
}

/**
 * The field's time, or the stored one when the field still shows it: the field has whole minutes,
 * and a used coupon's start must not move by the seconds it drops.
 */
function timeFrom(local: string, stored: string | null | undefined): string | null {
  if (local.trim() === '') return null;
  if (stored && local === dhakaLocal(stored)) return stored;
  return fromDhakaLocal(local);
}

const listFrom = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Where the schema's fields are shown on the form. */
const FIELD_OF: Record<string, PromotionFormField> = {
  discountValue: 'value',
  productIds: 'productIds',
};

export type PromotionFormResult =
  | { success: true; data: PromotionInput }
  | { success: false; errors: PromotionFormErrors };

const NONE: Converted = { value: null };

function discountFrom(values: PromotionFormValues): Converted {
  if (values.discountType === 'free_delivery') return { value: 0 };
  const converted =
    values.discountType === 'fixed'
      ? poishaFrom(values.value)
      : countFrom(values.value, 'admin.promotions.form.notNumber');
  if (converted.value !== null || converted.error) return converted;
  const missing =
    values.discountType === 'percent'
      ? 'admin.promotions.error.percent'
      : 'admin.promotions.error.amount';
  return { value: null, error: msg(missing) };
}

/** The first schema message for each field the form shows. */
function addSchemaErrors(
  errors: PromotionFormErrors,
  issues: readonly { path: PropertyKey[]; message: string }[],
  values: PromotionFormValues,
): void {
  for (const issue of issues) {
    const path = String(issue.path[0]);
    const field = FIELD_OF[path] ?? (path as PromotionFormField);
    if (field in values) errors[field] ??= issue.message;
  }
}

/** The numbers typed; a sale's coupon-only fields count as empty, whatever they still hold. */
function numbersFrom(values: PromotionFormValues) {
  const coupon = values.kind === 'coupon';
  const capped = coupon && values.discountType === 'percent';
  return {
    value: discountFrom(values),
    maxDiscount: capped ? poishaFrom(values.maxDiscount) : NONE,
    minSubtotal: coupon ? poishaFrom(values.minSubtotal) : NONE,
    usageLimit: coupon ? countFrom(values.usageLimit, 'admin.promotions.error.limit') : NONE,
    perCustomerLimit: coupon
      ? countFrom(values.perCustomerLimit, 'admin.promotions.error.limit')
      : NONE,
  } satisfies Partial<Record<PromotionFormField, Converted>>;
}

/**
 * A sale sends no code and none of a coupon's settings, whatever the hidden fields still hold, so
 * switching the kind back and forth loses nothing the admin typed. `original` is the promotion
 * being edited.
 */
export function parsePromotionForm(
  values: PromotionFormValues,
  original?: Promotion,
): PromotionFormResult {
  const coupon = values.kind === 'coupon';
  const errors: PromotionFormErrors = {};
  const numbers = numbersFrom(values);
  const productIds = idsFrom(values.productIds);
  const variantIds = idsFrom(values.variantIds);
  const converted = { ...numbers, productIds, variantIds };
  // The schema says so only once every field is valid; the form says it with the others.
  if (coupon && values.code.trim() === '') errors.code = msg('admin.promotions.error.codeRequired');
  for (const [field, result] of Object.entries(converted)) {
    if (result.error) errors[field as PromotionFormField] = result.error;
  }

  const parsed = promotionInputSchema.safeParse({
    kind: values.kind,
    code: coupon ? values.code.trim() || null : null,
    name: values.name,
    discountType: values.discountType,
    discountValue: numbers.value.value ?? 0,
    maxDiscount: numbers.maxDiscount.value,
    minSubtotal: numbers.minSubtotal.value,
    productIds: productIds.value,
    variantIds: variantIds.value,
    categories: values.categories,
    brands: listFrom(values.brands),
    startsAt: timeFrom(values.startsAt, original?.startsAt) ?? '',
    endsAt: timeFrom(values.endsAt, original?.endsAt),
    usageLimit: numbers.usageLimit.value,
    perCustomerLimit: numbers.perCustomerLimit.value,
    firstOrderOnly: coupon && values.firstOrderOnly,
    excludeSaleItems: coupon && values.excludeSaleItems,
    active: values.active,
  });
  addSchemaErrors(errors, parsed.error?.issues ?? [], values);
  if (Object.keys(errors).length > 0 || !parsed.success) return { success: false, errors };
  // The form sends what the schema made of it; the server checks it again.
  return { success: true, data: parsed.data as PromotionInput };
}
