import { Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useI18n } from '../../../lib/i18n';
import { useAdminCustomers } from '../api/customers-list';
import { CustomerCards, CustomersTable } from '../components/customers/customers-list';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { ListStates } from '../components/layout/list-states';
import { ListPagination } from '../components/orders/list-pagination';
import { SearchField } from '../components/orders/search-field';
import { pageFrom } from '../utils/orders-filters';

export interface AdminCustomersPageProps {
  viewerId: string;
}

/** /admin/customers: everyone registered, searchable and paged (shared/spec/decisions.md #13). */
export function AdminCustomersPage({ viewerId }: AdminCustomersPageProps) {
  const { t } = useI18n();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q')?.trim() ?? '';
  const filters = { ...(q ? { q } : {}), page: pageFrom(searchParams) };
  const customers = useAdminCustomers(filters);
  const viewer = { id: viewerId };

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
      <ListStates
        query={customers}
        loadFailed={t('admin.customers.loadFailed')}
        isEmpty={(data) => data.customers.length === 0}
        empty={<NoCustomers searched={q !== ''} onClearSearch={() => search('')} />}
      >
        {(data) => (
          <>
            <CustomersTable customers={data.customers} viewer={viewer} />
            <CustomerCards customers={data.customers} viewer={viewer} />
          </>
        )}
      </ListStates>
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

function NoCustomers({
  searched,
  onClearSearch,
}: {
  searched: boolean;
  onClearSearch: () => void;
}) {
  const { t } = useI18n();
  if (!searched) {
    return (
      <EmptyState icon={Users} title={t('admin.customers.none')} action={null}>
        {t('admin.customers.noneHint')}
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={Users}
      title={t('admin.customers.noMatch')}
      action={
        <Button variant="outline" onClick={onClearSearch}>
          {t('admin.customers.clearSearch')}
        </Button>
      }
    >
      {t('admin.customers.noMatchHint')}
    </EmptyState>
  );
}
