import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { AdminComplaint } from '#shared/schemas/complaints';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { isNotFound } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { PageTitle } from '../../../lib/page-title';
import { useAdminComplaint } from '../api/complaints-detail';
import { ComplaintClock } from '../components/complaints/complaint-clock';
import { ComplaintOrderFacts } from '../components/complaints/complaint-order-facts';
import { ComplaintOutcome } from '../components/complaints/complaint-outcome';
import { ComplaintPhotos } from '../components/complaints/complaint-photos';
import { ComplaintReplyForm } from '../components/complaints/complaint-reply-form';
import { ComplaintResolveForm } from '../components/complaints/complaint-resolve-form';
import { ComplaintStatusBadge } from '../components/complaints/complaint-status-badge';
import { ComplaintThread } from '../components/complaints/complaint-thread';
import { ListError } from '../components/layout/list-states';
import { DetailSection } from '../components/orders/detail-section';

/**
 * /admin/complaints/:id: one complaint, its messages, photos and order; answer the shopper or
 * resolve it. Once resolved the forms give way to the outcome.
 */
export function AdminComplaintPage() {
  const { t } = useI18n();
  const id = useParams().id ?? '';
  const query = useAdminComplaint(id);

  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    return isNotFound(query.error) ? (
      <ComplaintNotFound />
    ) : (
      <ListError
        title={t('admin.complaints.loadOneFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const complaint = query.data;
  const resolved = complaint.status === 'resolved';
  return (
    <article aria-labelledby="admin-complaint-title" className="space-y-5">
      <PageTitle
        page={t('admin.documentTitle', {
          title: t('admin.complaints.documentTitle', { orderId: complaint.order.number }),
        })}
      />
      <BackLink />
      <ComplaintHeading complaint={complaint} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-5">
          <ComplaintThread complaint={complaint} />
          <ComplaintPhotos photos={complaint.photos} />
          {resolved ? (
            <ComplaintOutcome complaint={complaint} />
          ) : (
            <>
              <DetailSection title={t('admin.complaints.reply')}>
                <ComplaintReplyForm complaintId={complaint.id} />
              </DetailSection>
              <DetailSection title={t('admin.complaints.resolve')}>
                <ComplaintResolveForm complaintId={complaint.id} />
              </DetailSection>
            </>
          )}
        </div>
        <div className="min-w-0 space-y-5">
          <ComplaintOrderFacts order={complaint.order} />
        </div>
      </div>
    </article>
  );
}

/** What it is about, where it stands, when and how it came, and the clock while one runs. */
function ComplaintHeading({ complaint }: { complaint: AdminComplaint }) {
  const { t, dateTime } = useI18n();
  return (
    <div className="space-y-2">
      <h2 id="admin-complaint-title" className="font-serif text-2xl font-semibold">
        {t('admin.complaints.heading', { orderId: complaint.order.number })}
      </h2>
      <p className="text-lg font-medium text-stone-900">
        {t(`complaint.topic.${complaint.topic}`)}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <ComplaintStatusBadge status={complaint.status} />
        {complaint.respondBy && <ComplaintClock respondBy={complaint.respondBy} />}
      </div>
      <ul className="space-y-0.5 text-sm text-stone-600">
        <li>
          <time dateTime={complaint.createdAt}>
            {t('complaint.raisedOn', { date: dateTime(complaint.createdAt) })}
          </time>{' '}
          · {t(`admin.complaints.raisedVia.${complaint.raisedVia}`)}
        </li>
        {complaint.firstReplyAt && (
          <li>
            <time dateTime={complaint.firstReplyAt}>
              {t('admin.complaints.firstReply', { date: dateTime(complaint.firstReplyAt) })}
            </time>
          </li>
        )}
      </ul>
    </div>
  );
}

function BackLink() {
  const { t } = useI18n();
  return (
    <Link
      to="/admin/complaints"
      className="inline-flex items-center gap-1 text-sm text-stone-700 hover:text-rose-700"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> {t('admin.complaints.back')}
    </Link>
  );
}

function ComplaintNotFound() {
  const { t } = useI18n();
  return (
    <EmptyState
      icon={SearchX}
      title={t('admin.complaints.notFound')}
      action={
        <Button variant="outline" asChild>
          <Link to="/admin/complaints">
            <ArrowLeft aria-hidden="true" /> {t('admin.complaints.back')}
          </Link>
        </Button>
      }
    >
      {t('admin.complaints.notFoundHint')}
    </EmptyState>
  );
}
