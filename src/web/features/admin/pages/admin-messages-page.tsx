import { Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { useI18n } from '../../../lib/i18n';
import { useAdminMessages } from '../api/messages-list';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { ListStates } from '../components/layout/list-states';
import { MessageCard } from '../components/messages/message-card';
import { ListPagination } from '../components/orders/list-pagination';
import { pageFrom } from '../utils/orders-filters';

/**
 * /admin/messages: what visitors sent through the contact page, newest first
 * (shared/spec/decisions.md #15).
 */
export function AdminMessagesPage() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const messages = useAdminMessages(pageFrom(searchParams));

  return (
    <section className="space-y-5">
      <AdminPageHeader
        title={t('admin.section.messages')}
        description={
          messages.data ? t('admin.messages.count', { count: messages.data.total }) : undefined
        }
      />
      <ListStates
        query={messages}
        loadFailed={t('admin.messages.loadFailed')}
        skeletonRows={4}
        isEmpty={(data) => data.messages.length === 0}
        empty={
          <EmptyState icon={Inbox} title={t('admin.messages.none')} action={null}>
            {t('admin.messages.noneHint')}
          </EmptyState>
        }
      >
        {(data) => (
          <ul className="space-y-3">
            {data.messages.map((message) => (
              <MessageCard key={message.id} message={message} />
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
