import { ClipboardCheck, PackageSearch, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminProduct } from '#shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useI18n } from '../../../lib/i18n';
import { useAdminProducts } from '../api/products-list';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { ListStates } from '../components/layout/list-states';
import { ListPagination } from '../components/orders/list-pagination';
import { DeleteProductDialog } from '../components/products/delete-product-dialog';
import { ProductCards } from '../components/products/product-cards';
import { ProductsTable } from '../components/products/products-table';
import { ProductsToolbar } from '../components/products/products-toolbar';
import { useFigureAccess } from '../utils/product-figures';
import {
  type AdminProductsFilter,
  productsFilterFrom,
  productsFilterParams,
} from '../utils/products-filter';
import { useStaffAccess } from '../utils/staff-access';

export function ProductsPage() {
  const { t } = useI18n();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = productsFilterFrom(searchParams);
  const products = useAdminProducts(filter);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const canAdd = useCanAddProduct();

  // A new search or filter starts again from page 1.
  const changeFilter = (
    change: Partial<Omit<AdminProductsFilter, 'page'>>,
    options?: { replace: boolean },
  ) => setSearchParams(productsFilterParams({ ...filter, ...change, page: 1 }), options);

  const filtered = Boolean(filter.q || filter.category || filter.status);

  return (
    <>
      <AdminPageHeader
        title={t('admin.section.products')}
        description={t('admin.products.description')}
        actions={
          // The stock page is for everyone here: its count needs products.stock, not its waiting list.
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" asChild>
              <Link to="/admin/stock-count">
                <ClipboardCheck aria-hidden="true" />
                {t('admin.stockCount.link')}
              </Link>
            </Button>
            {canAdd && (
              <Button asChild>
                <Link to="/admin/products/new">
                  <Plus aria-hidden="true" />
                  {t('admin.products.add')}
                </Link>
              </Button>
            )}
          </div>
        }
      />
      <ProductsToolbar filter={filter} onChange={changeFilter} />
      <ListStates
        query={products}
        loadFailed={t('admin.products.loadFailed')}
        skeletonRows={8}
        keepListOnError
        isEmpty={(data) => data.products.length === 0}
        empty={<NoProducts filtered={filtered} pastFirstPage={filter.page > 1} />}
      >
        {(data) => (
          <div className="space-y-4">
            <div className="hidden md:block">
              <ProductsTable products={data.products} onDelete={setDeleting} />
            </div>
            <div className="md:hidden">
              <ProductCards products={data.products} onDelete={setDeleting} />
            </div>
            <ListPagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              searchParams={searchParams}
              noun={t('admin.pagination.noun.products')}
            />
          </div>
        )}
      </ListStates>
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

/** A new product sets its prices and stock, so adding one asks for both beside editing. */
function useCanAddProduct(): boolean {
  const { can } = useStaffAccess();
  const figures = useFigureAccess();
  return can('products.edit') && figures.variants;
}

function NoProducts({ filtered, pastFirstPage }: { filtered: boolean; pastFirstPage: boolean }) {
  const { t } = useI18n();
  const canAdd = useCanAddProduct();
  return (
    <EmptyState
      icon={PackageSearch}
      title={filtered ? t('admin.products.noMatch') : t('admin.products.none')}
      action={
        filtered || pastFirstPage ? (
          <Button variant="outline" asChild>
            <Link to="/admin/products">{t('admin.clearFilters')}</Link>
          </Button>
        ) : canAdd ? (
          <Button asChild>
            <Link to="/admin/products/new">{t('admin.products.add')}</Link>
          </Button>
        ) : null
      }
    >
      {filtered ? t('admin.products.noMatchHint') : t('admin.products.noneHint')}
    </EmptyState>
  );
}
