import { type FormEvent, useState } from 'react';
import type { PaymentGatewayName } from '#shared/payments';
import { Button } from '../../../../components/ui/button';
import { DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { TextField } from '../../../../components/ui/form-field';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useRefundOrderPayment } from '../../api/orders-payments';
import {
  parseRefundForm,
  type RefundFormErrors,
  type RefundFormValues,
  takaText,
} from '../../utils/refund-form';
import { FormErrorAlert } from '../layout/form-error-alert';
import { needsIdentityCheck, useIdentityCheck } from '../layout/identity-check';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Gives money back through the gateway that took it: the amount in taka (all that is left to start
 * with, so a full refund is one click), a reason for the history, and a second look before it goes.
 * The server checks the amount again under the payment's lock; its refusals show above the fields.
 */
export function RefundForm({
  orderId,
  gateway,
  refundable,
}: {
  orderId: string;
  gateway: PaymentGatewayName;
  /** Poisha left to refund. */
  refundable: number;
}) {
  const { t, money } = useI18n();
  const confirmThen = useIdentityCheck();
  const { errorText } = useApiErrorText();
  const refund = useRefundOrderPayment();
  const [values, setValues] = useState<RefundFormValues>({
    amount: takaText(refundable),
    reason: '',
  });
  const [errors, setErrors] = useState<RefundFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ amount: number; reason: string } | null>(null);
  const gatewayName = t(`admin.payments.gateway.${gateway}`);

  if (refundable <= 0) {
    return <p className="text-sm text-stone-700">{t('admin.refund.nothingLeft')}</p>;
  }

  const set = (field: keyof RefundFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseRefundForm(values, refundable, money);
    if (!parsed.success) {
      setErrors(parsed.errors);
      return;
    }
    setServerError(null);
    setConfirming(parsed.data);
  };

  const refundWith = (body: NonNullable<typeof confirming>) =>
    refund.mutate(
      { id: orderId, ...body },
      {
        onSuccess: (payments) => {
          toast.success(t('admin.refund.done', { amount: money(body.amount) }));
          setValues({ amount: takaText(payments.refundable), reason: '' });
        },
        onError: (error) =>
          needsIdentityCheck(error)
            ? confirmThen(() => refundWith(body))
            : setServerError(errorText(error, 'admin.refund.failed')),
      },
    );

  const send = () => {
    if (!confirming) return;
    setConfirming(null);
    refundWith(confirming);
  };

  const parsedAmount = parseRefundForm({ ...values, reason: 'x' }, refundable, money);
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-stone-700">
          {t('admin.refund.left', { amount: money(refundable), gateway: gatewayName })}
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => set('amount')(takaText(refundable))}
        >
          {t('admin.refund.all')}
        </Button>
      </div>
      <FormErrorAlert message={serverError} />
      <TextField
        id="refund-amount"
        label={t('admin.refund.amount')}
        required
        inputMode="decimal"
        autoComplete="off"
        value={values.amount}
        onChange={(event) => set('amount')(event.currentTarget.value)}
        hint={t('admin.refund.amountHint')}
        error={errors.amount}
      />
      <TextField
        id="refund-reason"
        label={t('admin.refund.reason')}
        required
        maxLength={200}
        value={values.reason}
        placeholder={t('admin.refund.reasonPlaceholder')}
        onChange={(event) => set('reason')(event.currentTarget.value)}
        error={errors.reason}
      />
      <Button type="submit" disabled={refund.isPending} className="w-full sm:w-auto">
        {refund.isPending
          ? t('admin.refund.working')
          : parsedAmount.success
            ? t('admin.refund.submit', { amount: money(parsedAmount.data.amount) })
            : t('admin.refund.submitPlain')}
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        confirmLabel={t('admin.refund.submit', { amount: money(confirming?.amount ?? 0) })}
        destructive
        onConfirm={send}
      >
        <DialogTitle>
          {t('admin.refund.confirm.title', { amount: money(confirming?.amount ?? 0) })}
        </DialogTitle>
        <DialogDescription>
          {t('admin.refund.confirm.description', { gateway: gatewayName })}
        </DialogDescription>
      </ConfirmDialog>
    </form>
  );
}
