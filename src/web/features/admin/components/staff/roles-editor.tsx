import { ChevronDown } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { PERMISSION_AREAS, type Permission, type PermissionArea } from '#shared/permissions';
import type { StaffRole } from '#shared/schemas/staff';
import { staffRoleLabel } from '#shared/staff-roles';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/form-field';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useStaffRoleChange } from '../../api/staff';

const AREAS = Object.entries(PERMISSION_AREAS) as [PermissionArea, readonly Permission[]][];

/** Every role as a card of permissions by area; the Owner's is fixed, the owner's own can go. */
export function RolesEditor({ roles }: { roles: StaffRole[] }) {
  const { t } = useI18n();
  return (
    <div className="space-y-3">
      {roles.map((role) => (
        <RoleCard key={role.key} role={role} />
      ))}
      <details className="group rounded-xl border border-dashed border-stone-300 bg-white p-4">
        <summary className="flex cursor-pointer list-none items-center gap-2 font-medium text-rose-800 [&::-webkit-details-marker]:hidden">
          <Opens />
          {t('admin.staff.roles.add')}
        </summary>
        <RoleForm />
      </details>
    </div>
  );
}

/** A summary styled as flex loses the browser's disclosure triangle: this says it opens. */
function Opens() {
  return (
    <ChevronDown
      className="size-4 shrink-0 transition-transform group-open:rotate-180"
      aria-hidden="true"
    />
  );
}

function RoleCard({ role }: { role: StaffRole }) {
  const { t } = useI18n();
  const fixed = role.key === 'owner';
  return (
    <details className="group rounded-xl border border-stone-200 bg-white p-4">
      <summary className="flex cursor-pointer list-none flex-wrap items-center justify-between gap-2 [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-2 font-medium text-stone-900">
          <Opens />
          {staffRoleLabel(t, role)}
        </span>
        <span className="text-sm text-stone-600">
          {t('admin.staff.roles.members', { count: role.members })}
        </span>
      </summary>
      {fixed ? (
        <p className="mt-3 text-sm text-stone-700">{t('admin.staff.roles.ownerNote')}</p>
      ) : (
        <RoleForm role={role} />
      )}
    </details>
  );
}

function RoleForm({ role }: { role?: StaffRole }) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const change = useStaffRoleChange();
  const [name, setName] = useState(role?.name ?? '');
  const [chosen, setChosen] = useState<Permission[]>(role?.permissions ?? []);
  const [error, setError] = useState<string>();
  const idPrefix = `role-${role?.key ?? 'new'}`;

  const toggle = (permission: Permission, on: boolean) =>
    setChosen((current) =>
      on ? [...current, permission] : current.filter((p) => p !== permission),
    );

  const done = (message: string) => ({
    onSuccess: () => {
      toast.success(message);
      if (!role) {
        setName('');
        setChosen([]);
      }
    },
    onError: (failure: unknown) => setError(errorText(failure)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const body = { name: role?.shipped ? role.name : name, permissions: chosen };
    change.mutate(
      role ? { kind: 'update', key: role.key, role: body } : { kind: 'create', role: body },
      done(t('admin.staff.saved')),
    );
  };

  return (
    <form onSubmit={submit} className="mt-3 space-y-4" noValidate>
      {!role?.shipped && (
        <TextField
          id={`${idPrefix}-name`}
          label={t('admin.staff.roles.name')}
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {AREAS.map(([area, permissions]) => (
          <fieldset key={area}>
            <legend className="mb-1 text-sm font-semibold text-stone-900">
              {t(`admin.permissionArea.${area}`)}
            </legend>
            {permissions.map((permission) => (
              <label
                key={permission}
                className="flex min-h-9 items-center gap-2 text-sm text-stone-800"
              >
                <input
                  type="checkbox"
                  className="size-4 accent-rose-700"
                  checked={chosen.includes(permission)}
                  onChange={(event) => toggle(permission, event.target.checked)}
                />
                {t(`admin.permission.${permission}`)}
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('admin.updating') : t('admin.staff.roles.save')}
        </Button>
        {role && !role.shipped && (
          <Button
            type="button"
            variant="outline"
            className="text-red-700 hover:bg-red-50"
            disabled={change.isPending}
            onClick={() =>
              change.mutate({ kind: 'delete', key: role.key }, done(t('admin.staff.saved')))
            }
          >
            {t('admin.staff.roles.delete')}
          </Button>
        )}
      </div>
    </form>
  );
}
