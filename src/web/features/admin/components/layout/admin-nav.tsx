import { NavLink, useLocation } from 'react-router';
import type { MessageKey } from '#shared/i18n/keys';
import type { Permission } from '#shared/permissions';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { useStaffAccess } from '../../utils/staff-access';

/** Each section with the permission its page needs: a member sees only what their role allows. */
export const ADMIN_SECTIONS = [
  { to: '/admin', label: 'admin.section.dashboard', end: true, permission: 'reports.view' },
  {
    to: '/admin/products',
    label: 'admin.section.products',
    end: false,
    permission: 'products.view',
  },
  { to: '/admin/import', label: 'admin.section.import', end: false, permission: 'products.edit' },
  // Not lit on New order, which has its own tab.
  {
    to: '/admin/orders',
    label: 'admin.section.orders',
    end: false,
    except: '/admin/orders/new',
    permission: 'orders.view',
  },
  {
    to: '/admin/orders/new',
    label: 'admin.staffOrder.newOrder',
    end: false,
    permission: 'orders.create',
  },
  {
    to: '/admin/returns',
    label: 'admin.section.returns',
    end: false,
    permission: 'returns.manage',
  },
  {
    to: '/admin/complaints',
    label: 'admin.nav.complaints',
    end: false,
    permission: 'complaints.manage',
  },
  {
    to: '/admin/questions',
    label: 'admin.questions.nav',
    end: false,
    permission: 'products.view',
  },
  {
    to: '/admin/customers',
    label: 'admin.section.customers',
    end: false,
    permission: 'customers.view',
  },
  {
    to: '/admin/purchases',
    label: 'admin.section.purchases',
    end: false,
    permission: 'products.stock',
  },
  {
    to: '/admin/payouts',
    label: 'admin.section.payouts',
    end: false,
    permission: 'delivery.payouts',
  },
  {
    to: '/admin/reports',
    label: 'admin.section.reports',
    end: false,
    permission: 'reports.view',
  },
  { to: '/admin/search', label: 'admin.section.search', end: false, permission: 'products.view' },
  {
    to: '/admin/promotions',
    label: 'admin.section.promotions',
    end: false,
    permission: 'promotions.manage',
  },
  {
    to: '/admin/messages',
    label: 'admin.section.messages',
    end: false,
    permission: 'messages.manage',
  },
  {
    to: '/admin/notifications',
    label: 'admin.section.outgoing',
    end: false,
    permission: 'messages.manage',
  },
  {
    to: '/admin/banners',
    label: 'admin.section.banners',
    end: false,
    permission: 'banners.manage',
  },
  { to: '/admin/staff', label: 'admin.section.staff', end: false, permission: 'staff.manage' },
  {
    to: '/admin/activity',
    label: 'admin.section.activity',
    end: false,
    permission: 'staff.manage',
  },
  {
    to: '/admin/settings',
    label: 'admin.settings.title',
    end: false,
    permission: 'settings.manage',
  },
] as const satisfies readonly {
  to: string;
  label: MessageKey;
  end: boolean;
  except?: string;
  permission: Permission;
}[];

/** Pills that scroll sideways on phones; underlined tabs from the small breakpoint up. */
export function AdminNav({ className }: { className?: string }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const { can } = useStaffAccess();
  return (
    <nav aria-label={t('admin.nav.label')} className={cn('-mx-4 sm:mx-0', className)}>
      <ul className="flex gap-2 overflow-x-auto px-4 pb-1 sm:flex-wrap sm:gap-1 sm:overflow-visible sm:border-b sm:border-stone-200 sm:px-0 sm:pb-0">
        {ADMIN_SECTIONS.filter((section) => can(section.permission)).map((section) => (
          <li key={section.to} className="shrink-0">
            <NavLink
              to={section.to}
              end={section.end}
              className={({ isActive: matched }) => {
                const isActive =
                  matched && !('except' in section && pathname.startsWith(section.except));
                return cn(
                  'inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600',
                  'sm:-mb-px sm:rounded-none sm:border-0 sm:border-b-2 sm:px-4',
                  isActive
                    ? 'border-rose-700 bg-rose-700 text-white sm:border-rose-700 sm:bg-transparent sm:text-rose-800'
                    : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-100 sm:border-transparent sm:bg-transparent sm:hover:bg-transparent sm:hover:text-stone-900',
                );
              }}
            >
              {t(section.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
