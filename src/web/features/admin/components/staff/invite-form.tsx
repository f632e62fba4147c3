import { type FormEvent, useState } from 'react';
import type { StaffRole } from '#shared/schemas/staff';
import { staffRoleLabel } from '#shared/staff-roles';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/form-field';
import { fieldClasses } from '../../../../components/ui/input';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { cn } from '../../../../lib/utils';
import { useStaffChange } from '../../api/staff';
import { needsIdentityCheck, useIdentityCheck } from '../layout/identity-check';

/** Invite by e-mail or mobile number with a role; the server checks the contact and the role. */
export function InviteForm({ roles }: { roles: StaffRole[] }) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const invite = useStaffChange();
  const [contact, setContact] = useState('');
  const [name, setName] = useState('');
  const [roleKey, setRoleKey] = useState('order_desk');
  const [error, setError] = useState<string>();

  const confirmThen = useIdentityCheck();
  const send = () =>
    invite.mutate(
      { kind: 'invite', invite: { contact, roleKey, ...(name.trim() ? { name } : {}) } },
      {
        onSuccess: () => {
          toast.success(t('admin.staff.invite.sent', { contact }));
          setContact('');
          setName('');
        },
        onError: (failure) =>
          needsIdentityCheck(failure) ? confirmThen(send) : setError(errorText(failure)),
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    send();
  };

  return (
    <form
      onSubmit={submit}
      className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
      noValidate
    >
      <h3 className="mb-3 font-semibold text-stone-900">{t('admin.staff.invite.heading')}</h3>
      <div className="grid gap-3 sm:grid-cols-[2fr_2fr_1.5fr_auto] sm:items-end">
        <TextField
          id="staff-invite-contact"
          label={t('admin.staff.invite.contact')}
          required
          value={contact}
          onChange={(event) => setContact(event.target.value)}
          autoComplete="off"
          error={error}
        />
        <TextField
          id="staff-invite-name"
          label={t('admin.staff.invite.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
        />
        <div className="space-y-1.5">
          <label htmlFor="staff-invite-role" className="block text-sm font-medium">
            {t('admin.staff.invite.role')}
          </label>
          <select
            id="staff-invite-role"
            value={roleKey}
            onChange={(event) => setRoleKey(event.target.value)}
            className={cn(fieldClasses, 'h-10')}
          >
            {roles.map((role) => (
              <option key={role.key} value={role.key}>
                {staffRoleLabel(t, role)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={invite.isPending || contact.trim() === ''}>
          {invite.isPending ? t('admin.updating') : t('admin.staff.invite.submit')}
        </Button>
      </div>
    </form>
  );
}
