import { useId, useState } from 'react';
import {
  type FieldErrors,
  type Resolver,
  type UseFormRegisterReturn,
  useForm,
} from 'react-hook-form';
import type { ShipmentCourier } from '#shared/delivery';
import { MAX_PARCEL_WEIGHT_KG, MIN_PARCEL_WEIGHT_KG } from '#shared/delivery';
import {
  type AdminDelivery,
  type BookingInput,
  bookingInputSchema,
} from '#shared/schemas/delivery';
import { Button } from '../../../../components/ui/button';
import { describedBy, FormField } from '../../../../components/ui/form-field';
import { Input, Textarea } from '../../../../components/ui/input';
import { apiErrorCode, useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { cn } from '../../../../lib/utils';
import { useBookShipment } from '../../api/delivery-book';
import {
  type BookingFormValues,
  bookingCouriers,
  bookingDefaults,
  bookingInputFrom,
} from '../../utils/delivery-booking';
import { FormErrorAlert } from '../layout/form-error-alert';
import { Fact } from '../orders/detail-section';
import { courierName } from './courier-name';
import { PathaoPlaceFields } from './pathao-place-fields';

/**
 * The form's text turned into the contract's input, checked by the same schema as the server. The
 * input itself is sent (not the parsed output, whose empty note is null where the body takes none).
 */
const resolver: Resolver<BookingFormValues, unknown, BookingInput> = (values) => {
  const input = bookingInputFrom(values);
  const result = bookingInputSchema.safeParse(input);
  if (result.success) return { values: input as BookingInput, errors: {} };
  const errors: FieldErrors<BookingFormValues> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'courier') as keyof BookingFormValues;
    errors[field] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};

/**
 * Books one parcel: the courier (the configured ones and manual), who and where it goes and what
 * to collect as the order says (read-only: the server takes them from the order), the weight and
 * a note; Pathao's places; a manual courier's name and tracking number. A refusal shows the
 * courier's words above the fields and leaves the form as it was.
 */
export function BookingForm({
  orderId,
  delivery,
  again,
}: {
  orderId: string;
  delivery: AdminDelivery;
  again: boolean;
}) {
  const { t, money } = useI18n();
  const { errorText } = useApiErrorText();
  const idPrefix = useId();
  const book = useBookShipment();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<BookingFormValues, unknown, BookingInput>({
    resolver,
    defaultValues: bookingDefaults(delivery),
  });
  const { errors, isSubmitting } = form.formState;
  const courier = form.watch('courier');
  const busy = isSubmitting || book.isPending;
  const couriers = bookingCouriers(delivery);
  const { booking } = delivery;

  const onSubmit = form.handleSubmit(async (input) => {
    setServerError(null);
    try {
      await book.mutateAsync({ id: orderId, input });
      toast.success(t('admin.delivery.book.done', { courier: courierName(t, input.courier) }));
    } catch (error) {
      setServerError(
        apiErrorCode(error) === 'COURIER_UNAVAILABLE'
          ? t('admin.delivery.book.unavailable', { courier: courierName(t, input.courier) })
          : errorText(error, 'admin.delivery.book.failed'),
      );
    }
  });

  const field = (name: keyof BookingFormValues) => {
    const id = `${idPrefix}-${name}`;
    const error = errors[name]?.message;
    return {
      id,
      disabled: busy,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy({ id, error }),
    };
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={again ? t('admin.delivery.book.again') : t('admin.delivery.book.title')}
    >
      <h4 className="font-medium">
        {again ? t('admin.delivery.book.again') : t('admin.delivery.book.title')}
      </h4>
      <FormErrorAlert message={serverError} />
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium">{t('admin.delivery.book.courier')}</legend>
        <div className="flex flex-wrap gap-2">
          {couriers.map((option) => (
            <CourierChoice
              key={option}
              courier={option}
              checked={courier === option}
              disabled={busy}
              register={form.register('courier', { onChange: () => setServerError(null) })}
            />
          ))}
        </div>
      </fieldset>
      <div>
        <dl className="rounded-lg bg-stone-50 px-3 py-2">
          <Fact label={t('admin.delivery.book.recipient')}>{booking.recipientName}</Fact>
          <Fact label={t('admin.delivery.book.phone')}>
            <span className="font-mono">{booking.phone}</span>
          </Fact>
          <Fact label={t('admin.delivery.book.address')}>{booking.address}</Fact>
          <Fact label={t('admin.delivery.book.cod')}>
            {booking.codAmount > 0 ? (
              <strong className="tabular-nums">{money(booking.codAmount)}</strong>
            ) : (
              t('admin.delivery.book.codNone')
            )}
          </Fact>
        </dl>
        <p className="mt-1 text-xs text-stone-600">{t('admin.delivery.book.fromOrder')}</p>
      </div>
      {courier === 'pathao' && (
        <PathaoPlaceFields
          form={form}
          idPrefix={idPrefix}
          disabled={busy}
          district={booking.district}
          area={booking.area}
        />
      )}
      {courier === 'manual' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            id={`${idPrefix}-courierLabel`}
            label={t('admin.delivery.book.courierLabel')}
            required
            error={errors.courierLabel?.message}
          >
            <Input {...field('courierLabel')} maxLength={60} {...form.register('courierLabel')} />
          </FormField>
          <FormField
            id={`${idPrefix}-trackingCode`}
            label={t('admin.delivery.book.trackingCode')}
            required
            error={errors.trackingCode?.message}
          >
            <Input
              {...field('trackingCode')}
              maxLength={60}
              autoComplete="off"
              {...form.register('trackingCode')}
            />
          </FormField>
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <FormField
          id={`${idPrefix}-weightKg`}
          label={t('admin.delivery.book.weight')}
          required={courier !== 'manual'}
          error={errors.weightKg?.message}
          hint={t('admin.delivery.book.weightHint', {
            count: booking.itemCount,
            min: MIN_PARCEL_WEIGHT_KG,
            max: MAX_PARCEL_WEIGHT_KG,
          })}
        >
          <Input
            {...field('weightKg')}
            aria-describedby={describedBy({
              id: `${idPrefix}-weightKg`,
              error: errors.weightKg?.message,
              hint: true,
            })}
            inputMode="decimal"
            autoComplete="off"
            {...form.register('weightKg')}
          />
        </FormField>
        <FormField
          id={`${idPrefix}-note`}
          label={
            <>
              {t('admin.delivery.book.note')}{' '}
              <span className="font-normal text-stone-600">
                {t('admin.delivery.book.optional')}
              </span>
            </>
          }
          error={errors.note?.message}
        >
          <Textarea
            {...field('note')}
            maxLength={500}
            className="min-h-10"
            rows={2}
            {...form.register('note')}
          />
        </FormField>
      </div>
      <Button type="submit" disabled={busy} className="w-full sm:w-auto">
        {busy
          ? t('admin.delivery.book.working')
          : courier === 'manual'
            ? t('admin.delivery.book.submitManual')
            : t('admin.delivery.book.submit', { courier: courierName(t, courier) })}
      </Button>
    </form>
  );
}

function CourierChoice({
  courier,
  checked,
  disabled,
  register,
}: {
  courier: ShipmentCourier;
  checked: boolean;
  disabled: boolean;
  register: UseFormRegisterReturn<'courier'>;
}) {
  const { t } = useI18n();
  return (
    <label
      className={cn(
        'inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose-600',
        checked ? 'border-rose-700 bg-rose-50 text-rose-900' : 'border-stone-300 bg-white',
        disabled && 'pointer-events-none opacity-60',
      )}
    >
      <input
        type="radio"
        value={courier}
        className="accent-rose-700"
        disabled={disabled}
        {...register}
      />
      {t(`admin.delivery.courier.${courier}`)}
    </label>
  );
}
