import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { adminProductIdParamsSchema } from '#shared/schemas/admin';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiRequestError } from '../../../lib/api-client';
import { useAdminProduct } from '../api/products-detail';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { ListError } from '../components/orders/list-states';
import { ProductForm } from '../components/products/product-form';

/** /admin/products/new and /admin/products/:id/edit. */
export function ProductFormPage() {
  const { id } = useParams();
  if (id === undefined) {
    return (
      <>
        <FormHeader title="Add Product" />
        <ProductForm />
      </>
    );
  }
  const parsed = adminProductIdParamsSchema.safeParse({ id });
  return parsed.success ? <EditProduct id={parsed.data.id} /> : <ProductNotFound />;
}

function EditProduct({ id }: { id: number }) {
  const product = useAdminProduct(id);
  if (product.isPending) {
    return (
      <>
        <FormHeader title="Edit Product" />
        <Skeleton className="h-[32rem] rounded-xl" aria-label="Loading" />
      </>
    );
  }
  if (product.isError) {
    if (product.error instanceof ApiRequestError && product.error.status === 404) {
      return <ProductNotFound />;
    }
    return (
      <>
        <FormHeader title="Edit Product" />
        <ListError
          title="Could not load the product"
          error={product.error}
          onRetry={() => void product.refetch()}
        />
      </>
    );
  }
  return (
    <>
      <FormHeader title="Edit Product" description={product.data.name} />
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
  return (
    <Link
      to="/admin/products"
      className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-stone-700 hover:text-rose-700"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Products
    </Link>
  );
}

function ProductNotFound() {
  return (
    <>
      <BackLink />
      <AdminPageHeader
        title="Product not found"
        description="It may have been deleted. Go back to the products list."
      />
    </>
  );
}
