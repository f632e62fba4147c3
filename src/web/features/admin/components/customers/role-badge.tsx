import type { UserRole } from '#shared/roles';
import { Badge } from '../../../../components/ui/badge';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { roleLabel } from '../../utils/customers-role';

const ROLE_CLASSES: Record<UserRole, string> = {
  customer: 'bg-stone-100 text-stone-800 ring-stone-200',
  admin: 'bg-rose-100 text-rose-900 ring-rose-200',
  super_admin: 'bg-violet-100 text-violet-900 ring-violet-200',
};

export function RoleBadge({ role }: { role: UserRole }) {
  const { t } = useI18n();
  return (
    <Badge variant="outline" className={cn('border-0 ring-1 ring-inset', ROLE_CLASSES[role])}>
      {roleLabel(t, role)}
    </Badge>
  );
}
