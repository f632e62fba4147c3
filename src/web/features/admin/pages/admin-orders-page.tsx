import { ClipboardList, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useI18n } from '../../../lib/i18n';
import { useAdminOrders } from '../api/orders-list';
import { BulkBookingBar } from '../components/delivery/bulk-booking';
import { canBulkBook } from '../components/delivery/delivery-badges';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { ListStates } from '../components/layout/list-states';
import { ListPagination } from '../components/orders/list-pagination';
import { type OrderFilterKey, OrderFiltersBar } from '../components/orders/order-filters-bar';
import { OrderCards, OrdersTable } from '../components/orders/orders-table';
import { orderFiltersFrom } from '../utils/orders-filters';

/** /admin/orders: every order, newest first, filtered and paged through the URL. */
export function AdminOrdersPage() {
  const { t } = useI18n();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = orderFiltersFrom(searchParams);
  const orders = useAdminOrders(filters);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  // Only what is on this page and still bookable counts: a new page or filter, or a booking
  // elsewhere, leaves nothing ticked that the admin cannot see.
  const selected = new Set(
    (orders.data?.orders ?? [])
      .filter((order) => canBulkBook(order) && ticked.has(order.id))
      .map((order) => order.id),
  );
  const selection = {
    selected,
    toggle: (id: string) => {
      const next = new Set(selected);
      if (!next.delete(id)) next.add(id);
      setTicked(next);
    },
  };
  const filtered = Boolean(
    filters.status ||
      filters.paymentStatus ||
      filters.paymentMethod ||
      filters.delivery ||
      filters.source ||
      filters.takenBy ||
      filters.q,
  );

  // A new filter starts again at page 1; typing replaces the history entry rather than adding one.
  const setFilter = (key: OrderFilterKey, value: string) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete('page');
        return next;
      },
      { replace: key === 'q' },
    );
  };

  return (
    <section className="space-y-5">
      <AdminPageHeader
        title={t('admin.section.orders')}
        description={
          orders.data ? t('admin.orders.count', { count: orders.data.total }) : undefined
        }
        actions={
          <Button asChild>
            <Link to="/admin/orders/new">
              <Plus aria-hidden="true" />
              {t('admin.staffOrder.newOrder')}
            </Link>
          </Button>
        }
      />
      <OrderFiltersBar filters={filters} onChange={setFilter} />
      <ListStates
        query={orders}
        loadFailed={t('admin.orders.loadFailed')}
        isEmpty={(data) => data.orders.length === 0}
        empty={<NoOrders filtered={filtered} onClearFilters={() => setSearchParams({})} />}
      >
        {(data) => (
          <>
            <BulkBookingBar orders={data.orders} selected={selected} onSelect={setTicked} />
            <OrdersTable orders={data.orders} selection={selection} />
            <OrderCards orders={data.orders} selection={selection} />
          </>
        )}
      </ListStates>
      {orders.data && (
        <ListPagination
          page={orders.data.page}
          pageSize={orders.data.pageSize}
          total={orders.data.total}
          searchParams={searchParams}
          noun={t('admin.pagination.noun.orders')}
        />
      )}
    </section>
  );
}

function NoOrders({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  const { t } = useI18n();
  return (
    <EmptyState
      icon={ClipboardList}
      title={t('admin.orders.noMatch')}
      action={
        filtered ? (
          <Button variant="outline" onClick={onClearFilters}>
            {t('admin.clearFilters')}
          </Button>
        ) : null
      }
    >
      {filtered ? t('admin.orders.noMatchHint') : t('admin.orders.noneHint')}
    </EmptyState>
  );
}
