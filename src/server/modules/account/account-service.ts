import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Language } from '#shared/i18n/languages';
import { isPlaceholderEmail } from '#shared/phone';
import type { Account, NotificationSettings, profileUpdateSchema } from '#shared/schemas/account';
import { CONSENT_KINDS } from '#shared/schemas/privacy';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import {
  accounts,
  complaints,
  consentEvents,
  orders,
  products,
  profiles,
  returns,
  reviews,
  reviewVotes,
  staffRoles,
  users,
} from '../../db/schema';
import { staffAccessOf, staffRowOf } from '../auth';

export async function findAccount(
  db: Database,
  config: Config,
  userId: string,
): Promise<Account | null> {
  const [row] = await db
    .select({
      user: users,
      profile: profiles,
      rolePermissions: staffRoles.permissions,
      hasPassword: sql<boolean>`EXISTS (SELECT 1 FROM ${accounts} WHERE ${accounts.userId} = ${users.id} AND ${accounts.providerId} = 'credential' AND ${accounts.password} IS NOT NULL)`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(staffRoles, eq(staffRoles.key, profiles.staffRole))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { user, profile, hasPassword, rolePermissions } = row;
  const email = user.email.toLowerCase();
  const staff = staffRowOf({
    role: profile?.role ?? null,
    staffRole: profile?.staffRole ?? null,
    rolePermissions,
    suspendedAt: profile?.staffSuspendedAt ?? null,
  });
  const { role, isAdmin, staffRole, permissions } = staffAccessOf(staff, email, config);
  return {
    id: user.id,
    email: isPlaceholderEmail(email) ? null : email,
    phoneNumber: user.phoneNumberVerified ? user.phoneNumber : null,
    hasPassword: Boolean(hasPassword),
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    phone: profile?.phone ?? null,
    address: profile?.address ?? null,
    role,
    isAdmin,
    staffRole,
    permissions: [...permissions],
    notifications: {
      email: profile?.notifyEmail ?? true,
      sms: profile?.notifySms ?? false,
      marketing: profile?.notifyMarketing ?? false,
    },
    language: profile?.locale ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Writes the profile, creating it if an older account has none. The role is never touched. */
async function upsertProfile(
  db: Database | Transaction,
  userId: string,
  values: Partial<typeof profiles.$inferInsert>,
) {
  await db
    .insert(profiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: values });
}

export async function updateProfile(
  db: Database,
  userId: string,
  input: z.output<typeof profileUpdateSchema>,
) {
  await upsertProfile(db, userId, input);
  // Better Auth's display name follows the profile.
  await db
    .update(users)
    .set({ name: `${input.firstName} ${input.lastName}` })
    .where(eq(users.id, userId));
}

/** A consent record for each switch that changed: what, when, where, from which address. */
export async function updateNotifications(
  db: Database,
  userId: string,
  settings: NotificationSettings,
  { ipAddress }: { ipAddress: string | null },
) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        order_email: profiles.notifyEmail,
        order_sms: profiles.notifySms,
        marketing: profiles.notifyMarketing,
      })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .for('update');
    const said = {
      order_email: settings.email,
      order_sms: settings.sms,
      marketing: settings.marketing,
    };
    const was = before ?? { order_email: true, order_sms: false, marketing: false };
    await upsertProfile(tx, userId, {
      notifyEmail: settings.email,
      notifySms: settings.sms,
      notifyMarketing: settings.marketing,
    });
    const changed = CONSENT_KINDS.filter((kind) => said[kind] !== was[kind]);
    if (changed.length === 0) return;
    await tx.insert(consentEvents).values(
      changed.map((kind) => ({
        userId,
        kind,
        granted: said[kind],
        source: 'account_settings',
        ipAddress,
      })),
    );
  });
}

/** The account's language: its e-mails are written in it. */
export async function updateLanguage(db: Database, userId: string, language: Language) {
  await upsertProfile(db, userId, { locale: language });
}

export async function findPasswordHash(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return row?.password ?? null;
}

/**
 * Everything personal goes with the user row (cascade), review photos with their reviews; orders
 * stay for the books (and VAT) with name, contact and address replaced, and photos sent with
 * returns and complaints go too if asked; the files sweep removes them (docs/guide/privacy.md).
 */
export async function deleteAccount(
  db: Database,
  userId: string,
  { removeReturnPhotos = false }: { removeReturnPhotos?: boolean } = {},
) {
  await db.transaction(async (tx) => {
    if (removeReturnPhotos) {
      const theirOrders = tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.userId, userId));
      await tx
        .update(returns)
        .set({ photoFileIds: [] })
        .where(inArray(returns.orderId, theirOrders));
      await tx
        .update(complaints)
        .set({ photoFileIds: [] })
        .where(inArray(complaints.orderId, theirOrders));
    }
    const reviewed = await tx
      .select({ productId: reviews.productId })
      .from(reviews)
      .where(eq(reviews.userId, userId));
    const voted = await tx
      .select({ reviewId: reviewVotes.reviewId })
      .from(reviewVotes)
      .where(eq(reviewVotes.userId, userId));

    await tx
      .update(orders)
      .set({
        userId: null,
        email: 'deleted@account.invalid',
        firstName: 'Deleted',
        lastName: 'Customer',
        address: 'Removed at the customer’s request',
        zipCode: null,
        phone: 'removed',
      })
      .where(eq(orders.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));

    const productIds = reviewed.map((row) => row.productId);
    if (productIds.length > 0) {
      await tx
        .update(products)
        .set({
          reviewCount: sql`(SELECT count(*) FROM ${reviews} WHERE ${reviews.productId} = ${products.id})`,
          ratingTotal: sql`(SELECT coalesce(sum(${reviews.rating}), 0) FROM ${reviews} WHERE ${reviews.productId} = ${products.id})`,
        })
        .where(inArray(products.id, productIds));
    }
    const reviewIds = voted.map((row) => row.reviewId);
    if (reviewIds.length > 0) {
      await tx
        .update(reviews)
        .set({
          helpfulCount: sql`(SELECT count(*) FROM ${reviewVotes} WHERE ${reviewVotes.reviewId} = ${reviews.id} AND ${reviewVotes.helpful})`,
          unhelpfulCount: sql`(SELECT count(*) FROM ${reviewVotes} WHERE ${reviewVotes.reviewId} = ${reviews.id} AND NOT ${reviewVotes.helpful})`,
        })
        .where(inArray(reviews.id, reviewIds));
    }
  });
}
