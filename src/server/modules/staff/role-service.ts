/** The owner's named sets of permissions (decision 033): list, add, edit, remove. */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { msg } from '#shared/i18n/translator';
import { isPermission, SHIPPED_ROLES } from '#shared/permissions';
import type { StaffRole, staffRoleInputSchema } from '#shared/schemas/staff';
import type { Database } from '../../db/client';
import { staffRoles } from '../../db/schema';
import { HttpError } from '../../http-error';
import { OWNER_ROLE } from '../auth';
import { listStaff } from './staff-service';

type RoleInput = z.output<typeof staffRoleInputSchema>;

const SHIPPED_ORDER: readonly string[] = Object.keys(SHIPPED_ROLES);
/** Shipped roles first, from the most to the least access; the owner's own after them. */
const shippedOrder = (key: string) =>
  SHIPPED_ORDER.includes(key) ? SHIPPED_ORDER.indexOf(key) : SHIPPED_ORDER.length;

const roleNotFound = () => new HttpError(404, msg('errors.staff.roleNotFound'));

/** Each role with how many staff hold it (the owner e-mail's account counts as an Owner). */
export async function listRoles(
  db: Database,
  ownerEmail: string | undefined,
): Promise<StaffRole[]> {
  const [rows, staff] = await Promise.all([
    db.select().from(staffRoles).orderBy(asc(staffRoles.createdAt), asc(staffRoles.name)),
    listStaff(db, ownerEmail),
  ]);
  return rows
    .map(({ key, name, shipped, permissions }) => ({
      key,
      name,
      shipped,
      permissions: permissions.filter(isPermission),
      members: staff.filter((member) => member.roleKey === key).length,
    }))
    .sort((a, b) => shippedOrder(a.key) - shippedOrder(b.key));
}

async function findRole(db: Database, key: string): Promise<StaffRole> {
  const role = (await listRoles(db, undefined)).find((row) => row.key === key);
  if (!role) throw roleNotFound();
  return role;
}

export async function createRole(db: Database, input: RoleInput): Promise<StaffRole> {
  const key = `role_${randomUUID().slice(0, 8)}`;
  await db.insert(staffRoles).values({ key, ...input });
  return findRole(db, key);
}

/** A shipped role keeps its name (shown in each language); the Owner role always holds all. */
export async function updateRole(db: Database, key: string, input: RoleInput): Promise<StaffRole> {
  if (key === OWNER_ROLE)
    throw new HttpError(409, msg('errors.staff.ownerRoleFixed'), 'OWNER_ROLE');
  const [current] = await db.select().from(staffRoles).where(eq(staffRoles.key, key));
  if (!current) throw roleNotFound();
  await db
    .update(staffRoles)
    .set({ name: current.shipped ? current.name : input.name, permissions: input.permissions })
    .where(eq(staffRoles.key, key));
  return findRole(db, key);
}

export async function deleteRole(db: Database, key: string): Promise<void> {
  const role = await findRole(db, key);
  if (role.shipped) throw new HttpError(409, msg('errors.staff.shippedRole'), 'SHIPPED_ROLE');
  if (role.members > 0) throw roleInUse();
  try {
    await db.delete(staffRoles).where(eq(staffRoles.key, key));
  } catch (error) {
    // Given to someone between the count and the delete: the reference refuses it.
    if (isForeignKeyViolation(error)) throw roleInUse();
    throw error;
  }
}

const roleInUse = () => new HttpError(409, msg('errors.staff.roleInUse'), 'ROLE_IN_USE');

function isForeignKeyViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  return (cause as { code?: string }).code === '23503';
}
