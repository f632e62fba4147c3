/** How a staff role is named on screen: a shipped role in the reader's language, another by its owner's name. */
import type { TranslationKey } from './i18n/keys';
import { SHIPPED_ROLES, type ShippedRole } from './permissions';

export function staffRoleLabel(
  t: (key: TranslationKey) => string,
  role: { key: string; name: string; shipped?: boolean },
): string {
  return role.key in SHIPPED_ROLES ? t(`admin.staff.role.${role.key as ShippedRole}`) : role.name;
}
