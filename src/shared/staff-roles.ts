/** A shipped role in the reader's language; an owner-made one by the name it was given. */
import type { TranslationKey } from './i18n/keys';
import { SHIPPED_ROLES, type ShippedRole } from './permissions';

export function staffRoleLabel(
  t: (key: TranslationKey) => string,
  role: { key: string; name: string; shipped?: boolean },
): string {
  return role.key in SHIPPED_ROLES ? t(`admin.staff.role.${role.key as ShippedRole}`) : role.name;
}
