import { MessageCircleWarning } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import type { Complaint } from '#shared/schemas/complaints';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ComplaintWords } from '../../../lib/complaint-words';
import { useI18n } from '../../../lib/i18n';
import { type ComplaintAccess, useComplaints } from '../api/complaints';
import { ComplaintCard, useFocusWhenShown } from './complaint-thread';
import { OrderSection, type SectionLevel } from './order-section';

// The form (and the contract's checks) load when the shopper first opens it.
const ComplaintForm = lazy(() =>
  import('./complaint-form').then((m) => ({ default: m.ComplaintForm })),
);

type SectionProps = { level?: SectionLevel; className?: string };

/**
 * An order's complaints (issue 43), newest first, and "Make a complaint" while none is unresolved
 * (the shop takes one at a time), inside the complaint words (ComplaintWords).
 */
function ComplaintsSection({
  access,
  complaints,
  loading = false,
  failed = false,
  onRetry,
  onSaved,
  level = 2,
  className,
}: SectionProps & {
  access: ComplaintAccess;
  /** Oldest first, as the server answers them. */
  complaints: Complaint[];
  loading?: boolean;
  failed?: boolean;
  onRetry?: () => void;
  onSaved: (complaint: Complaint) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [formOpen, setFormOpen] = useState(false);
  const focusWhenShown = useFocusWhenShown();
  const newestFirst = [...complaints].reverse();
  const canRaise = !loading && !failed && complaints.every((c) => c.status === 'resolved');
  const openerId = `${id}-raise`;
  const headingIdOf = (complaint: Complaint) => `${id}-complaint-${complaint.id}`;
  const inner = level === 3 ? 4 : 3;

  return (
    <OrderSection
      id="complaints"
      title={t('complaint.heading')}
      level={level}
      className={className}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-700">{t('complaint.intro')}</p>
        {canRaise && !formOpen && (
          <Button
            id={openerId}
            variant="outline"
            className="w-full shrink-0 sm:w-auto"
            onClick={() => setFormOpen(true)}
          >
            <MessageCircleWarning aria-hidden="true" />
            {t('complaint.raise')}
          </Button>
        )}
      </div>

      {formOpen && (
        <div className="mt-4">
          <Suspense fallback={<Spinner />}>
            <ComplaintForm
              access={access}
              headingLevel={inner}
              onSent={(complaint) => {
                setFormOpen(false);
                onSaved(complaint);
                focusWhenShown(headingIdOf(complaint));
              }}
              onCancel={() => {
                setFormOpen(false);
                focusWhenShown(openerId);
              }}
            />
          </Suspense>
        </div>
      )}

      {loading && <Spinner className="mt-4" />}
      {failed && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm text-red-700">
            {t('complaint.loadFailed')}
          </p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t('orders.detail.tryAgain')}
          </Button>
        </div>
      )}
      {newestFirst.length > 0 && (
        <div className="mt-4 space-y-4">
          {newestFirst.map((complaint, index) => (
            <ComplaintCard
              key={complaint.id}
              complaint={complaint}
              access={access}
              headingId={headingIdOf(complaint)}
              headingLevel={inner}
              latest={index === 0}
              showPhotos={access.kind === 'account'}
              onSaved={onSaved}
            />
          ))}
        </div>
      )}
    </OrderSection>
  );
}

/**
 * On the signed-in shopper's order page: the complaints are read and kept in the query cache. The
 * pages load this module lazily, with its words (so no page's own chunk names their loader).
 */
export function OrderComplaintsSection({
  orderId,
  ...section
}: SectionProps & { orderId: string }) {
  const access = useMemo<ComplaintAccess>(() => ({ kind: 'account', orderId }), [orderId]);
  const complaints = useComplaints(orderId);
  return (
    <ComplaintWords>
      <ComplaintsSection
        {...section}
        access={access}
        complaints={complaints.data ?? []}
        loading={complaints.isPending}
        failed={complaints.isError}
        onRetry={() => void complaints.refetch()}
        // The mutations already keep their answer in the cache the list reads.
        onSaved={() => {}}
      />
    </ComplaintWords>
  );
}

/**
 * On /track: the complaints came with the order, and what is sent goes by the number and phone it
 * was found by; `onSaved` shows the answer in the page's copy of the order.
 */
export function TrackComplaintsSection({
  orderNumber,
  phone,
  complaints,
  onSaved,
  ...section
}: SectionProps & {
  orderNumber: string;
  phone: string;
  complaints: Complaint[];
  onSaved: (complaint: Complaint) => void;
}) {
  const access = useMemo<ComplaintAccess>(
    () => ({ kind: 'track', orderNumber, phone }),
    [orderNumber, phone],
  );
  return (
    <ComplaintWords>
      <ComplaintsSection {...section} access={access} complaints={complaints} onSaved={onSaved} />
    </ComplaintWords>
  );
}
