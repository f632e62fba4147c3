import { MessageSquareReply } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Complaint, ComplaintStatus } from '#shared/schemas/complaints';
import { PhotoThumbnails } from '../../../components/photo-thumbnails';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import type { ComplaintAccess } from '../api/complaints';

// The form (and the contract's checks) load when the shopper first writes back.
const ComplaintReplyForm = lazy(() =>
  import('./complaint-reply-form').then((m) => ({ default: m.ComplaintReplyForm })),
);

const STATUS_CLASSES: Record<ComplaintStatus, string> = {
  open: 'bg-amber-100 text-amber-900 ring-amber-200',
  answered: 'bg-blue-100 text-blue-900 ring-blue-200',
  resolved: 'bg-green-100 text-green-900 ring-green-200',
};

/** Focuses the element with this id once it is on the page (after the answer re-renders it). */
export function useFocusWhenShown() {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    const element = document.getElementById(target);
    if (!element) return;
    element.focus();
    setTarget(null);
  });
  return setTarget;
}

function Thread({ messages, idPrefix }: { messages: Complaint['messages']; idPrefix: string }) {
  const { t, dateTime } = useI18n();
  return (
    <ol aria-label={t('complaint.messages')} className="mt-4 max-w-3xl space-y-2">
      {messages.map((message) => {
        const mine = message.from === 'shopper';
        return (
          <li
            key={message.id}
            id={`${idPrefix}-message-${message.id}`}
            tabIndex={-1}
            data-from={message.from}
            className={cn(
              'rounded-lg p-3 focus-visible:outline-2 focus-visible:outline-rose-600',
              mine ? 'ml-6 bg-rose-50 sm:ml-12' : 'mr-6 bg-stone-100 sm:mr-12',
            )}
          >
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs">
              <span className="font-semibold text-stone-900">
                {t(mine ? 'complaint.from.shopper' : 'complaint.from.shop')}
              </span>
              <time dateTime={message.at} className="text-stone-600">
                {dateTime(message.at)}
              </time>
            </p>
            <p className="mt-1 text-sm break-words whitespace-pre-line text-stone-800">
              {message.text}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

function Photos({ photos }: { photos: string[] }) {
  const { t } = useI18n();
  return (
    <PhotoThumbnails
      photos={photos}
      label={t('complaint.photos.label')}
      altOf={(index) => t('complaint.photo', { index: index + 1 })}
      className="mt-3"
    />
  );
}

/**
 * One complaint (issue 43): its topic, when it was raised and where it stands, the shop's deadline
 * or its outcome, the photos sent with it and the messages both ways, and "Write back" while it is
 * unresolved. Needs the complaint words (ComplaintWords around it).
 */
export function ComplaintCard({
  complaint,
  access,
  headingId,
  headingLevel,
  latest,
  showPhotos,
  onSaved,
}: {
  complaint: Complaint;
  access: ComplaintAccess;
  headingId: string;
  headingLevel: 3 | 4;
  /** The order's newest complaint: once resolved, it says a new one may be made. */
  latest: boolean;
  /** Photos are private to the signed-in shopper; /track's visitor could not open them. */
  showPhotos: boolean;
  onSaved: (complaint: Complaint) => void;
}) {
  const { t, date, dateTime } = useI18n();
  const [writing, setWriting] = useState(false);
  const focusWhenShown = useFocusWhenShown();
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  const resolved = complaint.status === 'resolved';
  const openerId = `${headingId}-write-back`;

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-stone-200 p-3 sm:p-4"
      data-complaint={complaint.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <Heading
            id={headingId}
            tabIndex={-1}
            className="font-medium break-words text-stone-900 focus-visible:outline-2 focus-visible:outline-rose-600"
          >
            {t(`complaint.topic.${complaint.topic}`)}
          </Heading>
          <p className="mt-0.5 text-xs text-stone-600">
            <time dateTime={complaint.createdAt}>
              {t('complaint.raisedOn', { date: date(complaint.createdAt) })}
            </time>
          </p>
        </div>
        <Badge
          variant="outline"
          className={cn('border-0 ring-1 ring-inset', STATUS_CLASSES[complaint.status])}
        >
          {t(`complaint.status.${complaint.status}`)}
        </Badge>
      </div>

      {complaint.respondBy && !resolved && (
        <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          <time dateTime={complaint.respondBy}>
            {t('complaint.respondBy', { date: dateTime(complaint.respondBy) })}
          </time>
        </p>
      )}
      {resolved && complaint.resolution && (
        <div className="mt-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          <p className="font-semibold">
            {t('complaint.resolvedAs', {
              resolution: t(`complaint.resolution.${complaint.resolution}`),
            })}
          </p>
          {complaint.resolutionNote && (
            <p className="mt-1 break-words whitespace-pre-line">{complaint.resolutionNote}</p>
          )}
          {complaint.resolvedAt && (
            <p className="mt-1 text-xs">
              <time dateTime={complaint.resolvedAt}>{dateTime(complaint.resolvedAt)}</time>
            </p>
          )}
        </div>
      )}

      {showPhotos && complaint.photos.length > 0 && <Photos photos={complaint.photos} />}
      <Thread messages={complaint.messages} idPrefix={headingId} />

      {!resolved &&
        (writing ? (
          <Suspense fallback={<Spinner className="mt-4" />}>
            <ComplaintReplyForm
              access={access}
              complaintId={complaint.id}
              onSent={(saved) => {
                setWriting(false);
                onSaved(saved);
                const last = saved.messages.at(-1);
                focusWhenShown(last ? `${headingId}-message-${last.id}` : headingId);
              }}
              onCancel={() => {
                setWriting(false);
                focusWhenShown(openerId);
              }}
            />
          </Suspense>
        ) : (
          <Button
            id={openerId}
            variant="outline"
            className="mt-4 w-full sm:w-auto"
            onClick={() => setWriting(true)}
          >
            <MessageSquareReply aria-hidden="true" />
            {t('complaint.writeBack')}
          </Button>
        ))}
      {resolved && latest && (
        <p className="mt-3 text-sm text-stone-700">{t('complaint.closedHint')}</p>
      )}
    </article>
  );
}
