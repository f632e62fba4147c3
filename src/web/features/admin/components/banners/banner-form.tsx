import { ImageUp } from 'lucide-react';
import { useId, useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { fromDhakaInput, toDhakaInput } from '#shared/banners';
import { imageUrl } from '#shared/images';
import { BANNER_SLOTS } from '#shared/promotions';
import {
  type AdminBanner,
  BANNER_HEADLINE_MAX,
  type BannerInput,
  bannerInputSchema,
} from '#shared/schemas/banner';
import { Button } from '../../../../components/ui/button';
import { describedBy, FormField } from '../../../../components/ui/form-field';
import { fieldClasses, Input } from '../../../../components/ui/input';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { cn } from '../../../../lib/utils';
import { useSaveAdminBanner } from '../../api/banners-save';
import { uploadProductImage } from '../../api/products-image-upload';
import { FormErrorAlert } from '../layout/form-error-alert';

type BannerFormValues = {
  slot: string;
  headlineEn: string;
  headlineBn: string;
  link: string;
  phoneImage: string;
  desktopImage: string;
  /** Dhaka time, as a datetime-local field holds it. */
  startsAt: string;
  endsAt: string;
  position: string;
};

function formValues(banner: AdminBanner | undefined): BannerFormValues {
  return {
    slot: banner?.slot ?? 'hero',
    headlineEn: banner?.headlineEn ?? '',
    headlineBn: banner?.headlineBn ?? '',
    link: banner?.link ?? '/products?sale=true',
    phoneImage: banner?.phoneImage.src ?? '',
    desktopImage: banner?.desktopImage.src ?? '',
    startsAt: toDhakaInput(banner?.startsAt ?? new Date()),
    endsAt: banner?.endsAt ? toDhakaInput(banner.endsAt) : '',
    position: String(banner?.position ?? 0),
  };
}

/** The form's text turned into the contract's input, checked by the same schema as the server. */
const resolver: Resolver<BannerFormValues, unknown, BannerInput> = (values) => {
  const position = values.position.trim() === '' ? 0 : Number(values.position);
  const result = bannerInputSchema.safeParse({
    ...values,
    startsAt: values.startsAt ? fromDhakaInput(values.startsAt) : '',
    endsAt: values.endsAt ? fromDhakaInput(values.endsAt) : null,
    position,
  });
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<BannerFormValues> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'slot') as keyof BannerFormValues;
    errors[field] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};

const SELECT = cn(fieldClasses, 'h-10');

function PictureField({
  id,
  label,
  hint,
  value,
  error,
  disabled,
  onUploaded,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onUploaded: (ref: string) => void;
}) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const [uploading, setUploading] = useState(false);
  return (
    <FormField id={id} label={label} required hint={hint} error={error}>
      <div className="flex flex-wrap items-center gap-3">
        {value && (
          <img
            src={imageUrl(value, 320)}
            alt=""
            className="h-16 w-auto rounded border border-stone-200"
          />
        )}
        <label
          className={cn(
            'inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium hover:bg-stone-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose-600',
            (disabled || uploading) && 'pointer-events-none opacity-60',
          )}
        >
          <ImageUp className="size-4" aria-hidden="true" />
          {uploading ? t('admin.banners.form.uploading') : t('admin.banners.form.choosePicture')}
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            disabled={disabled || uploading}
            aria-describedby={describedBy({ id, error, hint })}
            onChange={async (event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (!file) return;
              setUploading(true);
              try {
                onUploaded(await uploadProductImage(file));
              } catch (failure) {
                toast.error(errorText(failure) ?? t('admin.banners.form.choosePicture'));
              } finally {
                setUploading(false);
              }
            }}
          />
        </label>
      </div>
    </FormField>
  );
}

/** How the banner looks: the phone picture in a phone's width, the wide one beside it. */
function Preview({ values }: { values: BannerFormValues }) {
  const { t, language } = useI18n();
  const headline = language === 'bn' ? values.headlineBn : values.headlineEn;
  const frame = (src: string, className: string) =>
    src ? (
      <div className={cn('relative overflow-hidden rounded-xl bg-stone-200', className)}>
        <img src={imageUrl(src, 640)} alt="" className="block h-auto w-full" />
        <p className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-stone-950/80 to-transparent p-3 pt-8 font-serif text-lg font-bold text-white">
          {headline}
        </p>
      </div>
    ) : null;
  if (!values.phoneImage && !values.desktopImage) return null;
  return (
    <section aria-label={t('admin.banners.form.preview')} className="space-y-2">
      <h3 className="text-sm font-medium text-stone-800">{t('admin.banners.form.preview')}</h3>
      <div className="flex flex-wrap items-end gap-4">
        {frame(values.phoneImage, 'w-48')}
        {frame(values.desktopImage, 'min-w-64 max-w-xl flex-1')}
      </div>
    </section>
  );
}

/** New (no banner) or edit; saving goes back to the list. */
export function BannerForm({ banner }: { banner?: AdminBanner }) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const id = useId();
  const navigate = useNavigate();
  const save = useSaveAdminBanner();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<BannerFormValues, unknown, BannerInput>({
    resolver,
    defaultValues: formValues(banner),
  });
  const { errors, isSubmitting } = form.formState;
  const values = useWatch({ control: form.control }) as BannerFormValues;
  const busy = isSubmitting || save.isPending;

  const onSubmit = form.handleSubmit(async (input) => {
    setServerError(null);
    try {
      await save.mutateAsync({ id: banner?.id, input });
      toast.success(t('admin.banners.form.saved'));
      navigate('/admin/banners');
    } catch (error) {
      setServerError(errorText(error) ?? null);
    }
  });

  const field = (name: keyof BannerFormValues) => {
    const fieldId = `${id}-${name}`;
    const error = errors[name]?.message;
    return {
      id: fieldId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy({ id: fieldId, error }),
      disabled: busy,
    };
  };
  const picture = (name: 'phoneImage' | 'desktopImage') => (ref: string) =>
    form.setValue(name, ref, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <FormErrorAlert message={serverError} />
      <section className="space-y-5 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id={`${id}-slot`}
            label={t('admin.banners.form.slot')}
            required
            error={errors.slot?.message}
          >
            <select {...field('slot')} className={SELECT} {...form.register('slot')}>
              {BANNER_SLOTS.map((slot) => (
                <option key={slot} value={slot}>
                  {t(`admin.banners.slot.${slot}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id={`${id}-link`}
            label={t('admin.banners.form.link')}
            required
            hint={t('admin.banners.form.linkHint')}
            error={errors.link?.message}
          >
            <Input {...field('link')} autoComplete="off" {...form.register('link')} />
          </FormField>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id={`${id}-headlineEn`}
            label={t('admin.banners.form.headlineEn')}
            required
            hint={t('admin.banners.form.headlineHint', { max: BANNER_HEADLINE_MAX })}
            error={errors.headlineEn?.message}
          >
            <Input {...field('headlineEn')} lang="en" {...form.register('headlineEn')} />
          </FormField>
          <FormField
            id={`${id}-headlineBn`}
            label={t('admin.banners.form.headlineBn')}
            required
            error={errors.headlineBn?.message}
          >
            <Input {...field('headlineBn')} lang="bn" {...form.register('headlineBn')} />
          </FormField>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <PictureField
            id={`${id}-phoneImage`}
            label={t('admin.banners.form.phoneImage')}
            hint={t('admin.banners.form.phoneImageHint')}
            value={values.phoneImage}
            error={errors.phoneImage?.message}
            disabled={busy}
            onUploaded={picture('phoneImage')}
          />
          <PictureField
            id={`${id}-desktopImage`}
            label={t('admin.banners.form.desktopImage')}
            hint={t('admin.banners.form.desktopImageHint')}
            value={values.desktopImage}
            error={errors.desktopImage?.message}
            disabled={busy}
            onUploaded={picture('desktopImage')}
          />
        </div>
        <Preview values={values} />
        <p className="text-sm text-stone-700">{t('admin.banners.times')}</p>
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField
            id={`${id}-startsAt`}
            label={t('admin.banners.form.startsAt')}
            required
            error={errors.startsAt?.message}
          >
            <Input {...field('startsAt')} type="datetime-local" {...form.register('startsAt')} />
          </FormField>
          <FormField
            id={`${id}-endsAt`}
            label={t('admin.banners.form.endsAt')}
            hint={t('admin.banners.form.endsAtHint')}
            error={errors.endsAt?.message}
          >
            <Input {...field('endsAt')} type="datetime-local" {...form.register('endsAt')} />
          </FormField>
          <FormField
            id={`${id}-position`}
            label={t('admin.banners.form.position')}
            hint={t('admin.banners.form.positionHint')}
            error={errors.position?.message}
          >
            <Input
              {...field('position')}
              type="number"
              inputMode="numeric"
              min="0"
              max="999"
              {...form.register('position')}
            />
          </FormField>
        </div>
      </section>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? t('admin.banners.form.saving') : t('admin.banners.form.save')}
        </Button>
        <Button type="button" variant="outline" onClick={() => navigate('/admin/banners')}>
          {t('admin.banners.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
