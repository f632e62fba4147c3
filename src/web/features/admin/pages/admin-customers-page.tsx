import { Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useI18n } from '../../../lib/i18n';
import { useAdminCustomers } from '../api/customers-list';
import { CustomerCards, CustomersTable } from '../components/customers/customers-list';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { ListPagination } from '../components/orders/list-pagination';
import { ListError, ListSkeleton } from '../components/orders/list-states';
import { SearchField } from '../components/orders/search-field';
import { pageFrom } from '../utils/orders-filters';

export interface AdminCustomersPageProps {
  viewerRole: 'admin' | 'super_admin';
  viewerId: string;
}

/** /admin/customers: everyone registered, searchable and paged (decision 13). */
export function AdminCustomersPage({ viewerRole, viewerId }: AdminCustomersPageProps) {
  const { t } = useI18n();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q')?.trim() ?? '';
  const filters = { ...(q ? { q } : {}), page: pageFrom(searchParams) };
  const customers = useAdminCustomers(filters);
  const viewer = { role: viewerRole, id: viewerId };

  const search = (value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('q', value);
        else next.delete('q');
        next.delete('page');
        return next;
      },
      { replace: true },
    );

  return (
    <section className="space-y-5">
      <AdminPageHeader
        title={t('admin.section.customers')}
        description={
          customers.data ? t('admin.customers.count', { count: customers.data.total }) : undefined
        }
      />
      <SearchField
        id="admin-customer-search"
        label={t('admin.customers.search')}
        placeholder={t('admin.customers.searchPlaceholder')}
        value={q}
        onSearch={search}
      />
      {customers.isPending ? (
        <ListSkeleton />
      ) : customers.isError ? (
        <ListError
          title={t('admin.customers.loadFailed')}
          error={customers.error}
          onRetry={() => void customers.refetch()}
        />
      ) : customers.data.customers.length === 0 ? (
        <EmptyState
          icon={Users}
          title={q ? t('admin.customers.noMatch') : t('admin.customers.none')}
          action={
            q ? (
              <Button variant="outline" onClick={() => search('')}>
                {t('admin.customers.clearSearch')}
              </Button>
            ) : null
          }
        >
          {q ? t('admin.customers.noMatchHint') : t('admin.customers.noneHint')}
        </EmptyState>
      ) : (
        <div className={customers.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <CustomersTable customers={customers.data.customers} viewer={viewer} />
          <CustomerCards customers={customers.data.customers} viewer={viewer} />
        </div>
      )}
      {customers.data && (
        <ListPagination
          page={customers.data.page}
          pageSize={customers.data.pageSize}
          total={customers.data.total}
          searchParams={searchParams}
          noun={t('admin.pagination.noun.customers')}
        />
      )}
    </section>
  );
}
