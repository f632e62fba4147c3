import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Permission } from '#shared/permissions';
import { useI18n } from '../../../../lib/i18n';
import { useStaffAccess } from '../../utils/staff-access';
import { AdminPageHeader } from './admin-page-header';

/** A page for staff holding `permission`; anyone else opening it by address is told plainly. */
export function Allowed({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { can } = useStaffAccess();
  return can(permission) ? children : <NoAccess />;
}

function NoAccess() {
  const { t } = useI18n();
  return (
    <>
      <AdminPageHeader
        title={t('admin.noAccess.heading')}
        heading={t('admin.noAccess.heading')}
        description={t('admin.noAccess.description')}
      />
      <Link to="/admin" className="font-medium text-rose-700 hover:underline">
        {t('admin.notFound.back')}
      </Link>
    </>
  );
}
