import { ClipboardList } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useAdminOrders } from '../api/orders-list';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { ListPagination } from '../components/orders/list-pagination';
import { ListError, ListSkeleton } from '../components/orders/list-states';
import { OrderFiltersBar } from '../components/orders/order-filters-bar';
import { OrderCards, OrdersTable } from '../components/orders/orders-table';
import { orderFiltersFrom } from '../utils/orders-filters';

/** /admin/orders: every order, newest first, filtered and paged through the URL. */
export function AdminOrdersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = orderFiltersFrom(searchParams);
  const orders = useAdminOrders(filters);
  const filtered = Boolean(filters.status || filters.paymentStatus || filters.q);

  // A new filter starts again at page 1; typing replaces the history entry rather than adding one.
  const setFilter = (key: 'status' | 'paymentStatus' | 'q', value: string) => {
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
        title="Orders"
        description={
          orders.data
            ? `${orders.data.total} ${orders.data.total === 1 ? 'order' : 'orders'}`
            : undefined
        }
      />
      <OrderFiltersBar filters={filters} onChange={setFilter} />
      {orders.isPending ? (
        <ListSkeleton />
      ) : orders.isError ? (
        <ListError
          title="Failed to load orders"
          error={orders.error}
          onRetry={() => void orders.refetch()}
        />
      ) : orders.data.orders.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title="No orders match"
          action={
            filtered ? (
              <Button variant="outline" onClick={() => setSearchParams({})}>
                Clear filters
              </Button>
            ) : null
          }
        >
          {filtered ? 'Try another status or search.' : 'Orders will show here once customers buy.'}
        </EmptyState>
      ) : (
        <div
          className={orders.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          aria-busy={orders.isPlaceholderData}
        >
          <OrdersTable orders={orders.data.orders} />
          <OrderCards orders={orders.data.orders} />
        </div>
      )}
      {orders.data && (
        <ListPagination
          page={orders.data.page}
          pageSize={orders.data.pageSize}
          total={orders.data.total}
          searchParams={searchParams}
          noun="orders"
        />
      )}
    </section>
  );
}
