import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Order } from '#shared/schemas/order';
import { useI18n } from '../../../../lib/i18n';
import { DetailSection } from '../orders/detail-section';
import { ReturnStatusBadge } from './return-status-badge';

/** The order's returns (oldest first), each a link to its page where it is dealt with. */
export function OrderReturns({ returns }: { returns: Order['returns'] }) {
  const { t, money, date } = useI18n();
  if (!returns || returns.length === 0) return null;
  return (
    <DetailSection title={t('admin.returns.ofOrder')}>
      <ul className="divide-y divide-stone-100">
        {returns.map((item, index) => (
          <li key={item.id}>
            <Link
              to={`/admin/returns/${item.id}`}
              className="flex items-center gap-3 py-2 text-sm hover:text-rose-700"
            >
              <span className="min-w-0 flex-1">
                <span className="font-medium">
                  {t('admin.returns.numbered', { number: index + 1 })}
                </span>{' '}
                <span className="text-stone-600">
                  · <time dateTime={item.requestedAt}>{date(item.requestedAt)}</time> ·{' '}
                  <span className="tabular-nums">{money(item.worth)}</span>
                </span>
              </span>
              <ReturnStatusBadge status={item.status} />
              <ChevronRight className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
