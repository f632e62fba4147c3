import { AlertCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { CATEGORY_LABELS, PRODUCT_CATEGORIES, PRODUCT_STATUSES } from '#shared/catalog';
import type { AdminProduct } from '#shared/schemas/admin';
import { Button } from '../../../../components/ui/button';
import { describedBy, FormField } from '../../../../components/ui/form-field';
import { fieldClasses, Input, Textarea } from '../../../../components/ui/input';
import { Switch } from '../../../../components/ui/switch';
import { cn } from '../../../../lib/utils';
import { useSaveAdminProduct } from '../../api/products-save';
import {
  type ProductFormValues,
  type ProductSaveInput,
  parseProductForm,
  productFormValues,
} from '../../utils/product-form-values';
import { isUploadingImage } from '../../utils/product-image-rows';
import { ImageRowsField } from './image-rows-field';
import { PRODUCT_STATUS_LABELS } from './product-status-badge';

/** Checks with the shared contract after turning taka into poisha (see parseProductForm). */
const productFormResolver: Resolver<ProductFormValues, unknown, ProductSaveInput> = (values) => {
  const result = parseProductForm(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<ProductFormValues> = {};
  for (const [field, message] of Object.entries(result.errors)) {
    Object.assign(errors, { [field]: { type: 'validate', message } });
  }
  return { values: {}, errors };
};

const SELECT = cn(fieldClasses, 'h-10');

/** Add (no product) or edit; saving goes back to the products list. */
export function ProductForm({ product }: { product?: AdminProduct }) {
  const id = useId();
  const navigate = useNavigate();
  const save = useSaveAdminProduct();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ProductFormValues, unknown, ProductSaveInput>({
    resolver: productFormResolver,
    defaultValues: productFormValues(product),
  });
  const { errors, isSubmitting } = form.formState;
  const images = useWatch({ control: form.control, name: 'images' });
  const busy = isSubmitting || save.isPending;

  const onSubmit = form.handleSubmit(async (input) => {
    setServerError(null);
    try {
      await save.mutateAsync({ id: product?.id, input });
      toast.success(product ? 'Product updated successfully' : 'Product created successfully');
      navigate('/admin/products');
    } catch (error) {
      const message = error instanceof Error ? error.message : undefined;
      setServerError(message ?? null);
      toast.error('Failed to save product', { description: message });
    }
  });

  const field = (name: keyof ProductFormValues) => {
    const fieldId = `${id}-${name}`;
    const error = errors[name]?.message;
    return {
      id: fieldId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy({ id: fieldId, error }),
      disabled: busy,
    };
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {serverError && (
        <div
          role="alert"
          className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          <AlertCircle className="size-5 shrink-0" aria-hidden="true" />
          <p>{serverError}</p>
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <section className="space-y-5 rounded-xl border border-stone-200 bg-white p-4 sm:p-6 lg:col-span-2">
          <FormField id={`${id}-name`} label="Name" required error={errors.name?.message}>
            <Input {...field('name')} autoComplete="off" {...form.register('name')} />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id={`${id}-category`}
              label="Category"
              required
              error={errors.category?.message}
            >
              <select {...field('category')} className={SELECT} {...form.register('category')}>
                <option value="">Choose a category</option>
                {PRODUCT_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {CATEGORY_LABELS[category]}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id={`${id}-brand`} label="Brand" error={errors.brand?.message}>
              <Input {...field('brand')} autoComplete="off" {...form.register('brand')} />
            </FormField>
          </div>
          <FormField
            id={`${id}-description`}
            label="Description"
            error={errors.description?.message}
          >
            <Textarea {...field('description')} rows={6} {...form.register('description')} />
          </FormField>
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium text-stone-800">Images</legend>
            <p className="text-xs text-stone-600">
              The first image is the main picture. Empty rows are left out when you save.
            </p>
            <ImageRowsField
              rows={images}
              update={(change) =>
                form.setValue('images', change(form.getValues('images')), { shouldDirty: true })
              }
              error={errors.images?.message}
              disabled={busy}
            />
          </fieldset>
        </section>
        <section className="space-y-5 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
          <FormField id={`${id}-price`} label="Price (৳)" required error={errors.price?.message}>
            <Input
              {...field('price')}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              {...form.register('price')}
            />
          </FormField>
          <FormField
            id={`${id}-salePrice`}
            label="Sale price (৳)"
            hint="Optional; must be below the price."
            error={errors.salePrice?.message}
          >
            <Input
              {...field('salePrice')}
              aria-describedby={describedBy({
                id: `${id}-salePrice`,
                error: errors.salePrice?.message,
                hint: true,
              })}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              {...form.register('salePrice')}
            />
          </FormField>
          <FormField
            id={`${id}-actualPrice`}
            label="Cost price (৳)"
            hint="Optional; what the shop paid. Only admins see it."
            error={errors.actualPrice?.message}
          >
            <Input
              {...field('actualPrice')}
              aria-describedby={describedBy({
                id: `${id}-actualPrice`,
                error: errors.actualPrice?.message,
                hint: true,
              })}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              {...form.register('actualPrice')}
            />
          </FormField>
          <FormField
            id={`${id}-stockQuantity`}
            label="Stock"
            required
            error={errors.stockQuantity?.message}
          >
            <Input
              {...field('stockQuantity')}
              type="number"
              inputMode="numeric"
              step="1"
              min="0"
              {...form.register('stockQuantity')}
            />
          </FormField>
          <FormField id={`${id}-status`} label="Status" error={errors.status?.message}>
            <select {...field('status')} className={SELECT} {...form.register('status')}>
              {PRODUCT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {PRODUCT_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </FormField>
          <div className="flex items-center justify-between gap-4">
            <label htmlFor={`${id}-featured`} className="text-sm font-medium text-stone-800">
              Featured
              <span className="block text-xs font-normal text-stone-600">
                Shown on the home page
              </span>
            </label>
            <Switch id={`${id}-featured`} disabled={busy} {...form.register('featured')} />
          </div>
        </section>
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-5 sm:flex-row sm:justify-end">
        <Button variant="outline" asChild>
          <Link to="/admin/products">Cancel</Link>
        </Button>
        <Button type="submit" disabled={busy || isUploadingImage(images)}>
          {busy ? 'Saving...' : product ? 'Save Changes' : 'Create Product'}
        </Button>
      </div>
    </form>
  );
}
