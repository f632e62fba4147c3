import { useI18n } from '../../../lib/i18n';
import { useStaff, useStaffRoles } from '../api/staff';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { ListStates } from '../components/layout/list-states';
import { InviteForm } from '../components/staff/invite-form';
import { RolesEditor } from '../components/staff/roles-editor';
import { StaffList } from '../components/staff/staff-list';

/** /admin/staff: who works in the shop, inviting more, and what each role allows (issue 40). */
export function AdminStaffPage({ viewerId }: { viewerId: string }) {
  const { t } = useI18n();
  const staff = useStaff();
  const roles = useStaffRoles();
  const roleList = roles.data ?? [];
  return (
    <section className="space-y-6">
      <AdminPageHeader title={t('admin.staff.heading')} />
      <InviteForm roles={roleList} />
      <ListStates
        query={staff}
        loadFailed={t('admin.staff.loadFailed')}
        isEmpty={() => false}
        empty={null}
      >
        {(members) => <StaffList staff={members} roles={roleList} viewerId={viewerId} />}
      </ListStates>
      <section aria-labelledby="staff-roles-heading" className="space-y-3">
        <h3 id="staff-roles-heading" className="font-serif text-xl font-semibold text-stone-900">
          {t('admin.staff.roles.heading')}
        </h3>
        <ListStates
          query={roles}
          loadFailed={t('admin.staff.loadFailed')}
          isEmpty={() => false}
          empty={null}
        >
          {(list) => <RolesEditor roles={list} />}
        </ListStates>
      </section>
    </section>
  );
}
