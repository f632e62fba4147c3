import { MessageSquareWarning } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { COMPLAINT_STATES } from '#shared/schemas/complaints';
import { EmptyState } from '../../../components/ui/empty-state';
import { useI18n } from '../../../lib/i18n';
import { type ComplaintFilters, useAdminComplaints } from '../api/complaints-list';
import { ComplaintStateTabs } from '../components/complaints/complaint-state-tabs';
import { ComplaintCards, ComplaintsTable } from '../components/complaints/complaints-table';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { ListStates } from '../components/layout/list-states';
import { ListPagination } from '../components/orders/list-pagination';

function filtersFrom(params: URLSearchParams): ComplaintFilters {
  const state = params.get('state');
  const page = Number(params.get('page'));
  return {
    state: COMPLAINT_STATES.find((known) => known === state) ?? 'waiting',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * /admin/complaints: the complaints the shop owes an answer, most urgent first (or those past their
 * 72 hours, answered, resolved, all), 20 a page.
 */
export function AdminComplaintsPage() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const filters = filtersFrom(searchParams);
  const complaints = useAdminComplaints(filters);
  return (
    <section className="space-y-5">
      <AdminPageHeader
        title={t('admin.complaints.title')}
        description={t('admin.complaints.intro')}
      />
      <ComplaintStateTabs current={filters.state} />
      <ListStates
        query={complaints}
        loadFailed={t('admin.complaints.loadFailed')}
        isEmpty={(data) => data.complaints.length === 0}
        empty={
          <EmptyState
            icon={MessageSquareWarning}
            title={t('admin.complaints.empty')}
            action={null}
          />
        }
      >
        {(data) => (
          <>
            <ComplaintsTable complaints={data.complaints} />
            <ComplaintCards complaints={data.complaints} />
          </>
        )}
      </ListStates>
      {complaints.data && (
        <ListPagination
          page={complaints.data.page}
          pageSize={complaints.data.pageSize}
          total={complaints.data.total}
          searchParams={searchParams}
          noun={t('admin.complaints.noun')}
        />
      )}
    </section>
  );
}
