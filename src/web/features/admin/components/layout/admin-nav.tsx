import { NavLink, useLocation } from 'react-router';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';

const SECTIONS = [
  { to: '/admin', label: 'admin.section.dashboard', end: true },
  { to: '/admin/products', label: 'admin.section.products', end: false },
  { to: '/admin/import', label: 'admin.section.import', end: false },
  // Not lit on New order, which has its own tab.
  { to: '/admin/orders', label: 'admin.section.orders', end: false, except: '/admin/orders/new' },
  { to: '/admin/orders/new', label: 'admin.staffOrder.newOrder', end: false },
  { to: '/admin/returns', label: 'admin.section.returns', end: false },
  { to: '/admin/customers', label: 'admin.section.customers', end: false },
  { to: '/admin/payouts', label: 'admin.section.payouts', end: false },
  { to: '/admin/promotions', label: 'admin.section.promotions', end: false },
  { to: '/admin/messages', label: 'admin.section.messages', end: false },
  { to: '/admin/notifications', label: 'admin.section.outgoing', end: false },
  { to: '/admin/banners', label: 'admin.section.banners', end: false },
  // The audit log is the owner's ('staff.manage').
  { to: '/admin/activity', label: 'admin.section.activity', end: false, ownerOnly: true },
] as const;

/** Pills that scroll sideways on phones; underlined tabs from the small breakpoint up. */
export function AdminNav({ className, owner = false }: { className?: string; owner?: boolean }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('admin.nav.label')} className={cn('-mx-4 sm:mx-0', className)}>
      <ul className="flex gap-2 overflow-x-auto px-4 pb-1 sm:flex-wrap sm:gap-x-0 sm:gap-y-1 sm:overflow-visible sm:border-b sm:border-stone-200 sm:px-0 sm:pb-0">
        {SECTIONS.filter((section) => owner || !('ownerOnly' in section)).map((section) => (
          <li key={section.to} className="shrink-0">
            <NavLink
              to={section.to}
              end={section.end}
              className={({ isActive: matched }) => {
                const isActive =
                  matched && !('except' in section && pathname.startsWith(section.except));
                return cn(
                  'inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600',
                  'sm:-mb-px sm:rounded-none sm:border-0 sm:border-b-2 sm:px-3',
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
