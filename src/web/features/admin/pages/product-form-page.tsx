import { useParams } from 'react-router';
import { type AdminProduct, adminProductIdParamsSchema } from '#shared/schemas/admin';
import { useI18n } from '../../../lib/i18n';
import { useAdminProduct } from '../api/products-detail';
import { EntityActivityPanel } from '../components/activity/entity-activity-panel';
import { type BackTo, EditFormFrame, FormPageHeader } from '../components/layout/form-page-frame';
import { ProductForm } from '../components/products/product-form';
import { ProductStockPanel } from '../components/stock/product-stock-panel';

/** /admin/products/new and /admin/products/:id/edit. */
export function ProductFormPage() {
  const { t } = useI18n();
  const { id } = useParams();
  const back = { to: '/admin/products', label: t('admin.section.products') };
  if (id === undefined) {
    return (
      <>
        <FormPageHeader back={back} title={t('admin.products.add')} />
        <ProductForm />
      </>
    );
  }
  const parsed = adminProductIdParamsSchema.safeParse({ id });
  const notFound = {
    title: t('admin.productForm.notFound'),
    hint: t('admin.productForm.notFoundHint'),
  };
  if (!parsed.success)
    return <FormPageHeader back={back} title={notFound.title} description={notFound.hint} />;
  return <EditProduct id={parsed.data.id} back={back} notFound={notFound} />;
}

const stockFigures = (product: AdminProduct) =>
  [
    product.stockQuantity,
    ...(product.variants ?? []).map((variant) => variant.stockQuantity),
  ].join();

function EditProduct({
  id,
  ...frame
}: {
  id: number;
  back: BackTo;
  notFound: { title: string; hint: string };
}) {
  const { t } = useI18n();
  return (
    <EditFormFrame
      {...frame}
      title={t('admin.productForm.editTitle')}
      query={useAdminProduct(id)}
      loadFailed={t('admin.productForm.loadFailed')}
      describe={(product) => product.name}
    >
      {/* A fresh form per product and per stock figure, so its fields start from what is true:
          a stock adjusted below must not be written back by saving the form. */}
      {(product) => (
        <div className="space-y-6">
          <ProductForm key={`${product.id}:${stockFigures(product)}`} product={product} />
          <ProductStockPanel productId={product.id} />
          <EntityActivityPanel entity="product" entityId={String(product.id)} />
        </div>
      )}
    </EditFormFrame>
  );
}
