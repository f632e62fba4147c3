import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { USER_ROLES } from '#shared/roles';
import { CONSENT_KINDS } from '#shared/schemas/privacy';
import { createdAt, oneOf, updatedAt } from './columns';

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

/**
 * Named sets of permissions (decision 033). The shipped ones are written by their migration; the
 * owner edits them and adds more. `owner` always means every permission, whatever its row says.
 */
export const staffRoles = pgTable('staff_roles', {
  key: text().primaryKey(),
  /** The owner's name for a role they made; a shipped role is named by its key in each language. */
  name: text().notNull(),
  permissions: text().array().notNull(),
  shipped: boolean().notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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
    /** A staff member's role; null reads as the role's shipped match (admin: manager). */
    staffRole: text().references(() => staffRoles.key, { onUpdate: 'cascade' }),
    staffSuspendedAt: timestamp({ withTimezone: true }),
    /** Sessions end and go; the staff list shows when this person last signed in. */
    lastSignedInAt: timestamp({ withTimezone: true }),
    notifyEmail: boolean().notNull().default(true),
    notifySms: boolean().notNull().default(false),
    notifyMarketing: boolean().notNull().default(false),
    locale: text({ enum: ['en', 'bn'] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [check('profiles_role_check', oneOf('role', USER_ROLES))],
);

/** At most ADDRESSES_MAX per account (counted under the account's lock) and one default. */
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
 * Every yes or no a shopper gave to messages, with when and how: the Personal Data Protection
 * Ordinance asks a business to show its consent (the profile's switches say what holds now).
 */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: CONSENT_KINDS }).notNull(),
    granted: boolean().notNull(),
    /** Where it was said: 'account_settings' (the switches), the only place today. */
    source: text().notNull(),
    ipAddress: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consent_events_user_idx').on(t.userId, t.at),
    check('consent_events_kind_check', oneOf('kind', CONSENT_KINDS)),
  ],
);
