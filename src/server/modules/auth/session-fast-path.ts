/**
 * Better Auth's session read costs ~3 ms of CPU, more than the catalogue call it guards, so the
 * common case (valid, unexpired, not due for renewal) is read here in one query. Anything else
 * returns undefined and Better Auth decides, so deletion, renewal and cookie clearing stay its job.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, sessions, staffRoles, users } from '../../db/schema';
import type { Viewer } from '../../plugins/access';
import { SESSION_LIFETIME } from './auth';
import type { StaffRow } from './staff-access';

/** The session token from a signed cookie value (`token.base64(HMAC-SHA256)`, URI-encoded). */
export function verifiedToken(cookieHeader: string, cookieName: string, secret: string) {
  const start = cookieHeader.split(/;\s*/).find((part) => part.startsWith(`${cookieName}=`));
  if (!start) return undefined;
  let value: string;
  try {
    value = decodeURIComponent(start.slice(cookieName.length + 1));
  } catch {
    return undefined;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return token;
}

export type ViewerRow = Pick<Viewer, 'userId' | 'email' | 'signedInAt'> & StaffRow;

export const staffColumns = {
  role: profiles.role,
  staffRole: profiles.staffRole,
  rolePermissions: staffRoles.permissions,
  suspendedAt: profiles.staffSuspendedAt,
};

/** No profile is a customer. */
export function staffRowOf(
  row: Omit<StaffRow, 'role'> & { role: StaffRow['role'] | null },
): StaffRow {
  return { ...row, role: row.role ?? 'customer' };
}

export async function viewerFromSession(
  db: Database,
  token: string,
): Promise<ViewerRow | undefined> {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      ...staffColumns,
      signedInAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(staffRoles, eq(staffRoles.key, profiles.staffRole))
    .where(eq(sessions.token, token));
  if (!row) return undefined;
  const now = Date.now();
  const expiresAt = row.expiresAt.getTime();
  // Better Auth renews once `expiresAt - expiresIn + updateAge` has passed: leave that to it.
  const renewalDue =
    expiresAt - (SESSION_LIFETIME.expiresIn - SESSION_LIFETIME.updateAge) * 1000 <= now;
  if (expiresAt <= now || renewalDue) return undefined;
  const { userId, email, signedInAt } = row;
  return { userId, email: email.toLowerCase(), signedInAt, ...staffRowOf(row) };
}
