import type { AdminComplaint } from '#shared/schemas/complaints';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { DetailSection } from '../orders/detail-section';

/** The messages both ways, oldest first: the shop's under the name of the member who wrote them. */
export function ComplaintThread({ complaint }: { complaint: AdminComplaint }) {
  const { t, dateTime } = useI18n();
  return (
    <DetailSection title={t('admin.complaints.thread')}>
      <ol className="space-y-3">
        {complaint.messages.map((message, index) => {
          const fromShop = message.from === 'shop';
          const author = fromShop
            ? (complaint.authors[index] ?? t('complaint.from.shop'))
            : t('admin.complaints.shopper');
          return (
            <li
              key={message.id}
              className={cn(
                'rounded-lg border p-3 text-sm',
                fromShop
                  ? 'border-rose-200 bg-rose-50/60 sm:ml-8'
                  : 'border-stone-200 bg-stone-50 sm:mr-8',
              )}
            >
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                <span className="font-medium break-all text-stone-900">{author}</span>
                <time dateTime={message.at} className="text-xs text-stone-600">
                  {dateTime(message.at)}
                </time>
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-stone-900">{message.text}</p>
            </li>
          );
        })}
      </ol>
    </DetailSection>
  );
}
