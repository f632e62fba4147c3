/** Orders staff take from a chat, a call or a visit (decision 035), by the checkout's path. */
import { asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { locationOfDistrict } from '#shared/addresses';
import { districtById } from '#shared/districts';
import { isLanguage, type Language } from '#shared/i18n/languages';
import { msg, type Translator } from '#shared/i18n/translator';
import { isOnlineMethod } from '#shared/payments';
import { isPlaceholderEmail } from '#shared/phone';
import type { PaymentMethod } from '#shared/pricing';
import type { Checkout, Order } from '#shared/schemas/order';
import type {
  CustomerLookup,
  StaffOrder,
  StaffOrderDraft,
  StaffOrderQuote,
  StaffPaymentMethod,
} from '#shared/schemas/staff-order';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { orders, productVariants, profiles, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { onlineMethodsOf } from '../../integrations/payments/config';
import { listAddresses } from '../account';
import { createPhoneCustomer } from '../auth';
import { readPhoneDeliveryRecord } from '../delivery';
import { notifyShopper } from './notify-shopper';
import { actorColumns, actorLabelOf } from './order-views';
import {
  type CartLineRef,
  checkDiscountCap,
  lockCustomer,
  type OrderTaking,
  priceLines,
  readLines,
  refusingUsedTransactionIds,
  writeStaffOrder,
} from './place-order';

type App = Parameters<typeof readPhoneDeliveryRecord>[0];

/** Advisory-lock namespace for 'one staff order at a time per phone' (an account may be made). */
const STAFF_PHONE_LOCK_SPACE = 6007;

/** '01711222333' → '+8801711222333', the form an account signs in with. */
const signInNumberOf = (phone: string) => `+88${phone}`;

type Customer = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  language: Language | null;
};

async function findCustomer(
  db: Database | Transaction,
  phone: string,
): Promise<Customer | undefined> {
  const columns = {
    id: users.id,
    email: users.email,
    name: users.name,
    firstName: profiles.firstName,
    lastName: profiles.lastName,
    locale: profiles.locale,
  };
  const [bySignIn] = await db
    .select(columns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.phoneNumber, signInNumberOf(phone)));
  const [found] = bySignIn
    ? [bySignIn]
    : await db
        .select(columns)
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(eq(profiles.phone, phone))
        .orderBy(asc(users.createdAt))
        .limit(1);
  if (!found) return undefined;
  const [first = '', ...rest] = found.name.split(' ');
  return {
    id: found.id,
    email: found.email,
    firstName: found.firstName || first,
    lastName: found.lastName || rest.join(' '),
    language: found.locale && isLanguage(found.locale) ? found.locale : null,
  };
}

export async function lookUpCustomer(
  app: App,
  phone: string,
  t: Translator['t'],
): Promise<CustomerLookup> {
  const customer = await findCustomer(app.db, phone);
  const [latest] = await app.db
    .select()
    .from(orders)
    .where(eq(orders.phone, phone))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return {
    phone,
    account: customer
      ? {
          id: customer.id,
          firstName: customer.firstName,
          lastName: customer.lastName,
          email: isPlaceholderEmail(customer.email) ? null : customer.email,
          language: customer.language,
          addresses: await listAddresses(app.db, customer.id),
        }
      : null,
    lastOrder: latest
      ? {
          firstName: latest.firstName,
          lastName: latest.lastName,
          address: latest.address,
          district: latest.district,
          area: latest.area,
          createdAt: latest.createdAt.toISOString(),
        }
      : null,
    deliveryRecord: await readPhoneDeliveryRecord(app, phone, t),
  };
}

/** Staff name variants; the same one twice is one line, and an unknown one refuses the order. */
async function cartLinesOf(
  db: Database | Transaction,
  lines: StaffOrder['lines'],
): Promise<CartLineRef[]> {
  const productIds = lines.flatMap((line) => (line.productId ? [line.productId] : []));
  const variantIds = lines.flatMap((line) => (line.variantId ? [line.variantId] : []));
  const found = await db
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .where(
      or(
        variantIds.length > 0 ? inArray(productVariants.id, variantIds) : sql`false`,
        productIds.length > 0 ? inArray(productVariants.productId, productIds) : sql`false`,
      ),
    );
  const quantities = new Map<number, CartLineRef>();
  for (const line of lines) {
    const matches = found.filter((variant) =>
      line.variantId ? variant.id === line.variantId : variant.productId === line.productId,
    );
    const [variant] = matches;
    if (!variant || matches.length !== 1) {
      throw new HttpError(409, msg('errors.staffOrder.unknownProduct'), 'UNAVAILABLE');
    }
    const earlier = quantities.get(variant.id)?.quantity ?? 0;
    quantities.set(variant.id, {
      productId: variant.productId,
      variantId: variant.id,
      quantity: earlier + line.quantity,
    });
  }
  return [...quantities.values()];
}

/**
 * The order's method: a payment link's order is an online one at the first configured gateway
 * (the shopper may pick the other on the link's page), pending until paid (decision 034).
 */
export function orderMethodOf(method: StaffPaymentMethod, config: Config): PaymentMethod {
  if (method !== 'payment_link') return method;
  const [online] = onlineMethodsOf(config.payments);
  if (!online) {
    throw new HttpError(409, msg('errors.staffOrder.noOnlinePayment'), 'METHOD_UNAVAILABLE');
  }
  return online;
}

type PricingBody = Pick<
  StaffOrder,
  'lines' | 'district' | 'couponCode' | 'manualDiscount' | 'paymentMethod'
> & { phone?: string | undefined };

export async function quoteStaffOrder(
  db: Database,
  config: Config,
  body: PricingBody,
  now: Date,
): Promise<StaffOrderQuote> {
  const location = locationOfDistrict(body.district);
  const priced = await readLines(db, await cartLinesOf(db, body.lines));
  const customer = body.phone ? await findCustomer(db, body.phone) : undefined;
  const { pricing } = await priceLines(
    db,
    customer?.id ?? null,
    { ...body, paymentMethod: orderMethodOf(body.paymentMethod, config), location },
    priced,
    now,
  );
  checkDiscountCap(body.manualDiscount, pricing.subtotal, config.staffDiscountMaxPercent);
  // Points and credit are the shopper's own to spend, at her checkout: a staff order takes none.
  const {
    promotionId: _id,
    points: _points,
    creditPaid: _credit,
    totalBeforeCredit: _before,
    ...quote
  } = pricing;
  return {
    ...quote,
    points: null,
    credit: null,
    location,
    manualDiscountMaxPercent: config.staffDiscountMaxPercent,
    lines: quote.lines.map((line, index) => {
      const read = priced[index];
      return {
        ...line,
        name: read?.product.name ?? '',
        variantTitle: read?.variantTitle ?? null,
        sku: read?.variant.sku ?? '',
        stock: read?.variant.stockQuantity ?? 0,
      };
    }),
  };
}

/** The order's fields as a checkout sends them, so the same path writes both. */
function checkoutOf(body: StaffOrder, email: string, config: Config): Checkout {
  const district = districtById(body.district);
  return {
    idempotencyKey: body.idempotencyKey,
    email: isPlaceholderEmail(email) ? '' : email,
    firstName: body.firstName,
    lastName: body.lastName,
    address: body.address,
    city: district?.en ?? body.district,
    zipCode: null,
    phone: body.phone,
    district: body.district,
    area: body.area,
    location: locationOfDistrict(body.district),
    saveAddress: body.saveAddress,
    paymentMethod: orderMethodOf(body.paymentMethod, config),
    transactionId: body.transactionId,
    paymentProof: null,
    couponCode: body.couponCode,
    points: 0,
    credit: 0,
  };
}

export type StaffPlacing = {
  staffUserId: string;
  now: Date;
  /** The staff's language, for a customer whose account has none and the form named none. */
  requestLanguage: Language;
};

/** The customer (made if new) locked, then the checkout's path, inside the caller's transaction. */
export async function placeStaffOrderIn(
  tx: Transaction,
  config: Config,
  body: StaffOrder,
  { staffUserId, now, requestLanguage }: StaffPlacing,
): Promise<{ order: Order; created: boolean }> {
  // Two staff on one new number at once: the second finds the account the first made.
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(${STAFF_PHONE_LOCK_SPACE}, hashtext(${body.phone}))`,
  );
  const customer = await findCustomer(tx, body.phone);
  const userId =
    customer?.id ??
    (await createPhoneCustomer(tx, {
      phoneNumber: signInNumberOf(body.phone),
      firstName: body.firstName,
      lastName: body.lastName,
      locale: body.language ?? null,
    }));
  await lockCustomer(tx, userId);
  const taking: OrderTaking = {
    source: body.source,
    takenByUserId: staffUserId,
    manualDiscount: body.couponCode === null ? body.manualDiscount : null,
    manualDiscountMaxPercent: config.staffDiscountMaxPercent,
    hold: body.hold,
  };
  return writeStaffOrder(
    tx,
    userId,
    checkoutOf(body, customer?.email ?? '', config),
    await cartLinesOf(tx, body.lines),
    {
      now,
      taking,
      // An online order's news waits for its payment, as at checkout; its link's SMS goes now.
      onPlaced: async (inTx, order) => {
        if (isOnlineMethod(order.paymentMethod)) return;
        await notifyShopper(
          { db: inTx, config },
          order,
          'placed',
          body.language ?? customer?.language ?? requestLanguage,
        );
      },
    },
  );
}

export function placeStaffOrder(
  db: Database,
  config: Config,
  body: StaffOrder,
  placing: StaffPlacing,
) {
  return refusingUsedTransactionIds(() =>
    db.transaction((tx) => placeStaffOrderIn(tx, config, body, placing)),
  );
}

export async function listOrderTakers(db: Database) {
  const rows = await db
    .selectDistinct({ id: users.id, ...actorColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.takenByUserId))
    .where(isNotNull(orders.takenByUserId));
  return {
    takers: rows
      .map(({ id, ...actor }) => ({ id, label: actorLabelOf(actor) ?? id }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  };
}

export type { StaffOrderDraft };
