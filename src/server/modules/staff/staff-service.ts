/**
 * Who works in the shop (decision 033): invite by e-mail or mobile, change a role, suspend, resume,
 * remove. Suspending or removing ends the member's sessions at once. Every change that could leave
 * the shop without an Owner runs under one lock and counts the Owners left.
 */
import { generateRandomString } from 'better-auth/crypto';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Language } from '#shared/i18n/languages';
import { msg, type Translator } from '#shared/i18n/translator';
import { isPlaceholderEmail } from '#shared/phone';
import type { StaffMember, staffInviteSchema } from '#shared/schemas/staff';
import { staffRoleLabel } from '#shared/staff-roles';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { profiles, sessions, staffRoles, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { renderActionEmail } from '../../mail/templates';
import { enqueueMail, enqueueMessage } from '../../messages/queue';
import type { Viewer } from '../../plugins/access';
import { recordAudit } from '../audit';
import { createPhoneCustomer, OWNER_ROLE } from '../auth';

type Invite = z.output<typeof staffInviteSchema>;
type Db = Database | Transaction;

const isStaffProfile = inArray(profiles.role, ['admin', 'super_admin']);

/** One advisory lock for every change to who is staff, so two demotions cannot both pass. */
const OWNERS_LOCK = 40_001;

const memberNotFound = () => new HttpError(404, msg('errors.staff.memberNotFound'));

/** An Owner: by staff role, or an older super admin not yet given one. */
const isOwnerProfile = or(
  eq(profiles.staffRole, OWNER_ROLE),
  and(isNull(profiles.staffRole), eq(profiles.role, 'super_admin')),
);

const memberColumns = {
  userId: users.id,
  name: users.name,
  email: users.email,
  phoneNumber: users.phoneNumber,
  role: profiles.role,
  staffRole: profiles.staffRole,
  suspendedAt: profiles.staffSuspendedAt,
  lastSignInAt: profiles.lastSignedInAt,
};

/** Staff accounts, and the owner e-mail's account, an Owner by the settings whatever its row says. */
function isMember(ownerEmail: string | undefined) {
  return ownerEmail ? or(isStaffProfile, eq(users.email, ownerEmail)) : isStaffProfile;
}

function selectMembers(db: Db, ownerEmail: string | undefined, userId?: string) {
  const who = isMember(ownerEmail);
  return db
    .select(memberColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(userId ? and(who, eq(users.id, userId)) : who)
    .$dynamic();
}

type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];

function toMember(row: MemberRow, ownerEmail: string | undefined): StaffMember {
  const byEmail = row.email === ownerEmail;
  const roleKey = byEmail
    ? OWNER_ROLE
    : (row.staffRole ?? (row.role === 'super_admin' ? OWNER_ROLE : 'manager'));
  return {
    userId: row.userId,
    name: row.name,
    email: isPlaceholderEmail(row.email) ? null : row.email,
    phoneNumber: row.phoneNumber,
    roleKey,
    status: row.suspendedAt && !byEmail ? 'suspended' : 'active',
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

export async function listStaff(db: Database, ownerEmail: string | undefined) {
  const rows = await selectMembers(db, ownerEmail).orderBy(desc(profiles.role), users.name);
  return rows.map((row) => toMember(row, ownerEmail));
}

async function findMember(db: Db, ownerEmail: string | undefined, userId: string) {
  const [row] = await selectMembers(db, ownerEmail, userId);
  if (!row) throw memberNotFound();
  return toMember(row, ownerEmail);
}

async function requireRole(db: Db, roleKey: string) {
  const [role] = await db.select().from(staffRoles).where(eq(staffRoles.key, roleKey));
  if (!role) throw new HttpError(400, msg('errors.staff.roleNotFound'));
  return role;
}

/** The account fields a staff role sets: owners are super admins, everyone else admins. */
function staffFields(roleKey: string) {
  return {
    role: roleKey === OWNER_ROLE ? ('super_admin' as const) : ('admin' as const),
    staffRole: roleKey,
  };
}

/** Who acts, and the owner e-mail of the settings (always an Owner, never changed here). */
export type Acting = { viewer: Viewer; ownerEmail: string | undefined };

/**
 * Under the owners' lock: refuses acts on oneself or on the owner e-mail's account, and a change
 * that would leave no active Owner (the target counted out). Returns the target as it stands.
 */
async function guardChange(tx: Transaction, acting: Acting, userId: string, keepsOwner: boolean) {
  if (userId === acting.viewer.userId) {
    throw new HttpError(409, msg('errors.staff.self'), 'OWN_ACCOUNT');
  }
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${OWNERS_LOCK})`);
  const target = await findMember(tx, acting.ownerEmail, userId);
  if (target.email !== null && target.email === acting.ownerEmail) {
    throw new HttpError(409, msg('errors.staff.ownerEmail'), 'OWNER_EMAIL');
  }
  if (target.roleKey === OWNER_ROLE && target.status === 'active' && !keepsOwner) {
    const [others] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(
        and(
          or(
            and(isStaffProfile, isOwnerProfile, isNull(profiles.staffSuspendedAt)),
            acting.ownerEmail ? eq(users.email, acting.ownerEmail) : sql`false`,
          ),
          sql`${profiles.userId} <> ${userId}`,
        ),
      );
    if ((others?.total ?? 0) === 0) {
      throw new HttpError(409, msg('errors.staff.lastOwner'), 'LAST_OWNER');
    }
  }
  return target;
}

/** A staff change in the audit log, with the change's transaction (decision 037). */
function staffEntry(
  tx: Transaction,
  action: string,
  userId: string,
  before: object,
  after: object,
) {
  return recordAudit(tx, {
    action,
    area: 'staff',
    entity: 'customer',
    entityId: userId,
    before,
    after,
  });
}

export async function changeStaffRole(
  db: Database,
  acting: Acting,
  userId: string,
  roleKey: string,
) {
  return db.transaction(async (tx) => {
    await requireRole(tx, roleKey);
    const target = await guardChange(tx, acting, userId, roleKey === OWNER_ROLE);
    await tx.update(profiles).set(staffFields(roleKey)).where(eq(profiles.userId, userId));
    await staffEntry(tx, 'staff.role', userId, { roleKey: target.roleKey }, { roleKey });
    return findMember(tx, acting.ownerEmail, userId);
  });
}

export async function suspendStaff(db: Database, acting: Acting, userId: string) {
  return db.transaction(async (tx) => {
    const target = await guardChange(tx, acting, userId, false);
    await staffEntry(
      tx,
      'staff.suspend',
      userId,
      { status: target.status },
      { status: 'suspended' },
    );
    await tx
      .update(profiles)
      .set({ staffSuspendedAt: new Date() })
      .where(and(eq(profiles.userId, userId), isNull(profiles.staffSuspendedAt)));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    return findMember(tx, acting.ownerEmail, userId);
  });
}

export async function resumeStaff(db: Database, acting: Acting, userId: string) {
  return db.transaction(async (tx) => {
    const target = await guardChange(tx, acting, userId, true);
    await staffEntry(tx, 'staff.resume', userId, { status: target.status }, { status: 'active' });
    await tx.update(profiles).set({ staffSuspendedAt: null }).where(eq(profiles.userId, userId));
    return findMember(tx, acting.ownerEmail, userId);
  });
}

/** Back to a shopper: their orders and account stay, their staff access and sessions end. */
export async function removeStaff(db: Database, acting: Acting, userId: string) {
  await db.transaction(async (tx) => {
    const target = await guardChange(tx, acting, userId, false);
    await staffEntry(tx, 'staff.remove', userId, { roleKey: target.roleKey }, { roleKey: null });
    await tx
      .update(profiles)
      .set({ role: 'customer', staffRole: null, staffSuspendedAt: null })
      .where(eq(profiles.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}

type Inviting = { config: Config; translator: Translator; language: Language };

/**
 * Their account if one has this e-mail or number, else a new one without a password (they sign in
 * with a code or set one by the reset link); told how to sign in, queued with the change.
 */
export async function inviteStaff(db: Database, invite: Invite, inviting: Inviting) {
  return db.transaction(async (tx) => {
    const role = await requireRole(tx, invite.roleKey);
    // Two invitations of one new number at once: the second finds the account the first made.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${OWNERS_LOCK})`);
    const userId = (await findAccount(tx, invite)) ?? (await createAccount(tx, invite, inviting));
    const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, userId));
    const ownerByEmail = invite.contact.value === inviting.config.ownerEmail;
    if ((profile && profile.role !== 'customer') || ownerByEmail) {
      throw new HttpError(409, msg('errors.staff.alreadyStaff'), 'ALREADY_STAFF');
    }
    await tx
      .insert(profiles)
      .values({ userId, ...staffFields(role.key) })
      .onConflictDoUpdate({
        target: profiles.userId,
        set: { ...staffFields(role.key), staffSuspendedAt: null },
      });
    await staffEntry(
      tx,
      'staff.invite',
      userId,
      { role: profile?.role ?? null },
      {
        roleKey: role.key,
        contact: invite.contact.value,
      },
    );
    await queueInvite(tx, invite, inviting, staffRoleLabel(inviting.translator.t, role));
    return findMember(tx, inviting.config.ownerEmail, userId);
  });
}

async function findAccount(tx: Transaction, invite: Invite): Promise<string | undefined> {
  const column = invite.contact.kind === 'phone' ? users.phoneNumber : users.email;
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(column, invite.contact.value));
  return row?.id;
}

async function createAccount(tx: Transaction, invite: Invite, { language }: Inviting) {
  const [firstName = '', ...rest] = (invite.name ?? '').split(/\s+/).filter(Boolean);
  const lastName = rest.join(' ');
  if (invite.contact.kind === 'phone') {
    return createPhoneCustomer(tx, {
      phoneNumber: invite.contact.value,
      firstName,
      lastName,
      locale: language,
    });
  }
  // Better Auth's own id shape; no password: the invite sends them to set one.
  const id = generateRandomString(32, 'a-z', 'A-Z', '0-9');
  const email = invite.contact.value;
  await tx.insert(users).values({ id, name: invite.name?.trim() || email, email });
  await tx.insert(profiles).values({ userId: id, firstName, lastName, locale: language });
  return id;
}

async function queueInvite(
  tx: Transaction,
  invite: Invite,
  { config, translator }: Inviting,
  roleName: string,
) {
  const { t } = translator;
  const words = { shop: config.shop.name, role: roleName };
  if (invite.contact.kind === 'phone') {
    await enqueueMessage(tx, {
      channel: 'sms',
      recipient: invite.contact.value,
      topic: 'staff.invite',
      body: t('sms.staff.invite', { ...words, link: `${config.publicUrl}/login` }),
    });
    return;
  }
  const url = `${config.publicUrl}/forgot-password`;
  const mail = renderActionEmail(translator, {
    shopName: config.shop.name,
    shopEmail: config.shop.email,
    heading: t('mail.staff.invite.subject', words),
    paragraphs: [t('mail.staff.invite.body', { ...words, email: invite.contact.value })],
    action: { label: t('mail.staff.invite.action'), url },
    footnote: t('mail.staff.invite.footnote'),
  });
  await enqueueMail(tx, {
    to: invite.contact.value,
    topic: 'staff.invite',
    subject: t('mail.staff.invite.subject', words),
    link: url,
    ...mail,
  });
}
