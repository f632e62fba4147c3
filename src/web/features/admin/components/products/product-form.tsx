import { useId, useMemo, useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { categoryLabel, PRODUCT_CATEGORIES, PRODUCT_STATUSES } from '#shared/catalog';
import type { AdminProduct } from '#shared/schemas/admin';
import { Button } from '../../../../components/ui/button';
import { describedBy, FormField } from '../../../../components/ui/form-field';
import { fieldClasses, Input, Textarea } from '../../../../components/ui/input';
import { Switch } from '../../../../components/ui/switch';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { cn } from '../../../../lib/utils';
import { useSaveAdminProduct } from '../../api/products-save';
import { type FigureAccess, READ_ONLY_FIGURE, useFigureAccess } from '../../utils/product-figures';
import {
  hasOptions,
  type ProductFormValues,
  type ProductSaveInput,
  parseProductForm,
  productFormValues,
} from '../../utils/product-form-values';
import { placeServerError, type VariantErrors } from '../../utils/product-form-variants';
import { isUploadingImage } from '../../utils/product-image-rows';
import { FormErrorAlert } from '../layout/form-error-alert';
import { ImageRowsField } from './image-rows-field';
import { productStatusLabel } from './product-status-badge';
import { SkinTypesField } from './skin-types-field';
import { VariantsEditor } from './variants-editor';

/**
 * Checks with the shared contract after turning taka into poisha (see parseProductForm). The
 * errors stay messages made by msg(); FormField and ImageRowsField read them in the admin's language.
 */
function productFormResolver(
  message: (text: string) => string,
  onVariantErrors: (errors: VariantErrors) => void,
): Resolver<ProductFormValues, unknown, ProductSaveInput> {
  return (values) => {
    const result = parseProductForm(values, message);
    // The variants' problems sit on their rows (the editor shows them), not in react-hook-form.
    onVariantErrors(
      result.success ? NO_VARIANT_ERRORS : (result.variantErrors ?? NO_VARIANT_ERRORS),
    );
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<ProductFormValues> = {};
    for (const [field, error] of Object.entries(result.errors)) {
      Object.assign(errors, { [field]: { type: 'validate', message: error } });
    }
    if (result.variantErrors) {
      Object.assign(errors, { variants: { type: 'validate', message: 'variants' } });
    }
    return { values: {}, errors };
  };
}

const NO_VARIANT_ERRORS: VariantErrors = { rows: {} };

const SELECT = cn(fieldClasses, 'h-10');
const NOTE = 'rounded-md bg-amber-50 p-3 text-sm text-amber-900';

/** Says which figures this role sees but cannot change (they are sent back as they were). */
function FiguresNote({ may }: { may: FigureAccess }) {
  const { t } = useI18n();
  if (may.prices && may.stock) return null;
  const key =
    !may.prices && !may.stock
      ? 'admin.productForm.figuresLocked'
      : !may.prices
        ? 'admin.productForm.pricesLocked'
        : 'admin.productForm.stockLocked';
  return <p className={NOTE}>{t(key)}</p>;
}

/** Add (no product) or edit; saving goes back to the products list. */
export function ProductForm({ product }: { product?: AdminProduct }) {
  const { t, message } = useI18n();
  const { errorText } = useApiErrorText();
  const id = useId();
  const navigate = useNavigate();
  const save = useSaveAdminProduct();
  const [serverError, setServerError] = useState<string | null>(null);
  const [variantErrors, setVariantErrors] = useState<VariantErrors>(NO_VARIANT_ERRORS);
  const form = useForm<ProductFormValues, unknown, ProductSaveInput>({
    resolver: useMemo(() => productFormResolver(message, setVariantErrors), [message]),
    defaultValues: productFormValues(product),
  });
  const { errors, isSubmitting } = form.formState;
  const [images, options, variants, brand, name, price, stockQuantity, skinTypes] = useWatch({
    control: form.control,
    name: ['images', 'options', 'variants', 'brand', 'name', 'price', 'stockQuantity', 'skinTypes'],
  });
  const withOptions = hasOptions({ options });
  const busy = isSubmitting || save.isPending;
  const may = useFigureAccess();
  // A new product sets its prices and stock: without both, the server would refuse it.
  const cannotCreate = !product && !may.variants;
  const figure = (kind: 'prices' | 'stock') =>
    may[kind] ? {} : { readOnly: true, className: READ_ONLY_FIGURE };

  const onSubmit = form.handleSubmit(async (input) => {
    setServerError(null);
    try {
      await save.mutateAsync({ id: product?.id, input });
      toast.success(t(product ? 'admin.productForm.updated' : 'admin.productForm.created'));
      navigate('/admin/products');
    } catch (error) {
      const reason = errorText(error);
      // A refusal that names a variant (its SKU, or its row and field) is shown on that row.
      const placed = reason && withOptions ? placeServerError(reason, variants) : null;
      if (placed && reason) {
        setVariantErrors({ rows: { [placed.row]: { [placed.field]: reason } } });
      } else {
        setServerError(reason ?? null);
      }
      toast.error(t('admin.productForm.saveFailed'), { description: reason });
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
      <FormErrorAlert message={serverError} />
      {cannotCreate && <p className={NOTE}>{t('admin.productForm.createLocked')}</p>}
      <div className="grid gap-6 lg:grid-cols-3">
        <section className="space-y-5 rounded-xl border border-stone-200 bg-white p-4 sm:p-6 lg:col-span-2">
          <FormField
            id={`${id}-name`}
            label={t('admin.productForm.name')}
            required
            error={errors.name?.message}
          >
            <Input {...field('name')} autoComplete="off" {...form.register('name')} />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id={`${id}-category`}
              label={t('admin.productForm.category')}
              required
              error={errors.category?.message}
            >
              <select {...field('category')} className={SELECT} {...form.register('category')}>
                <option value="">{t('admin.productForm.chooseCategory')}</option>
                {PRODUCT_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {categoryLabel(t, category)}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField
              id={`${id}-brand`}
              label={t('admin.productForm.brand')}
              error={errors.brand?.message}
            >
              <Input {...field('brand')} autoComplete="off" {...form.register('brand')} />
            </FormField>
          </div>
          <FormField
            id={`${id}-description`}
            label={t('admin.productForm.description')}
            error={errors.description?.message}
          >
            <Textarea {...field('description')} rows={6} {...form.register('description')} />
          </FormField>
          <FormField
            id={`${id}-banglaKind`}
            label={t('admin.productForm.banglaKind')}
            hint={t('admin.productForm.banglaKindHint')}
            error={errors.banglaKind?.message}
          >
            <Input lang="bn" {...field('banglaKind')} {...form.register('banglaKind')} />
          </FormField>
          <FormField
            id={`${id}-searchWords`}
            label={t('admin.productForm.searchWords')}
            hint={t('admin.productForm.searchWordsHint')}
            error={errors.searchWords?.message}
          >
            <Input {...field('searchWords')} {...form.register('searchWords')} />
          </FormField>
          <SkinTypesField
            value={skinTypes}
            onChange={(next) => form.setValue('skinTypes', next, { shouldDirty: true })}
            error={errors.skinTypes?.message}
            disabled={busy}
          />
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium text-stone-800">
              {t('admin.productForm.images')}
            </legend>
            <p className="text-xs text-stone-600">{t('admin.productForm.imagesHint')}</p>
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
          {product && <FiguresNote may={may} />}
          {withOptions ? (
            <p className="rounded-md bg-stone-50 p-3 text-sm text-stone-700">
              {t('admin.variants.ownFigures')}
            </p>
          ) : (
            <>
              <FormField
                id={`${id}-price`}
                label={t('admin.productForm.price')}
                required
                error={errors.price?.message}
              >
                <Input
                  {...field('price')}
                  {...figure('prices')}
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0"
                  {...form.register('price')}
                />
              </FormField>
              <FormField
                id={`${id}-salePrice`}
                label={t('admin.productForm.salePrice')}
                hint={t('admin.productForm.salePriceHint')}
                error={errors.salePrice?.message}
              >
                <Input
                  {...field('salePrice')}
                  aria-describedby={describedBy({
                    id: `${id}-salePrice`,
                    error: errors.salePrice?.message,
                    hint: true,
                  })}
                  {...figure('prices')}
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0"
                  {...form.register('salePrice')}
                />
              </FormField>
              <FormField
                id={`${id}-stockQuantity`}
                label={t('admin.productForm.stock')}
                required
                error={errors.stockQuantity?.message}
              >
                <Input
                  {...field('stockQuantity')}
                  {...figure('stock')}
                  type="number"
                  inputMode="numeric"
                  step="1"
                  min="0"
                  {...form.register('stockQuantity')}
                />
              </FormField>
            </>
          )}
          <FormField
            id={`${id}-actualPrice`}
            label={t('admin.productForm.costPrice')}
            hint={t('admin.productForm.costPriceHint')}
            error={errors.actualPrice?.message}
          >
            <Input
              {...field('actualPrice')}
              aria-describedby={describedBy({
                id: `${id}-actualPrice`,
                error: errors.actualPrice?.message,
                hint: true,
              })}
              {...figure('prices')}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              {...form.register('actualPrice')}
            />
          </FormField>
          <FormField
            id={`${id}-status`}
            label={t('admin.productForm.status')}
            error={errors.status?.message}
          >
            <select {...field('status')} className={SELECT} {...form.register('status')}>
              {PRODUCT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {productStatusLabel(t, status)}
                </option>
              ))}
            </select>
          </FormField>
          <div className="flex items-center justify-between gap-4">
            <label htmlFor={`${id}-featured`} className="text-sm font-medium text-stone-800">
              {t('admin.productForm.featured')}
              <span className="block text-xs font-normal text-stone-600">
                {t('admin.productForm.featuredHint')}
              </span>
            </label>
            <Switch id={`${id}-featured`} disabled={busy} {...form.register('featured')} />
          </div>
        </section>
      </div>
      <VariantsEditor
        options={options}
        rows={variants}
        onOptions={(next) => form.setValue('options', next, { shouldDirty: true })}
        onRows={(next) => form.setValue('variants', next, { shouldDirty: true })}
        errors={variantErrors}
        images={images.map((row) => row.value.trim()).filter(Boolean)}
        defaults={{ brand, name, price, stockQuantity }}
        may={may}
        disabled={busy}
      />
      <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-5 sm:flex-row sm:justify-end">
        <Button variant="outline" asChild>
          <Link to="/admin/products">{t('admin.cancel')}</Link>
        </Button>
        <Button type="submit" disabled={busy || cannotCreate || isUploadingImage(images)}>
          {busy
            ? t('admin.productForm.saving')
            : product
              ? t('admin.productForm.saveChanges')
              : t('admin.productForm.create')}
        </Button>
      </div>
    </form>
  );
}
