import { BellOff } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { MESSAGE_STATUSES, type MessageStatus } from '#shared/messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { useI18n } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { useOutgoingMessages } from '../api/outgoing-messages';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { ListStates } from '../components/layout/list-states';
import { ListPagination } from '../components/orders/list-pagination';
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
    <section className="space-y-5">
      <AdminPageHeader
        title={t('admin.section.outgoing')}
        description={t('admin.outgoing.description')}
      />
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
      <ListStates
        query={messages}
        loadFailed={t('admin.outgoing.loadFailed')}
        skeletonRows={4}
        isEmpty={(data) => data.messages.length === 0}
        empty={
          <EmptyState icon={BellOff} title={t('admin.outgoing.none')} action={null}>
            {t('admin.outgoing.noneHint')}
          </EmptyState>
        }
      >
        {(data) => (
          <ul className="space-y-3">
            {data.messages.map((message) => (
              <OutgoingMessageRow key={message.id} message={message} />
            ))}
          </ul>
        )}
      </ListStates>
      {messages.data && (
        <ListPagination
          page={messages.data.page}
          pageSize={messages.data.pageSize}
          total={messages.data.total}
          searchParams={searchParams}
          noun={t('admin.pagination.noun.messages')}
        />
      )}
    </section>
  );
}
