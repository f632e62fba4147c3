import { type ReactNode, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Complaint } from '#shared/schemas/complaint-view';
import type { TrackedOrder, TrackOrderInput, TrackOrderQuery } from '#shared/schemas/track';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { PageTitle } from '../../../lib/page-title';
import { useSchemaForm } from '../../../lib/schema-form';
import { useTrackOrder } from '../api/track-order';
import { TrackedOrderView } from '../components/tracked-order';

const loadSchema = () =>
  import('../utils/track-schema').then((schemas) => schemas.trackOrderInputSchema);

/** How the shown order was found, for what is sent about it (a complaint) and its answer. */
export type FoundBy = TrackOrderQuery & {
  /** Shows a complaint sent or answered since in the page's copy of the order, without a lookup. */
  showComplaint: (complaint: Complaint) => void;
};

/** The order's complaints with `complaint` in its place (or added, the newest, at the end). */
function withComplaint(order: TrackedOrder, complaint: Complaint): TrackedOrder {
  const known = order.complaints.some((item) => item.id === complaint.id);
  return {
    ...order,
    complaints: known
      ? order.complaints.map((item) => (item.id === complaint.id ? complaint : item))
      : [...order.complaints, complaint],
  };
}

/**
 * /track: an order's number and phone show where it stands, for anyone holding both (another
 * phone, a relative who paid). `?order=` fills in the number, as the shop's SMS links do.
 * `details` draws what was found below its heading.
 */
export function TrackPage({
  details,
}: {
  details: (order: TrackedOrder, foundBy: FoundBy) => ReactNode;
}) {
  const { t } = useI18n();
  const { answerText } = useApiErrorText();
  const formId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const lookup = useTrackOrder();
  const [found, setFound] = useState<{ order: TrackedOrder; query: TrackOrderQuery } | null>(null);
  const form = useSchemaForm<TrackOrderInput, TrackOrderQuery>({
    loadSchema,
    defaultValues: { orderNumber: (searchParams.get('order') ?? '').slice(0, 40), phone: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      setFound({ order: await lookup.mutateAsync(values), query: values });
      // The address keeps the number, so a reload or a shared link starts from it.
      setSearchParams({ order: values.orderNumber.toUpperCase() }, { replace: true });
      requestAnimationFrame(() => resultHeading.current?.focus());
    } catch {
      // Shown below the form from the mutation's error.
    }
  });

  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <PageTitle of="/track" />
      <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{t('track.heading')}</h1>
      <p className="mt-2 max-w-2xl text-stone-700">{t('track.intro')}</p>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-6 grid gap-5 rounded-xl border border-stone-200 bg-white p-5 sm:grid-cols-2 sm:p-6"
      >
        <TextField
          id={`${formId}-order`}
          label={t('track.field.orderNumber')}
          hint={t('track.field.orderNumberHint')}
          error={errors.orderNumber?.message}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          disabled={lookup.isPending}
          {...form.register('orderNumber')}
        />
        <TextField
          id={`${formId}-phone`}
          label={t('track.field.phone')}
          hint={t('track.field.phoneHint')}
          error={errors.phone?.message}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={40}
          disabled={lookup.isPending}
          {...form.register('phone')}
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={lookup.isPending} className="w-full sm:w-auto">
            {lookup.isPending ? t('track.submitting') : t('track.submit')}
          </Button>
          {lookup.isError && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {answerText(lookup.error, 'track.failed')}
            </p>
          )}
        </div>
      </form>
      {found && lookup.isSuccess && (
        <TrackedOrderView
          order={found.order}
          headingRef={resultHeading}
          details={details(found.order, {
            ...found.query,
            showComplaint: (complaint) =>
              setFound(
                (shown) => shown && { ...shown, order: withComplaint(shown.order, complaint) },
              ),
          })}
        />
      )}
    </main>
  );
}
