import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import type { MessageStatus } from '#shared/messages';
import type { AdminOutgoingMessage } from '#shared/schemas/admin-messages';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useRetryOutgoingMessage } from '../../api/outgoing-messages';

const STATUS_STYLE: Record<MessageStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  sent: 'bg-green-100 text-green-900 ring-green-200',
  failed: 'bg-red-50 text-red-900 ring-red-200',
};

export function OutgoingMessageRow({ message }: { message: AdminOutgoingMessage }) {
  const { t, dateTime } = useI18n();
  const { errorText } = useApiErrorText();
  const retry = useRetryOutgoingMessage();

  const sendAgain = () =>
    retry.mutate(message.id, {
      onSuccess: () => toast.success(t('admin.outgoing.retried')),
      onError: (error) =>
        toast.error(t('admin.outgoing.retryFailed'), { description: errorText(error) }),
    });

  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-0.5">
          <p className="font-medium text-stone-900">
            <span className="font-mono">{message.topic}</span> ·{' '}
            {t(`admin.outgoing.channel.${message.channel}`)}{' '}
            <span className="font-mono text-stone-700">{message.recipient}</span>
          </p>
          {message.subject && (
            <p className="text-sm break-words text-stone-800">
              {t('admin.outgoing.subject', { subject: message.subject })}
            </p>
          )}
          <p className="text-xs text-stone-600">
            {t('admin.outgoing.queuedAt', { time: dateTime(message.createdAt) })} ·{' '}
            {t('admin.outgoing.attempts', { count: message.attempts })}
            {message.sentAt && (
              <> · {t('admin.outgoing.sentAt', { time: dateTime(message.sentAt) })}</>
            )}
            {message.status === 'pending' && (
              <> · {t('admin.outgoing.nextAttempt', { time: dateTime(message.nextAttemptAt) })}</>
            )}
          </p>
          {message.orderId && (
            <Link
              to={`/admin/orders/${message.orderId}`}
              className="text-sm font-medium text-rose-700 hover:underline"
            >
              {t('admin.outgoing.order')}
            </Link>
          )}
        </div>
        <Badge
          variant="outline"
          className={`border-0 ring-1 ring-inset ${STATUS_STYLE[message.status]}`}
        >
          {t(`admin.outgoing.status.${message.status}`)}
        </Badge>
      </div>
      {message.lastError && (
        <p className="mt-2 text-sm break-words text-stone-700">
          {t('admin.outgoing.lastError', { error: message.lastError })}
        </p>
      )}
      {message.status === 'failed' && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-3"
          disabled={retry.isPending}
          onClick={sendAgain}
        >
          <RotateCcw aria-hidden="true" />
          {retry.isPending ? t('admin.outgoing.retrying') : t('admin.outgoing.retry')}
        </Button>
      )}
    </li>
  );
}
