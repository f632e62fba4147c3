/**
 * Customers (shared/spec/decisions.md #13) and admin rights, which only staff holding
 * `staff.manage` (the owner) grant or revoke (shared/spec/decisions.md #12, decision 033).
 */
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { msg } from '#shared/i18n/translator';
import { localBdMobile } from '#shared/phone';
import {
  ADMIN_PAGE_SIZE,
  type AdminCustomer,
  type adminCustomerListQuerySchema,
} from '#shared/schemas/admin';
import type { Database } from '../../db/client';
import { orders, profiles, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { Viewer } from '../../plugins/access';
import { recordAudit } from '../audit';

type ListQuery = z.output<typeof adminCustomerListQuerySchema>;

const orderCount = sql<number>`(SELECT count(*)::int FROM ${orders} WHERE ${orders.userId} = ${users.id})`;
const totalSpent = sql<number>`(SELECT coalesce(sum(${orders.total}), 0)::int FROM ${orders} WHERE ${orders.userId} = ${users.id} AND ${orders.status} <> 'cancelled')`;

const columns = {
  id: users.id,
  email: users.email,
  joinedAt: users.createdAt,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  phoneNumber: users.phoneNumber,
  phoneNumberVerified: users.phoneNumberVerified,
  profilePhone: profiles.phone,
  role: profiles.role,
  orderCount,
  totalSpent,
  notifyEmail: profiles.notifyEmail,
  notifySms: profiles.notifySms,
  notifyMarketing: profiles.notifyMarketing,
};

type CustomerRow = Omit<AdminCustomer, 'joinedAt' | 'phone' | 'phoneVerified' | 'consent'> & {
  joinedAt: Date;
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
  profilePhone: string | null;
  notifyEmail: boolean;
  notifySms: boolean;
  notifyMarketing: boolean;
};

/** The sign-in phone (checked by a code), else the profile's; in the local 01… form admins read. */
function toCustomer(row: CustomerRow): AdminCustomer {
  const {
    joinedAt,
    phoneNumber,
    phoneNumberVerified,
    profilePhone,
    notifyEmail,
    notifySms,
    notifyMarketing,
    ...rest
  } = row;
  return {
    ...rest,
    phone: phoneNumber ? localBdMobile(phoneNumber) : profilePhone,
    phoneVerified: phoneNumber !== null && phoneNumberVerified,
    consent: { email: notifyEmail, sms: notifySms, marketing: notifyMarketing },
    joinedAt: joinedAt.toISOString(),
  };
}

function matching(term: string): SQL {
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql`(lower(${users.email}) LIKE ${pattern}
    OR lower(${profiles.firstName} || ' ' || ${profiles.lastName}) LIKE ${pattern}
    OR ${profiles.phone} LIKE ${pattern}
    OR ${users.phoneNumber} LIKE ${pattern})`;
}

export async function listCustomers(db: Database, query: ListQuery) {
  const where = query.q ? matching(query.q) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ total: count() })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(where),
  ]);
  return {
    customers: rows.map(toCustomer),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

export async function setCustomerRole(
  db: Database,
  viewer: Viewer,
  customerId: string,
  role: 'customer' | 'admin',
) {
  if (customerId === viewer.userId) {
    throw new HttpError(409, msg('errors.admin.ownRole'), 'OWN_ROLE');
  }
  const [target] = await db
    .select({ role: profiles.role })
    .from(profiles)
    .where(eq(profiles.userId, customerId));
  if (!target) throw new HttpError(404, msg('errors.admin.customerNotFound'));
  if (target.role === 'super_admin') {
    throw new HttpError(409, msg('errors.admin.superAdminRole'), 'SUPER_ADMIN_ROLE');
  }
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      // Admin from the customers list is the Manager role (decision 033); Admin → Staff picks others.
      .set({ role, staffRole: role === 'admin' ? 'manager' : null, staffSuspendedAt: null })
      .where(and(eq(profiles.userId, customerId), sql`${profiles.role} <> 'super_admin'`));
    await recordAudit(tx, {
      action: 'staff.role',
      entity: 'customer',
      entityId: customerId,
      before: { role: target.role },
      after: { role },
    });
  });
  const [row] = await db
    .select(columns)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, customerId));
  if (!row) throw new HttpError(404, msg('errors.admin.customerNotFound'));
  return toCustomer(row);
}
