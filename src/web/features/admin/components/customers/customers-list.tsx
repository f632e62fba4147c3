import { formatMoney } from '#shared/money';
import { formatDate } from '#shared/order-display';
import type { AdminCustomer } from '#shared/schemas/admin';
import { roleActionFor } from '../../utils/customers-role';
import { type AdminColumn, AdminTable } from '../layout/admin-table';
import { RoleBadge } from './role-badge';
import { RoleButton } from './role-button';

export type Viewer = { role: 'admin' | 'super_admin'; id: string };

const td = 'px-3 py-3 align-middle';

function fullName(customer: AdminCustomer): string {
  return `${customer.firstName} ${customer.lastName}`.trim() || '—';
}

const CUSTOMER_COLUMNS: AdminColumn[] = [
  { label: 'Name' },
  { label: 'Phone' },
  { label: 'Joined' },
  { label: 'Orders', align: 'right' },
  { label: 'Total spent', align: 'right' },
  { label: 'Role' },
];

/** Wide screens: a table; the role column only gains buttons for a super_admin. */
export function CustomersTable({
  customers,
  viewer,
}: {
  customers: AdminCustomer[];
  viewer: Viewer;
}) {
  const canManage = viewer.role === 'super_admin';
  return (
    <AdminTable
      columns={
        canManage ? [...CUSTOMER_COLUMNS, { label: 'Actions', hidden: true }] : CUSTOMER_COLUMNS
      }
      className="hidden md:block"
    >
      {customers.map((customer) => {
        const action = roleActionFor(viewer, customer);
        return (
          <tr key={customer.id} className="hover:bg-stone-50">
            <td className={`${td} max-w-64`}>
              <p className="truncate font-medium text-stone-900">{fullName(customer)}</p>
              <p className="truncate text-stone-600">{customer.email}</p>
            </td>
            <td className={`${td} whitespace-nowrap`}>{customer.phone ?? '—'}</td>
            <td className={`${td} whitespace-nowrap text-stone-700`}>
              <time dateTime={customer.joinedAt}>{formatDate(customer.joinedAt)}</time>
            </td>
            <td className={`${td} text-right tabular-nums`}>{customer.orderCount}</td>
            <td className={`${td} text-right whitespace-nowrap tabular-nums`}>
              {formatMoney(customer.totalSpent, { decimals: true })}
            </td>
            <td className={td}>
              <RoleBadge role={customer.role} />
            </td>
            {canManage && (
              <td className={`${td} text-right`}>
                {action && <RoleButton customer={customer} action={action} />}
              </td>
            )}
          </tr>
        );
      })}
    </AdminTable>
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
  return (
    <ul className="space-y-3 md:hidden">
      {customers.map((customer) => {
        const action = roleActionFor(viewer, customer);
        return (
          <li key={customer.id} className="rounded-xl border border-stone-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-stone-900">{fullName(customer)}</p>
                <p className="truncate text-sm text-stone-600">{customer.email}</p>
              </div>
              <RoleBadge role={customer.role} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <dt className="text-stone-600">Phone</dt>
              <dd>{customer.phone ?? '—'}</dd>
              <dt className="text-stone-600">Joined</dt>
              <dd>
                <time dateTime={customer.joinedAt}>{formatDate(customer.joinedAt)}</time>
              </dd>
              <dt className="text-stone-600">Orders</dt>
              <dd className="tabular-nums">{customer.orderCount}</dd>
              <dt className="text-stone-600">Total spent</dt>
              <dd className="tabular-nums">
                {formatMoney(customer.totalSpent, { decimals: true })}
              </dd>
            </dl>
            {action && (
              <div className="mt-3 border-t border-stone-100 pt-3">
                <RoleButton customer={customer} action={action} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
