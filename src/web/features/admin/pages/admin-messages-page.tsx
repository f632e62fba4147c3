import { Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { useAdminMessages } from '../api/messages-list';
import { PagedListFrame } from '../components/layout/paged-list-frame';
import { MessageCard } from '../components/messages/message-card';
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
    <PagedListFrame
      title={t('admin.section.messages')}
      description={
        messages.data ? t('admin.messages.count', { count: messages.data.total }) : undefined
      }
      query={messages}
      loadFailed={t('admin.messages.loadFailed')}
      empty={{ icon: Inbox, title: t('admin.messages.none'), hint: t('admin.messages.noneHint') }}
      noun={t('admin.pagination.noun.messages')}
      card={(message) => <MessageCard message={message} />}
    />
  );
}
