import { Lock } from 'lucide-react';
import { type ReactNode, useId, useMemo, useState } from 'react';
import {
  type FieldErrors,
  type Resolver,
  type UseFormReturn,
  useForm,
  useWatch,
} from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { categoryLabel, PRODUCT_CATEGORIES } from '#shared/catalog';
import { DISCOUNT_TYPES, PROMOTION_KINDS } from '#shared/promotions';
import type { Promotion, PromotionInput } from '#shared/schemas/admin-promotions';
import { Button } from '../../../../components/ui/button';
import { describedBy, FormField } from '../../../../components/ui/form-field';
import { fieldClasses, Input } from '../../../../components/ui/input';
import { Switch } from '../../../../components/ui/switch';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { cn } from '../../../../lib/utils';
import { useSaveAdminPromotion } from '../../api/promotions';
import {
  type PromotionFormField,
  type PromotionFormValues,
  parsePromotionForm,
  promotionFormValues,
} from '../../utils/promotion-form-values';
import { FormErrorAlert } from '../layout/form-error-alert';

/** Checks with the shared contract after turning taka into poisha and Dhaka time into ISO. */
function promotionResolver(
  original: Promotion | undefined,
): Resolver<PromotionFormValues, unknown, PromotionInput> {
  return (values) => {
    const result = parsePromotionForm(values, original);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<PromotionFormValues> = {};
    for (const [field, error] of Object.entries(result.errors)) {
      Object.assign(errors, { [field]: { type: 'validate', message: error } });
    }
    return { values: {}, errors };
  };
}

const SECTION = 'space-y-5 rounded-xl border border-stone-200 bg-white p-4 sm:p-6';
const SELECT = cn(fieldClasses, 'h-10');

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className={SECTION}>
      <legend className="float-left mb-1 w-full font-semibold text-stone-900">{title}</legend>
      {hint && <p className="clear-both text-sm text-stone-600">{hint}</p>}
      <div className="clear-both space-y-5">{children}</div>
    </fieldset>
  );
}

function SwitchRow({
  id,
  label,
  hint,
  input,
}: {
  id: string;
  label: string;
  hint?: string;
  input: ReactNode;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-stone-600">
            {hint}
          </p>
        )}
      </div>
      {input}
    </div>
  );
}

type FieldHelper = (
  name: PromotionFormField,
  options?: { free?: boolean; hint?: boolean },
) => {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  disabled: boolean;
};
type FrameHelper = (
  name: PromotionFormField,
  label: string,
  hint?: string,
) => { id: string; label: string; error: string | undefined; hint: string | undefined };
type Parts = {
  form: UseFormReturn<PromotionFormValues, unknown, PromotionInput>;
  field: FieldHelper;
  frame: FrameHelper;
  /** Saving, or a used coupon's locked terms. */
  disabled: boolean;
};

/** Coupon or sale, its code and the admin's name for it. */
function KindSection({ form, field, frame, disabled, coupon }: Parts & { coupon: boolean }) {
  const { t } = useI18n();
  return (
    <Section title={t('admin.promotions.form.kind')}>
      <div className="grid gap-2 sm:grid-cols-2">
        {PROMOTION_KINDS.map((value) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer gap-3 rounded-lg border border-stone-300 p-3 text-sm has-checked:border-rose-700 has-checked:bg-rose-50',
              disabled && 'cursor-not-allowed opacity-70',
            )}
          >
            <input
              type="radio"
              value={value}
              className="mt-0.5 accent-rose-700"
              disabled={disabled}
              {...form.register('kind')}
            />
            <span>
              <span className="block font-medium text-stone-900">
                {t(`admin.promotions.kind.${value}`)}
              </span>
              <span className="text-stone-600">
                {t(
                  value === 'coupon'
                    ? 'admin.promotions.form.kindCouponHint'
                    : 'admin.promotions.form.kindSaleHint',
                )}
              </span>
            </span>
          </label>
        ))}
      </div>
      {coupon && (
        <FormField
          {...frame('code', t('admin.promotions.form.code'), t('admin.promotions.form.codeHint'))}
          required
        >
          <Input
            {...field('code', { hint: true })}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="font-mono uppercase"
            {...form.register('code')}
          />
        </FormField>
      )}
      <FormField {...frame('name', t('admin.promotions.form.name'))} required>
        <Input {...field('name', { free: true })} autoComplete="off" {...form.register('name')} />
      </FormField>
    </Section>
  );
}

/** Categories, brands, products and variants the promotion covers. */
function ScopeSection({ form, field, frame, disabled, coupon }: Parts & { coupon: boolean }) {
  const { t, message } = useI18n();
  const { errors } = form.formState;
  return (
    <Section
      title={t('admin.promotions.form.scope')}
      hint={
        coupon
          ? t('admin.promotions.form.scopeCouponHint')
          : t('admin.promotions.form.scopeSaleHint')
      }
    >
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">
          {t('admin.promotions.form.categories')}
        </legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {PRODUCT_CATEGORIES.map((category) => (
            <label key={category} className="flex items-center gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                value={category}
                className="size-4 accent-rose-700"
                disabled={disabled}
                {...form.register('categories')}
              />
              {categoryLabel(t, category)}
            </label>
          ))}
        </div>
        {errors.categories?.message && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {message(errors.categories.message)}
          </p>
        )}
      </fieldset>
      <FormField
        {...frame(
          'brands',
          t('admin.promotions.form.brands'),
          t('admin.promotions.form.brandsHint'),
        )}
      >
        <Input
          {...field('brands', { hint: true })}
          autoComplete="off"
          {...form.register('brands')}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          {...frame(
            'productIds',
            t('admin.promotions.form.productIds'),
            t('admin.promotions.form.idsHint'),
          )}
        >
          <Input
            {...field('productIds', { hint: true })}
            inputMode="numeric"
            autoComplete="off"
            {...form.register('productIds')}
          />
        </FormField>
        <FormField {...frame('variantIds', t('admin.promotions.form.variantIds'))}>
          <Input
            {...field('variantIds')}
            inputMode="numeric"
            autoComplete="off"
            {...form.register('variantIds')}
          />
        </FormField>
      </div>
    </Section>
  );
}

/** A coupon's caps on uses and who may use it. */
function LimitsSection({ form, field, frame, disabled }: Parts) {
  const { t } = useI18n();
  const id = useId();
  return (
    <Section title={t('admin.promotions.form.limits')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField {...frame('usageLimit', t('admin.promotions.form.usageLimit'))}>
          <Input
            {...field('usageLimit')}
            type="number"
            inputMode="numeric"
            min="1"
            step="1"
            {...form.register('usageLimit')}
          />
        </FormField>
        <FormField
          {...frame(
            'perCustomerLimit',
            t('admin.promotions.form.perCustomerLimit'),
            t('admin.promotions.form.perCustomerHint'),
          )}
        >
          <Input
            {...field('perCustomerLimit', { hint: true })}
            type="number"
            inputMode="numeric"
            min="1"
            step="1"
            {...form.register('perCustomerLimit')}
          />
        </FormField>
      </div>
      <SwitchRow
        id={`${id}-firstOrderOnly`}
        label={t('admin.promotions.form.firstOrderOnly')}
        input={
          <Switch
            id={`${id}-firstOrderOnly`}
            disabled={disabled}
            {...form.register('firstOrderOnly')}
          />
        }
      />
      <SwitchRow
        id={`${id}-excludeSaleItems`}
        label={t('admin.promotions.form.excludeSaleItems')}
        input={
          <Switch
            id={`${id}-excludeSaleItems`}
            disabled={disabled}
            {...form.register('excludeSaleItems')}
          />
        }
      />
    </Section>
  );
}

/**
 * Create (no promotion) or edit. A coupon that has been used keeps its terms: only its name, its
 * switch and an earlier end can change, so the other fields are shown but locked.
 */
export function PromotionForm({ promotion }: { promotion?: Promotion }) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const id = useId();
  const navigate = useNavigate();
  const save = useSaveAdminPromotion();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<PromotionFormValues, unknown, PromotionInput>({
    resolver: useMemo(() => promotionResolver(promotion), [promotion]),
    defaultValues: promotionFormValues(promotion),
  });
  const { errors, isSubmitting } = form.formState;
  const [kind, discountType] = useWatch({ control: form.control, name: ['kind', 'discountType'] });
  const busy = isSubmitting || save.isPending;
  const locked = promotion !== undefined && promotion.uses > 0;
  const coupon = kind === 'coupon';

  const onSubmit = form.handleSubmit(async (input) => {
    setServerError(null);
    try {
      await save.mutateAsync({ id: promotion?.id, input });
      toast.success(
        t(promotion ? 'admin.promotions.form.updated' : 'admin.promotions.form.created'),
      );
      navigate('/admin/promotions');
    } catch (error) {
      const reason = errorText(error);
      setServerError(reason ?? null);
      toast.error(t('admin.promotions.form.saveFailed'), { description: reason });
    }
  });

  const field = (name: PromotionFormField, options: { free?: boolean; hint?: boolean } = {}) => {
    const fieldId = `${id}-${name}`;
    const error = errors[name]?.message;
    return {
      id: fieldId,
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': describedBy({
        id: fieldId,
        error,
        hint: options.hint ? 'hint' : undefined,
      }),
      disabled: busy || (locked && !options.free),
    };
  };
  const frame = (name: PromotionFormField, label: string, hint?: string) => ({
    id: `${id}-${name}`,
    label,
    error: errors[name]?.message,
    hint,
  });

  const parts: Parts = { form, field, frame, disabled: busy || locked };
  const submitLabel = busy
    ? t('admin.promotions.form.saving')
    : t(promotion ? 'admin.promotions.form.save' : 'admin.promotions.form.create');

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <FormErrorAlert message={serverError} />
      {locked && (
        <p className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          <Lock className="size-5 shrink-0" aria-hidden="true" />
          {t('admin.promotions.form.locked', { count: promotion.uses })}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <KindSection {...parts} coupon={coupon} />

          <Section title={t('admin.promotions.form.discountType')}>
            <FormField {...frame('discountType', t('admin.promotions.form.discountKind'))}>
              <select
                {...field('discountType')}
                className={SELECT}
                {...form.register('discountType')}
              >
                {DISCOUNT_TYPES.filter((type) => coupon || type !== 'free_delivery').map((type) => (
                  <option key={type} value={type}>
                    {t(`admin.promotions.form.type.${type}`)}
                  </option>
                ))}
              </select>
            </FormField>
            {discountType !== 'free_delivery' && (
              <div className="grid gap-5 sm:grid-cols-2">
                <FormField
                  {...frame(
                    'value',
                    discountType === 'percent'
                      ? t('admin.promotions.form.valuePercent')
                      : t('admin.promotions.form.valueFixed'),
                  )}
                  required
                >
                  <Input
                    {...field('value')}
                    type="number"
                    inputMode="decimal"
                    min="0"
                    step={discountType === 'percent' ? '1' : '0.01'}
                    {...form.register('value')}
                  />
                </FormField>
                {coupon && discountType === 'percent' && (
                  <FormField
                    {...frame(
                      'maxDiscount',
                      t('admin.promotions.form.maxDiscount'),
                      t('admin.promotions.form.maxDiscountHint'),
                    )}
                  >
                    <Input
                      {...field('maxDiscount', { hint: true })}
                      type="number"
                      inputMode="decimal"
                      min="0"
                      step="0.01"
                      {...form.register('maxDiscount')}
                    />
                  </FormField>
                )}
              </div>
            )}
            {coupon && (
              <FormField
                {...frame(
                  'minSubtotal',
                  t('admin.promotions.form.minSubtotal'),
                  t('admin.promotions.form.minSubtotalHint'),
                )}
              >
                <Input
                  {...field('minSubtotal', { hint: true })}
                  type="number"
                  inputMode="decimal"
                  min="0"
                  step="0.01"
                  {...form.register('minSubtotal')}
                />
              </FormField>
            )}
          </Section>

          <Section title={t('admin.promotions.form.when')}>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField {...frame('startsAt', t('admin.promotions.form.startsAt'))} required>
                <Input
                  {...field('startsAt')}
                  type="datetime-local"
                  {...form.register('startsAt')}
                />
              </FormField>
              <FormField
                {...frame(
                  'endsAt',
                  t('admin.promotions.form.endsAt'),
                  coupon ? t('admin.promotions.form.endsAtCouponHint') : undefined,
                )}
                required={!coupon}
              >
                <Input
                  {...field('endsAt', { free: true, hint: coupon })}
                  type="datetime-local"
                  {...form.register('endsAt')}
                />
              </FormField>
            </div>
            <SwitchRow
              id={`${id}-active`}
              label={t('admin.promotions.form.active')}
              hint={t('admin.promotions.form.activeHint')}
              input={
                <Switch
                  id={`${id}-active`}
                  aria-describedby={`${id}-active-hint`}
                  disabled={busy}
                  {...form.register('active')}
                />
              }
            />
          </Section>
        </div>

        <div className="space-y-6">
          <ScopeSection {...parts} coupon={coupon} />

          {coupon && <LimitsSection {...parts} />}
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" asChild>
          <Link to="/admin/promotions">{t('admin.promotions.form.cancel')}</Link>
        </Button>
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
