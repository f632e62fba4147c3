import { type FormEvent, useId, useState } from 'react';
import type { ReturnRefundMethod } from '#shared/returns';
import type { AdminReturn, ReturnRefundInput } from '#shared/schemas/returns';
import { Button } from '../../../../components/ui/button';
import { DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { TextField } from '../../../../components/ui/form-field';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { cn } from '../../../../lib/utils';
import { useRefundReturn } from '../../api/returns-refund';
import { takaText } from '../../utils/refund-form';
import { FormErrorAlert } from '../layout/form-error-alert';
import { needsIdentityCheck, useIdentityCheck } from '../layout/identity-check';
import { ConfirmDialog } from '../orders/confirm-dialog';
import { parseRefundValues, type RefundErrors, type RefundValues } from './refund-values';
import { useReturnFailure } from './return-failure';

/** As store credit when she asked for it (and still has the account it goes to), else money. */
const wantsCredit = (value: AdminReturn) =>
  value.refundAs === 'credit' && value.order.customer !== null;

function methodsFor(value: AdminReturn): ReturnRefundMethod[] {
  if (wantsCredit(value)) return ['credit'];
  return value.paidOnline ? ['gateway', 'bkash', 'bank'] : ['bkash', 'bank'];
}

/** The methods recorded with the transaction ID of what the shop sent. */
const sentByShop = (method: ReturnRefundMethod): method is 'bkash' | 'bank' =>
  method === 'bkash' || method === 'bank';

/**
 * Gives the money back for a received return: the amount (its worth to start with, at most what
 * the order has left), how it goes — as store credit when the shopper asked for it; else through
 * the gateway that took it when paid online, or sent by bKash or bank transfer and recorded with
 * its transaction ID — and a second look before it goes.
 */
export function ReturnRefundForm({ value }: { value: AdminReturn }) {
  const { t, money, date } = useI18n();
  const failed = useReturnFailure();
  const id = useId();
  const refund = useRefundReturn();
  const methods = methodsFor(value);
  const [values, setValues] = useState<RefundValues>({
    amount: takaText(Math.min(value.worth, value.refundableLeft)),
    method: methods[0] ?? 'bkash',
    transactionId: '',
    note: '',
  });
  const [errors, setErrors] = useState<RefundErrors>({});
  const confirmThen = useIdentityCheck();
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<(ReturnRefundInput & { amount: number }) | null>(
    null,
  );
  const gateway = value.paidOnline ? t(`admin.payments.gateway.${value.paidOnline}`) : '';
  const methodLabel = (method: ReturnRefundMethod) =>
    method === 'gateway'
      ? t('admin.returns.method.gatewayNamed', { gateway })
      : t(`admin.returns.method.${method}`);

  if (value.refundableLeft <= 0) {
    return <p className="text-sm text-stone-700">{t('admin.returns.refund.nothingLeft')}</p>;
  }

  const set = (field: keyof RefundValues) => (text: string) => {
    setValues((current) => ({ ...current, [field]: text }));
    if (field === 'amount' || field === 'transactionId') {
      setErrors((current) => ({ ...current, [field]: undefined }));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseRefundValues(values, value.refundableLeft, money);
    if (!parsed.success) {
      setErrors(parsed.errors);
      return;
    }
    setServerError(null);
    setConfirming(parsed.data);
  };

  const refundWith = (input: NonNullable<typeof confirming>) =>
    refund.mutate(
      { id: value.id, input },
      {
        onSuccess: () =>
          toast.success(t('admin.returns.refund.done', { amount: money(input.amount) })),
        onError: (failure) =>
          needsIdentityCheck(failure)
            ? confirmThen(() => refundWith(input))
            : setServerError(failed(failure)),
      },
    );

  const send = () => {
    if (!confirming) return;
    setConfirming(null);
    refundWith(confirming);
  };

  const due = value.refundDueBy;
  return (
    <form
      noValidate
      aria-label={t('admin.returns.refund.title')}
      className="space-y-4"
      onSubmit={submit}
    >
      <h4 className="font-medium">{t('admin.returns.refund.title')}</h4>
      {due && (
        <p
          className={cn(
            'text-sm',
            Date.parse(due) < Date.now() ? 'font-medium text-red-800' : 'text-stone-700',
          )}
        >
          {t(Date.parse(due) < Date.now() ? 'admin.returns.overdue' : 'admin.returns.dueBy', {
            date: date(due),
          })}
        </p>
      )}
      <p className="text-sm text-stone-700">
        {t('admin.returns.refund.left', { amount: money(value.refundableLeft) })}
      </p>
      {wantsCredit(value) && (
        <p className="text-sm text-stone-700">{t('admin.returns.refund.askedCredit')}</p>
      )}
      <FormErrorAlert message={serverError} />
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium">{t('admin.returns.refund.method')}</legend>
        <div className="flex flex-wrap gap-2">
          {methods.map((method) => (
            <label
              key={method}
              className={cn(
                'inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose-600',
                values.method === method
                  ? 'border-rose-700 bg-rose-50 text-rose-900'
                  : 'border-stone-300 bg-white',
              )}
            >
              <input
                type="radio"
                name={`${id}-method`}
                value={method}
                checked={values.method === method}
                disabled={refund.isPending}
                className="accent-rose-700"
                onChange={() => {
                  set('method')(method);
                  setErrors((current) => ({ ...current, transactionId: undefined }));
                }}
              />
              {methodLabel(method)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={`${id}-amount`}
          label={t('admin.returns.refund.amount')}
          required
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          disabled={refund.isPending}
          onChange={(event) => set('amount')(event.currentTarget.value)}
          hint={t('admin.returns.refund.amountHint', { worth: money(value.worth) })}
          error={errors.amount}
        />
        {sentByShop(values.method) && (
          <TextField
            id={`${id}-transaction`}
            label={t('admin.returns.refund.transactionId')}
            required
            maxLength={40}
            autoComplete="off"
            value={values.transactionId}
            disabled={refund.isPending}
            onChange={(event) => set('transactionId')(event.currentTarget.value)}
            hint={t(`admin.returns.refund.transactionHint.${values.method}`)}
            error={errors.transactionId}
          />
        )}
      </div>
      <TextField
        id={`${id}-note`}
        label={t('admin.returns.note')}
        hint={t('admin.returns.noteOptional')}
        maxLength={500}
        value={values.note}
        disabled={refund.isPending}
        onChange={(event) => set('note')(event.currentTarget.value)}
      />
      <Button type="submit" disabled={refund.isPending} className="w-full sm:w-auto">
        {refund.isPending ? t('admin.returns.working') : t('admin.returns.refund.submit')}
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        confirmLabel={t('admin.returns.refund.confirm', {
          amount: money(confirming?.amount ?? 0),
        })}
        onConfirm={send}
      >
        <DialogTitle>
          {t('admin.returns.refund.confirmTitle', { amount: money(confirming?.amount ?? 0) })}
        </DialogTitle>
        <DialogDescription>
          {confirming ? methodLabel(confirming.method) : ''}
          {confirming && 'transactionId' in confirming ? ` · ${confirming.transactionId}` : ''}
        </DialogDescription>
      </ConfirmDialog>
    </form>
  );
}
