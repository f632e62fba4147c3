/**
 * The "New order" form's values and what they become: the server's body (taka turned to poisha),
 * its priced-preview request, and what a pasted chat address fills in (issue 39).
 */
import { parseChatAddress } from '#shared/chat-address';
import { type DistrictId, dhakaAreaById, isDistrictId } from '#shared/districts';
import type { Language } from '#shared/i18n/languages';
import type { StaffOrderSource } from '#shared/orders';
import { localBdMobile, normalizeBdMobile } from '#shared/phone';
import {
  type OrderDraft,
  STAFF_ORDER_LINES_MAX,
  type StaffOrderDraftInput,
  type StaffOrderQuoteRequest,
  type StaffPaymentMethod,
  staffOrderDraftSchema,
} from '#shared/schemas/staff-order';

export type StaffOrderLineValue = {
  /** The variant picked; absent for a product without options (its one variant). */
  variantId?: number | undefined;
  productId: number;
  quantity: number;
  /** What staff picked, shown until the server's preview names the line. */
  label: string;
  /** Stock when picked; the server's preview refreshes it. */
  stock: number;
};

export const DISCOUNT_KINDS = ['none', 'coupon', 'amount', 'percent'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export type StaffOrderFormValues = {
  phone: string;
  firstName: string;
  lastName: string;
  address: string;
  district: string;
  area: string;
  language: Language | '';
  lines: StaffOrderLineValue[];
  discountKind: DiscountKind;
  couponCode: string;
  /** Taka for an amount, a whole percent for a percent. */
  discountValue: string;
  discountReason: string;
  source: StaffOrderSource;
  paymentMethod: StaffPaymentMethod;
  transactionId: string;
  hold: boolean;
  saveAddress: boolean;
};

export function emptyStaffOrderForm(): StaffOrderFormValues {
  return {
    phone: '',
    firstName: '',
    lastName: '',
    address: '',
    district: '',
    area: '',
    language: '',
    lines: [],
    discountKind: 'none',
    couponCode: '',
    discountValue: '',
    discountReason: '',
    source: 'messenger',
    paymentMethod: 'cod',
    transactionId: '',
    hold: false,
    saveAddress: false,
  };
}

/** Between 1 and what is in stock (at least 1, so the server says why when none is left). */
export function capQuantity(quantity: number, stock: number): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  return Math.max(1, Math.min(whole, Math.max(stock, 1)));
}

/** One key per line: its variant, or its product when it has no options. */
export function lineKey(line: Pick<StaffOrderLineValue, 'variantId' | 'productId'>): string {
  return line.variantId ? `v${line.variantId}` : `p${line.productId}`;
}

/** The server's body line: the variant, else the product. */
export function lineRef({ variantId, productId, quantity }: StaffOrderLineValue) {
  return variantId ? { variantId, quantity } : { productId, quantity };
}

/** Adds a picked variant, or one more of it when already there, never past its stock. */
export function addLine(
  lines: StaffOrderLineValue[],
  picked: Omit<StaffOrderLineValue, 'quantity'>,
): StaffOrderLineValue[] {
  const existing = lines.find((line) => lineKey(line) === lineKey(picked));
  if (existing) {
    return lines.map((line) =>
      line === existing
        ? { ...line, stock: picked.stock, quantity: capQuantity(line.quantity + 1, picked.stock) }
        : line,
    );
  }
  if (lines.length >= STAFF_ORDER_LINES_MAX) return lines;
  return [...lines, { ...picked, quantity: 1 }];
}

/** The number as orders keep it (01…), typed any way (+880, spaces, Bangla digits); null if none. */
export function localPhoneOf(typed: string): string | null {
  const normalized = normalizeBdMobile(typed);
  return normalized ? localBdMobile(normalized) : null;
}

const poishaOfTaka = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 100);

function manualDiscountOf(values: StaffOrderFormValues) {
  if (values.discountKind !== 'amount' && values.discountKind !== 'percent') return undefined;
  const number =
    values.discountKind === 'amount'
      ? poishaOfTaka(values.discountValue)
      : Number(values.discountValue);
  return { type: values.discountKind, value: number, reason: values.discountReason };
}

/** The server's body for a draft (an order adds its key). */
export function staffOrderBodyOf(values: StaffOrderFormValues): StaffOrderDraftInput {
  const manualDiscount = manualDiscountOf(values);
  return {
    phone: localPhoneOf(values.phone) ?? values.phone,
    firstName: values.firstName,
    lastName: values.lastName,
    address: values.address,
    district: values.district,
    area: values.area,
    lines: values.lines.map(lineRef),
    ...(values.discountKind === 'coupon' && values.couponCode.trim()
      ? { couponCode: values.couponCode }
      : {}),
    ...(manualDiscount ? { manualDiscount } : {}),
    paymentMethod: values.paymentMethod,
    ...(values.paymentMethod === 'bkash' || values.paymentMethod === 'bank'
      ? { transactionId: values.transactionId }
      : {}),
    source: values.source,
    hold: values.hold,
    ...(values.language ? { language: values.language } : {}),
    saveAddress: values.saveAddress,
  };
}

/** Where a contract error shows on the form. */
function fieldOf(path: readonly PropertyKey[]): keyof StaffOrderFormValues {
  const [first, second] = path;
  if (first === 'manualDiscount') return second === 'reason' ? 'discountReason' : 'discountValue';
  if (first === 'couponCode') return 'couponCode';
  if (typeof first === 'string' && first in emptyStaffOrderForm()) {
    return first as keyof StaffOrderFormValues;
  }
  return 'lines';
}

export type StaffOrderFormResult =
  | { success: true; data: StaffOrderDraftInput }
  | { success: false; errors: Partial<Record<keyof StaffOrderFormValues, string>> };

/** Checked with the shared contract, each message on its field (first one wins). */
export function parseStaffOrderForm(values: StaffOrderFormValues): StaffOrderFormResult {
  const body = staffOrderBodyOf(values);
  const parsed = staffOrderDraftSchema.safeParse(body);
  if (parsed.success) return { success: true, data: body };
  const errors: Partial<Record<keyof StaffOrderFormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path);
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}

/** What the preview prices: null until there are lines and a district. */
export function quoteRequestOf(values: StaffOrderFormValues): StaffOrderQuoteRequest | null {
  if (values.lines.length === 0 || !isDistrictId(values.district)) return null;
  const manualDiscount = manualDiscountOf(values);
  const complete =
    manualDiscount &&
    Number.isInteger(manualDiscount.value) &&
    manualDiscount.value > 0 &&
    manualDiscount.reason.trim() !== '';
  return {
    lines: values.lines.map(lineRef),
    district: values.district,
    paymentMethod: values.paymentMethod,
    ...(values.discountKind === 'coupon' && values.couponCode.trim()
      ? { couponCode: values.couponCode.trim() }
      : {}),
    ...(complete ? { manualDiscount } : {}),
    ...(localPhoneOf(values.phone) ? { phone: localPhoneOf(values.phone) ?? '' } : {}),
  };
}

/**
 * A pasted chat address: what it fills, and whether staff must choose the district. The area is
 * kept by its English name, as the checkout keeps it; `zones` are a courier's zones for the
 * district found (Pathao's, when the shop books with Pathao), and a zone the text names wins over
 * the shop's own Dhaka area, since it is what the parcel's booking needs.
 */
export function fillFromChat(
  text: string,
  current: Pick<StaffOrderFormValues, 'district' | 'area'>,
  zones: { district: DistrictId; names: readonly string[] } | null = null,
): {
  understood: { district: DistrictId | null; area: string | null };
  address: string;
  district: string;
  area: string;
} {
  const places = zones?.names.map((name) => ({ name, district: zones.district })) ?? [];
  const parsed = parseChatAddress(text, places);
  const shopArea = parsed.area ? (dhakaAreaById(parsed.area)?.en ?? null) : null;
  const area = parsed.place?.name ?? shopArea;
  return {
    understood: { district: parsed.district, area },
    address: parsed.addressLine,
    // Never guessed: an address the parser cannot place keeps what staff chose, for them to check.
    district: parsed.district ?? current.district,
    area: area ?? (parsed.district ? '' : current.area),
  };
}

/** A saved draft back in the form; line names come with the server's preview. */
export function formValuesFromDraft(draft: OrderDraft): StaffOrderFormValues {
  const { body } = draft;
  const manual = body.manualDiscount;
  return {
    ...emptyStaffOrderForm(),
    phone: body.phone,
    firstName: body.firstName,
    lastName: body.lastName,
    address: body.address,
    district: body.district,
    area: body.area ?? '',
    language: body.language ?? '',
    lines: body.lines.map((line) => ({
      ...line,
      productId: line.productId ?? 0,
      label: '',
      stock: Number.MAX_SAFE_INTEGER,
    })),
    discountKind: body.couponCode ? 'coupon' : (manual?.type ?? 'none'),
    couponCode: body.couponCode ?? '',
    discountValue: manual
      ? String(manual.type === 'amount' ? manual.value / 100 : manual.value)
      : '',
    discountReason: manual?.reason ?? '',
    source: body.source,
    paymentMethod: body.paymentMethod,
    transactionId: body.transactionId ?? '',
    hold: body.hold,
    saveAddress: body.saveAddress,
  };
}
