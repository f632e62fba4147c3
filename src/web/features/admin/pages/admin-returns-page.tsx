import { Undo2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { RETURN_STATUSES, type ReturnStatus } from '#shared/returns';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { fieldClasses } from '../../../components/ui/input';
import { useI18n } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { type ReturnFilters, useAdminReturns } from '../api/returns-list';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { ListStates } from '../components/layout/list-states';
import { ListPagination } from '../components/orders/list-pagination';
import { ReturnCards, ReturnsTable } from '../components/returns/returns-table';

function filtersFrom(params: URLSearchParams): ReturnFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: RETURN_STATUSES.includes(status as ReturnStatus) ? (status as ReturnStatus) : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** /admin/returns: returns asked for after delivery, newest first, by status, 20 a page. */
export function AdminReturnsPage() {
  const { t } = useI18n();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFrom(searchParams);
  const returns = useAdminReturns(filters);
  // A new status starts again at page 1.
  const setStatus = (value: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set('status', value);
      else next.delete('status');
      next.delete('page');
      return next;
    });

  return (
    <section className="space-y-5">
      <AdminPageHeader
        title={t('admin.section.returns')}
        description={
          returns.data
            ? t('admin.returns.count', { count: returns.data.total })
            : t('admin.returns.description')
        }
      />
      <div className="sm:w-60">
        <label
          htmlFor="admin-return-status"
          className="mb-1 block text-xs font-medium text-stone-700"
        >
          {t('admin.returns.filter.status')}
        </label>
        <select
          id="admin-return-status"
          value={filters.status ?? ''}
          onChange={(event) => setStatus(event.target.value)}
          className={cn(fieldClasses, 'h-10 pr-2')}
        >
          <option value="">{t('admin.returns.filter.all')}</option>
          {RETURN_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`admin.returns.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <ListStates
        query={returns}
        loadFailed={t('admin.returns.loadFailed')}
        isEmpty={(data) => data.returns.length === 0}
        empty={
          <EmptyState
            icon={Undo2}
            title={t('admin.returns.none')}
            action={
              filters.status ? (
                <Button variant="outline" onClick={() => setSearchParams({})}>
                  {t('admin.clearFilters')}
                </Button>
              ) : null
            }
          >
            {filters.status ? t('admin.returns.noneFiltered') : t('admin.returns.noneHint')}
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <ReturnsTable returns={data.returns} />
            <ReturnCards returns={data.returns} />
          </>
        )}
      </ListStates>
      {returns.data && (
        <ListPagination
          page={returns.data.page}
          pageSize={returns.data.pageSize}
          total={returns.data.total}
          searchParams={searchParams}
          noun={t('admin.returns.noun')}
        />
      )}
    </section>
  );
}
