import { useState } from 'react';
import type { StaffMember, StaffRole } from '#shared/schemas/staff';
import { staffRoleLabel } from '#shared/staff-roles';
import { Button } from '../../../../components/ui/button';
import { DialogTitle } from '../../../../components/ui/dialog';
import { fieldClasses } from '../../../../components/ui/input';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { cn } from '../../../../lib/utils';
import { useStaffChange } from '../../api/staff';
import { needsIdentityCheck, useIdentityCheck } from '../layout/identity-check';
import { ConfirmDialog } from '../orders/confirm-dialog';

/** One card per member (a grid of them on wide screens): who, role, last sign-in, status, acts. */
export function StaffList({
  staff,
  roles,
  viewerId,
}: {
  staff: StaffMember[];
  roles: StaffRole[];
  viewerId: string;
}) {
  return (
    <ul className="grid gap-3 lg:grid-cols-2">
      {staff.map((member) => (
        <StaffCard
          key={member.userId}
          member={member}
          roles={roles}
          isSelf={member.userId === viewerId}
        />
      ))}
    </ul>
  );
}

function StaffCard({
  member,
  roles,
  isSelf,
}: {
  member: StaffMember;
  roles: StaffRole[];
  isSelf: boolean;
}) {
  const { t, date } = useI18n();
  const { errorText } = useApiErrorText();
  const change = useStaffChange();
  const [confirming, setConfirming] = useState(false);
  const contact = member.email ?? member.phoneNumber ?? '';
  const suspended = member.status === 'suspended';

  const confirmThen = useIdentityCheck();
  const run = (request: Parameters<typeof change.mutate>[0]) =>
    change.mutate(request, {
      onSuccess: () => toast.success(t('admin.staff.saved')),
      onError: (error) =>
        needsIdentityCheck(error)
          ? confirmThen(() => run(request))
          : toast.error(errorText(error, 'admin.staff.loadFailed')),
    });

  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-medium text-stone-900">
            {member.name} {isSelf && <span className="text-stone-600">{t('admin.staff.you')}</span>}
          </p>
          <p className="truncate text-sm text-stone-600">{contact}</p>
        </div>
        <span
          className={cn(
            'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1',
            suspended
              ? 'bg-red-50 text-red-800 ring-red-200'
              : 'bg-emerald-50 text-emerald-800 ring-emerald-200',
          )}
        >
          {t(suspended ? 'admin.staff.status.suspended' : 'admin.staff.status.active')}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 text-sm">
        <dt className="self-center text-stone-600" aria-hidden="true">
          {t('admin.staff.column.role')}
        </dt>
        <dd>
          <select
            id={`staff-role-${member.userId}`}
            aria-label={t('admin.staff.changeRole', { name: member.name })}
            value={member.roleKey}
            disabled={isSelf || change.isPending}
            onChange={(event) =>
              run({ kind: 'role', userId: member.userId, roleKey: event.target.value })
            }
            className={cn(fieldClasses, 'h-9 max-w-56')}
          >
            {roles.map((role) => (
              <option key={role.key} value={role.key}>
                {staffRoleLabel(t, role)}
              </option>
            ))}
          </select>
        </dd>
        <dt className="text-stone-600">{t('admin.staff.column.lastSignIn')}</dt>
        <dd>
          {member.lastSignInAt ? (
            <time dateTime={member.lastSignInAt}>{date(member.lastSignInAt)}</time>
          ) : (
            t('admin.staff.never')
          )}
        </dd>
      </dl>
      {!isSelf && (
        <div className="mt-3 flex flex-wrap gap-2 border-t border-stone-100 pt-3">
          <Button
            variant="outline"
            size="sm"
            disabled={change.isPending}
            onClick={() => run({ kind: suspended ? 'resume' : 'suspend', userId: member.userId })}
          >
            {t(suspended ? 'admin.staff.resume' : 'admin.staff.suspend')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={change.isPending}
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={() => setConfirming(true)}
          >
            {t('admin.staff.remove')}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            confirmLabel={t('admin.staff.remove')}
            destructive
            onConfirm={() => {
              setConfirming(false);
              run({ kind: 'remove', userId: member.userId });
            }}
          >
            <DialogTitle>{t('admin.staff.removeConfirm', { name: member.name })}</DialogTitle>
          </ConfirmDialog>
        </div>
      )}
    </li>
  );
}
