import { Link } from 'react-router';
import type { AdminComplaintSummary } from '#shared/schemas/complaints';
import { useI18n } from '../../../../lib/i18n';
import { shortId } from '../../utils/orders-display';
import { AdminTable } from '../layout/admin-table';
import { ComplaintClock } from './complaint-clock';
import { ComplaintStatusBadge } from './complaint-status-badge';

const td = 'px-3 py-3 align-top';
const complaintHref = (complaint: AdminComplaintSummary) => `/admin/complaints/${complaint.id}`;

/** Wide screens: one row per complaint, its order's number the link to the complaint. */
export function ComplaintsTable({ complaints }: { complaints: AdminComplaintSummary[] }) {
  const { t, date } = useI18n();
  return (
    <AdminTable
      className="hidden md:block"
      columns={[
        { label: t('admin.complaints.column.order') },
        { label: t('admin.complaints.column.customer') },
        { label: t('admin.complaints.column.topic') },
        { label: t('admin.complaints.column.raised') },
        { label: t('admin.complaints.column.clock') },
        { label: t('admin.complaints.column.status') },
      ]}
    >
      {complaints.map((complaint) => (
        <tr key={complaint.id} className="hover:bg-stone-50">
          <td className={td}>
            <Link
              to={complaintHref(complaint)}
              className="font-mono font-medium whitespace-nowrap text-rose-700 hover:underline"
              aria-label={t('admin.complaints.heading', { orderId: complaint.orderNumber })}
            >
              {shortId(complaint.orderId)}
            </Link>
          </td>
          <td className={`${td} max-w-48`}>
            <p className="truncate font-medium text-stone-900">{complaint.customerName}</p>
          </td>
          <td className={`${td} max-w-72`}>
            <p className="font-medium text-stone-900">{t(`complaint.topic.${complaint.topic}`)}</p>
            <p className="truncate text-xs text-stone-600">{complaint.excerpt}</p>
          </td>
          <td className={`${td} whitespace-nowrap text-stone-700`}>
            <time dateTime={complaint.createdAt}>{date(complaint.createdAt)}</time>
          </td>
          <td className={td}>
            <ComplaintClock respondBy={complaint.respondBy} />
          </td>
          <td className={td}>
            <ComplaintStatusBadge status={complaint.status} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** Phones: one card per complaint, the whole card a link. */
export function ComplaintCards({ complaints }: { complaints: AdminComplaintSummary[] }) {
  const { t, date } = useI18n();
  return (
    <ul className="space-y-3 md:hidden">
      {complaints.map((complaint) => (
        <li key={complaint.id}>
          <Link
            to={complaintHref(complaint)}
            aria-label={t('admin.complaints.heading', { orderId: complaint.orderNumber })}
            className="block rounded-xl border border-stone-200 bg-white p-4 hover:border-rose-300"
          >
            <div className="flex items-start justify-between gap-3">
              <p className="font-mono font-medium text-rose-700">{shortId(complaint.orderId)}</p>
              <p className="text-xs whitespace-nowrap text-stone-600">
                <time dateTime={complaint.createdAt}>{date(complaint.createdAt)}</time>
              </p>
            </div>
            <p className="mt-1 truncate text-sm font-medium text-stone-900">
              {complaint.customerName}
            </p>
            <p className="mt-2 text-sm font-medium text-stone-900">
              {t(`complaint.topic.${complaint.topic}`)}
            </p>
            <p className="line-clamp-2 text-sm text-stone-600">{complaint.excerpt}</p>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <ComplaintStatusBadge status={complaint.status} />
              {complaint.respondBy && <ComplaintClock respondBy={complaint.respondBy} />}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
