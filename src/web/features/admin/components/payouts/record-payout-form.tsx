import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { ShipmentCourier } from '#shared/delivery';
import type { PayoutReport } from '#shared/schemas/delivery';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { describedBy, FormField } from '../../../../components/ui/form-field';
import { fieldClasses, Input } from '../../../../components/ui/input';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { cn } from '../../../../lib/utils';
import { useRecordPayout } from '../../api/payouts-record';
import { dhakaToday, netOf, type PayoutFormValues, payoutResolver } from '../../utils/payouts-form';
import { takaText } from '../../utils/refund-form';
import { AdminTable } from '../layout/admin-table';
import { FormErrorAlert } from '../layout/form-error-alert';

type Unpaid = PayoutReport['unpaid'];

/**
 * The delivered parcels no payout covers yet, for one courier at a time, and the form that records
 * what that courier paid for the ones ticked. The amount starts as their cash less the courier's
 * charges; the server checks each parcel again under its lock and names any it refuses.
 */
export function RecordPayoutForm({
  unpaid,
  courier: preferred,
}: {
  unpaid: Unpaid;
  courier: ShipmentCourier | undefined;
}) {
  const { t, money } = useI18n();
  const { errorText } = useApiErrorText();
  const id = useId();
  const record = useRecordPayout();
  const [serverError, setServerError] = useState<string | null>(null);
  const couriers = [...new Set(unpaid.map((parcel) => parcel.courier))];
  const form = useForm<PayoutFormValues, unknown, Parameters<typeof record.mutateAsync>[0]>({
    resolver: payoutResolver,
    defaultValues: {
      courier: preferred ?? couriers[0] ?? 'steadfast',
      shipmentIds: [],
      amount: '',
      reference: '',
      paidOn: dhakaToday(),
      note: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const courier = useWatch({ control: form.control, name: 'courier' });
  const ticked = useWatch({ control: form.control, name: 'shipmentIds' });
  const parcels = unpaid.filter((parcel) => parcel.courier === courier);
  const busy = isSubmitting || record.isPending;

  const choose = (ids: string[]) => {
    form.setValue('shipmentIds', ids, { shouldValidate: form.formState.isSubmitted });
    // A courier whose fees outrun its cash (parcels paid online) pays nothing: the shop owes it.
    form.setValue('amount', ids.length > 0 ? takaText(Math.max(0, netOf(parcels, ids))) : '');
  };
  const toggle = (shipmentId: string, on: boolean) =>
    choose(on ? [...ticked, shipmentId] : ticked.filter((one) => one !== shipmentId));

  const onSubmit = form.handleSubmit(async (input) => {
    setServerError(null);
    try {
      await record.mutateAsync(input);
      toast.success(t('admin.payouts.form.done', { amount: money(input.amount) }));
      form.reset({ ...form.getValues(), shipmentIds: [], amount: '', reference: '', note: '' });
    } catch (error) {
      setServerError(errorText(error, 'admin.payouts.form.failed') ?? null);
    }
  });

  const field = (name: keyof PayoutFormValues, hint?: string) => {
    const fieldId = `${id}-${name}`;
    const error = errors[name]?.message;
    return {
      id: fieldId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy({ id: fieldId, error, hint }),
      disabled: busy,
    };
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h3 id={`${id}-title`} className="font-serif text-xl font-semibold text-stone-900">
        {t('admin.payouts.unpaid.title')}
      </h3>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={t('admin.payouts.form.title')}
        className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
      >
        <FormErrorAlert message={serverError} />
        <FormField id={`${id}-courier`} label={t('admin.payouts.form.courier')} required>
          <select
            {...field('courier')}
            className={cn(fieldClasses, 'h-10 sm:w-60')}
            {...form.register('courier', { onChange: () => choose([]) })}
          >
            {(couriers.includes(courier) ? couriers : [courier, ...couriers]).map((option) => (
              <option key={option} value={option}>
                {t(`admin.delivery.courier.${option}`)}
              </option>
            ))}
          </select>
        </FormField>
        <UnpaidParcels
          parcels={parcels}
          ticked={ticked}
          onToggle={toggle}
          onAll={(on) => choose(on ? parcels.map((parcel) => parcel.shipmentId) : [])}
          disabled={busy}
        />
        {errors.shipmentIds?.message ? (
          <p id={`${id}-shipmentIds-error`} className="text-sm font-medium text-red-700">
            {t('admin.payouts.error.parcels')}
          </p>
        ) : null}
        <p className="text-sm text-stone-700" aria-live="polite">
          {t('admin.payouts.form.selected', {
            count: ticked.length,
            amount: money(netOf(parcels, ticked)),
          })}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id={`${id}-amount`}
            label={t('admin.payouts.form.amount')}
            required
            error={errors.amount?.message}
            hint={t('admin.payouts.form.amountHint')}
          >
            <Input
              {...field('amount', t('admin.payouts.form.amountHint'))}
              inputMode="decimal"
              autoComplete="off"
              {...form.register('amount')}
            />
          </FormField>
          <FormField
            id={`${id}-reference`}
            label={t('admin.payouts.form.reference')}
            required
            error={errors.reference?.message}
            hint={t('admin.payouts.form.referenceHint')}
          >
            <Input
              {...field('reference', t('admin.payouts.form.referenceHint'))}
              maxLength={100}
              autoComplete="off"
              {...form.register('reference')}
            />
          </FormField>
          <FormField
            id={`${id}-paidOn`}
            label={t('admin.payouts.form.date')}
            required
            error={errors.paidOn?.message}
          >
            <Input {...field('paidOn')} type="date" {...form.register('paidOn')} />
          </FormField>
          <FormField
            id={`${id}-note`}
            label={t('admin.payouts.form.note')}
            error={errors.note?.message}
          >
            <Input {...field('note')} maxLength={500} {...form.register('note')} />
          </FormField>
        </div>
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {busy ? t('admin.payouts.form.working') : t('admin.payouts.form.submit')}
        </Button>
      </form>
    </section>
  );
}

function UnpaidParcels({
  parcels,
  ticked,
  onToggle,
  onAll,
  disabled,
}: {
  parcels: Unpaid;
  ticked: string[];
  onToggle: (shipmentId: string, on: boolean) => void;
  onAll: (on: boolean) => void;
  disabled: boolean;
}) {
  const { t, money, date } = useI18n();
  if (parcels.length === 0) {
    return <p className="text-sm text-stone-700">{t('admin.payouts.unpaid.empty')}</p>;
  }
  const all = parcels.every((parcel) => ticked.includes(parcel.shipmentId));
  return (
    <AdminTable
      columns={[
        { label: t('admin.payouts.selectAll'), hidden: true },
        { label: t('admin.payouts.col.order') },
        { label: t('admin.payouts.col.consignment') },
        { label: t('admin.payouts.col.delivered') },
        { label: t('admin.payouts.col.cod'), align: 'right' },
        { label: t('admin.payouts.col.collected'), align: 'right' },
        { label: t('admin.payouts.col.charge'), align: 'right' },
      ]}
    >
      <tr className="bg-stone-50">
        <td className="px-3 py-2" colSpan={7}>
          <label className="inline-flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4 accent-rose-700"
              checked={all}
              disabled={disabled}
              onChange={(event) => onAll(event.currentTarget.checked)}
            />
            {t('admin.payouts.selectAll')}
          </label>
        </td>
      </tr>
      {parcels.map((parcel) => {
        const name = parcel.consignmentId ?? parcel.orderId.slice(0, 8);
        return (
          <tr key={parcel.shipmentId}>
            <td className="px-3 py-3">
              <input
                type="checkbox"
                className="size-4 accent-rose-700"
                aria-label={t('admin.payouts.select', { parcel: name })}
                checked={ticked.includes(parcel.shipmentId)}
                disabled={disabled}
                onChange={(event) => onToggle(parcel.shipmentId, event.currentTarget.checked)}
              />
            </td>
            <td className="px-3 py-3 font-mono text-xs">
              <Link
                to={`/admin/orders/${parcel.orderId}`}
                className="text-rose-700 hover:underline"
              >
                #{parcel.orderId.slice(0, 8)}
              </Link>
            </td>
            <td className="px-3 py-3 font-mono text-xs">{parcel.consignmentId ?? '—'}</td>
            <td className="px-3 py-3 whitespace-nowrap">{date(parcel.deliveredAt)}</td>
            <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
              {money(parcel.codAmount)}
            </td>
            <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
              {money(parcel.collectedAmount)}
              {parcel.mismatch ? (
                <Badge
                  variant="sale"
                  className="ml-2"
                  title={t('admin.payouts.mismatchHint', {
                    collected: money(parcel.collectedAmount),
                    cod: money(parcel.codAmount),
                  })}
                >
                  {t('admin.payouts.mismatch')}
                </Badge>
              ) : null}
            </td>
            <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
              {parcel.charge === null ? '—' : money(parcel.charge)}
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
