import { History } from 'lucide-react';
import { Link } from 'react-router';
import type { MessageKey } from '#shared/i18n/keys';
import type { AdminCustomer } from '#shared/schemas/admin';
import { useI18n } from '../../../../lib/i18n';
import { roleActionFor } from '../../utils/customers-role';
import { useStaffAccess } from '../../utils/staff-access';
import { type AdminColumn, AdminTable } from '../layout/admin-table';
import { ConsentChips, CustomerEmail, CustomerPhone } from './customer-consent';
import { CustomerCreditButton, nameOf } from './customer-credit';
import { RoleBadge } from './role-badge';
import { RoleButton } from './role-button';

/** The signed-in member: whether they may change roles comes from useStaffAccess(). */
export type Viewer = { id: string };

const td = 'px-3 py-3 align-middle';

function fullName(customer: AdminCustomer): string {
  return `${customer.firstName} ${customer.lastName}`.trim() || '—';
}

const CUSTOMER_COLUMNS: (Omit<AdminColumn, 'label'> & { label: MessageKey })[] = [
  { label: 'admin.customers.column.name' },
  { label: 'admin.customers.column.phone' },
  { label: 'admin.customers.column.consent' },
  { label: 'admin.customers.column.joined' },
  { label: 'admin.customers.column.orders', align: 'right' },
  { label: 'admin.customers.column.totalSpent', align: 'right' },
  { label: 'admin.customers.column.role' },
];

/**
 * Wide screens: a table; its last column opens the customer's store credit, and staff managers get
 * the role button and the history link there too.
 */
export function CustomersTable({
  customers,
  viewer,
}: {
  customers: AdminCustomer[];
  viewer: Viewer;
}) {
  const { t, money, number, date } = useI18n();
  const { can } = useStaffAccess();
  const canManage = can('staff.manage');
  const columns: AdminColumn[] = CUSTOMER_COLUMNS.map((column) => ({
    ...column,
    label: t(column.label),
  }));
  columns.push({ label: t('admin.customers.column.actions'), hidden: true });
  return (
    <AdminTable columns={columns} className="hidden md:block">
      {customers.map((customer) => {
        const action = roleActionFor(
          { id: viewer.id, canManageStaff: can('staff.manage') },
          customer,
        );
        return (
          <tr key={customer.id} className="hover:bg-stone-50">
            <td className={`${td} max-w-64`}>
              <p className="truncate font-medium text-stone-900">{fullName(customer)}</p>
              <CustomerEmail email={customer.email} className="truncate text-stone-600" />
            </td>
            <td className={`${td} whitespace-nowrap`}>
              <CustomerPhone customer={customer} />
            </td>
            <td className={td}>
              <ConsentChips consent={customer.consent} />
            </td>
            <td className={`${td} whitespace-nowrap text-stone-700`}>
              <time dateTime={customer.joinedAt}>{date(customer.joinedAt)}</time>
            </td>
            <td className={`${td} text-right tabular-nums`}>{number(customer.orderCount)}</td>
            <td className={`${td} text-right whitespace-nowrap tabular-nums`}>
              {money(customer.totalSpent, { decimals: true })}
            </td>
            <td className={td}>
              <RoleBadge role={customer.role} />
            </td>
            <td className={`${td} text-right whitespace-nowrap`}>
              <CustomerCreditButton customerId={customer.id} name={nameOf(customer)} />{' '}
              {canManage && (
                <>
                  <HistoryLink customer={customer} />{' '}
                  {action && <RoleButton customer={customer} action={action} />}
                </>
              )}
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}

/** What was changed about this person (their role, their staff access) at Admin → Activity.
 * The label starts with the visible word, so speech control can say what it sees. */
function HistoryLink({ customer }: { customer: AdminCustomer }) {
  const { t } = useI18n();
  const query = new URLSearchParams({ entity: 'customer', entityId: customer.id });
  return (
    <Link
      to={`/admin/activity?${query}`}
      aria-label={t('admin.customers.history', { name: fullName(customer) })}
      className="inline-flex items-center gap-1 text-sm font-medium text-rose-700 hover:underline"
    >
      <History className="size-4" aria-hidden="true" />
      {t('admin.section.activity')}
    </Link>
  );
}

/** Phones: a card per person. */
export function CustomerCards({
  customers,
  viewer,
}: {
  customers: AdminCustomer[];
  viewer: Viewer;
}) {
  const { t, money, number, date } = useI18n();
  const { can } = useStaffAccess();
  return (
    <ul className="space-y-3 md:hidden">
      {customers.map((customer) => {
        const action = roleActionFor(
          { id: viewer.id, canManageStaff: can('staff.manage') },
          customer,
        );
        return (
          <li key={customer.id} className="rounded-xl border border-stone-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-stone-900">{fullName(customer)}</p>
                <CustomerEmail email={customer.email} className="truncate text-sm text-stone-600" />
              </div>
              <RoleBadge role={customer.role} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <dt className="text-stone-600">{t('admin.customers.column.phone')}</dt>
              <dd>
                <CustomerPhone customer={customer} />
              </dd>
              <dt className="text-stone-600">{t('admin.customers.column.consent')}</dt>
              <dd>
                <ConsentChips consent={customer.consent} />
              </dd>
              <dt className="text-stone-600">{t('admin.customers.column.joined')}</dt>
              <dd>
                <time dateTime={customer.joinedAt}>{date(customer.joinedAt)}</time>
              </dd>
              <dt className="text-stone-600">{t('admin.customers.column.orders')}</dt>
              <dd className="tabular-nums">{number(customer.orderCount)}</dd>
              <dt className="text-stone-600">{t('admin.customers.column.totalSpent')}</dt>
              <dd className="tabular-nums">{money(customer.totalSpent, { decimals: true })}</dd>
            </dl>
            <div className="mt-3 flex flex-wrap items-center gap-3 border-t border-stone-100 pt-3">
              <CustomerCreditButton customerId={customer.id} name={nameOf(customer)} />
              {action && <RoleButton customer={customer} action={action} />}
              {can('staff.manage') && <HistoryLink customer={customer} />}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
