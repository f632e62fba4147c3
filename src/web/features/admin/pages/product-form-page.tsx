import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { adminProductIdParamsSchema } from '#shared/schemas/admin';
import { Skeleton } from '../../../components/ui/skeleton';
import { isNotFound } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { useAdminProduct } from '../api/products-detail';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { ListError } from '../components/layout/list-states';
import { ProductForm } from '../components/products/product-form';

/** /admin/products/new and /admin/products/:id/edit. */
export function ProductFormPage() {
  const { t } = useI18n();
  const { id } = useParams();
  if (id === undefined) {
    return (
      <>
        <FormHeader title={t('admin.products.add')} />
        <ProductForm />
      </>
    );
  }
  const parsed = adminProductIdParamsSchema.safeParse({ id });
  return parsed.success ? <EditProduct id={parsed.data.id} /> : <ProductNotFound />;
}

function EditProduct({ id }: { id: number }) {
  const { t } = useI18n();
  const product = useAdminProduct(id);
  if (product.isPending) {
    return (
      <>
        <FormHeader title={t('admin.productForm.editTitle')} />
        <Skeleton className="h-[32rem] rounded-xl" aria-label={t('admin.loading')} />
      </>
    );
  }
  if (product.isError) {
    if (isNotFound(product.error)) return <ProductNotFound />;
    return (
      <>
        <FormHeader title={t('admin.productForm.editTitle')} />
        <ListError
          title={t('admin.productForm.loadFailed')}
          error={product.error}
          onRetry={() => void product.refetch()}
        />
      </>
    );
  }
  return (
    <>
      <FormHeader title={t('admin.productForm.editTitle')} description={product.data.name} />
      {/* A fresh form per product, so its fields start from that product. */}
      <ProductForm key={product.data.id} product={product.data} />
    </>
  );
}

function FormHeader({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <BackLink />
      <AdminPageHeader title={title} description={description} />
    </>
  );
}

function BackLink() {
  const { t } = useI18n();
  return (
    <Link
      to="/admin/products"
      className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-stone-700 hover:text-rose-700"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('admin.section.products')}
    </Link>
  );
}

function ProductNotFound() {
  const { t } = useI18n();
  return (
    <>
      <BackLink />
      <AdminPageHeader
        title={t('admin.productForm.notFound')}
        description={t('admin.productForm.notFoundHint')}
      />
    </>
  );
}
