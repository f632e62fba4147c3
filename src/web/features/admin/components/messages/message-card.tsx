import { CheckCircle2, Circle } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import type { contactMessageSchema } from '#shared/schemas/contact';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { cn } from '../../../../lib/utils';
import { useMarkMessageHandled } from '../../api/messages-handled';

type ContactMessage = z.infer<typeof contactMessageSchema>;

/** Longer messages start folded, so a page of them stays scannable. */
const FOLD_AT_CHARACTERS = 280;
const FOLD_AT_LINES = 4;

function isLong(message: string): boolean {
  return message.length > FOLD_AT_CHARACTERS || message.split('\n').length > FOLD_AT_LINES;
}

export function MessageCard({ message }: { message: ContactMessage }) {
  const { t, dateTime } = useI18n();
  const { errorText } = useApiErrorText();
  const [expanded, setExpanded] = useState(false);
  const mark = useMarkMessageHandled();
  const handled = message.handledAt !== null;
  const long = isLong(message.message);
  const bodyId = `message-${message.id}-body`;

  const toggle = () =>
    mark.mutate(
      { id: message.id, handled: !handled },
      {
        onError: (error) =>
          toast.error(t('admin.messages.updateFailed'), { description: errorText(error) }),
      },
    );

  return (
    <li
      className={cn(
        'rounded-xl border bg-white p-4 sm:p-5',
        handled ? 'border-stone-200' : 'border-amber-300',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-medium break-words text-stone-900">{message.subject}</h3>
          <p className="text-sm text-stone-700">
            {message.name} ·{' '}
            <a href={`mailto:${message.email}`} className="break-all text-rose-700 hover:underline">
              {message.email}
            </a>
          </p>
          <p className="text-xs text-stone-600">
            <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
          </p>
        </div>
        {handled ? (
          <Badge
            variant="outline"
            className="border-0 bg-green-100 text-green-900 ring-1 ring-green-200 ring-inset"
          >
            {t('admin.messages.handled')}
          </Badge>
        ) : (
          <Badge
            variant="outline"
            className="border-0 bg-amber-50 text-amber-900 ring-1 ring-amber-200 ring-inset"
          >
            {t('admin.messages.notHandled')}
          </Badge>
        )}
      </div>
      <p
        id={bodyId}
        className={cn(
          'mt-3 text-sm break-words whitespace-pre-line text-stone-800',
          long && !expanded && 'line-clamp-4',
        )}
      >
        {message.message}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {long && (
          <Button
            variant="link"
            size="sm"
            className="px-0"
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? t('admin.messages.showLess') : t('admin.messages.showMore')}
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          className="ml-auto"
          disabled={mark.isPending}
          onClick={toggle}
        >
          {handled ? <Circle aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
          {handled ? t('admin.messages.markNotHandled') : t('admin.messages.markHandled')}
        </Button>
      </div>
    </li>
  );
}
