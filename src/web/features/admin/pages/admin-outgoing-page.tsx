import { BellOff } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { MESSAGE_STATUSES, type MessageStatus } from '#shared/messages';
import { useI18n } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { useOutgoingMessages } from '../api/outgoing-messages';
import { PagedListFrame } from '../components/layout/paged-list-frame';
import { OutgoingMessageRow } from '../components/outgoing/outgoing-message-row';
import { pageFrom } from '../utils/orders-filters';

function statusFrom(params: URLSearchParams): MessageStatus | undefined {
  const status = params.get('status');
  return MESSAGE_STATUSES.find((known) => known === status);
}

/** /admin/notifications: the SMS the shop sends, what failed first if asked, and a retry. */
export function AdminOutgoingPage() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const status = statusFrom(searchParams);
  const messages = useOutgoingMessages({ status, page: pageFrom(searchParams) });
  const filters = [undefined, ...MESSAGE_STATUSES] as const;

  return (
    <PagedListFrame
      title={t('admin.section.outgoing')}
      description={t('admin.outgoing.description')}
      query={messages}
      loadFailed={t('admin.outgoing.loadFailed')}
      empty={{
        icon: BellOff,
        title: t('admin.outgoing.none'),
        hint: t('admin.outgoing.noneHint'),
      }}
      noun={t('admin.pagination.noun.messages')}
      card={(message) => <OutgoingMessageRow message={message} />}
    >
      <nav aria-label={t('admin.outgoing.filter.label')} className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <Link
            key={filter ?? 'all'}
            to={filter ? `?status=${filter}` : '?'}
            aria-current={filter === status ? 'page' : undefined}
            className={cn(
              'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium',
              filter === status
                ? 'border-rose-700 bg-rose-700 text-white'
                : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50',
            )}
          >
            {filter ? t(`admin.outgoing.status.${filter}`) : t('admin.outgoing.filter.all')}
          </Link>
        ))}
      </nav>
      {messages.data && (
        <p className="text-sm text-stone-700">
          {t('admin.outgoing.total', { count: messages.data.total })}
        </p>
      )}
    </PagedListFrame>
  );
}
