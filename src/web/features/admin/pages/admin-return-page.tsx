import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { isNotFound } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { PageTitle } from '../../../lib/page-title';
import { richText } from '../../../lib/rich-text';
import { useAdminReturn } from '../api/returns-detail';
import { ListError } from '../components/layout/list-states';
import { ReturnActions } from '../components/returns/return-actions';
import { ReturnOrderFacts, ReturnOutcome } from '../components/returns/return-facts';
import { ReturnLines } from '../components/returns/return-lines';
import { ReturnReason } from '../components/returns/return-reason';
import { ReturnStatusBadge } from '../components/returns/return-status-badge';
import { ReturnSteps } from '../components/returns/return-steps';
import { shortId } from '../utils/orders-display';

/** /admin/returns/:id: one return, its order and lines, its steps, and what to do next. */
export function AdminReturnPage() {
  const { t, dateTime } = useI18n();
  const id = useParams().id ?? '';
  const query = useAdminReturn(id);

  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    return isNotFound(query.error) ? (
      <ReturnNotFound />
    ) : (
      <ListError
        title={t('admin.returns.loadOneFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const value = query.data;
  const order = shortId(value.order.id);
  return (
    <article aria-labelledby="admin-return-title" className="space-y-5">
      <PageTitle
        page={t('admin.documentTitle', { title: t('admin.returns.title', { id: order }) })}
      />
      <Link
        to="/admin/returns"
        className="inline-flex items-center gap-1 text-sm text-stone-700 hover:text-rose-700"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> {t('admin.returns.all')}
      </Link>
      <div>
        <h2 id="admin-return-title" className="font-serif text-2xl font-semibold">
          {richText(t('admin.returns.title'), { id: <span className="font-mono">{order}</span> })}
        </h2>
        <p className="text-sm text-stone-600">
          {richText(t('admin.returns.requestedOn'), {
            date: <time dateTime={value.requestedAt}>{dateTime(value.requestedAt)}</time>,
          })}
        </p>
        <div className="mt-2">
          <ReturnStatusBadge status={value.status} />
        </div>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-5">
          <ReturnActions value={value} />
          <ReturnLines value={value} />
          <ReturnReason value={value} />
        </div>
        <div className="min-w-0 space-y-5">
          <ReturnSteps value={value} />
          <ReturnOutcome value={value} />
          <ReturnOrderFacts value={value} />
        </div>
      </div>
    </article>
  );
}

function ReturnNotFound() {
  const { t } = useI18n();
  return (
    <EmptyState
      icon={SearchX}
      title={t('admin.returns.notFound')}
      action={
        <Button variant="outline" asChild>
          <Link to="/admin/returns">
            <ArrowLeft aria-hidden="true" /> {t('admin.returns.all')}
          </Link>
        </Button>
      }
    >
      {t('admin.returns.notFoundHint')}
    </EmptyState>
  );
}
