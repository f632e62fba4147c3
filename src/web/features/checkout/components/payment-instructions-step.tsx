import type { PaymentMethod } from '#shared/pricing';
import type { ShopInfo } from '#shared/shop';
import { TextField } from '../../../components/ui/form-field';
import { useI18n } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import type { PaymentProofState } from '../hooks/use-payment-proof';
import { TRANSACTION_ID_FIELD } from '../utils/checkout-form';
import { PaymentProofUpload } from './payment-proof-upload';

type PaymentInstructionsStepProps = {
  /** The manual methods: the shopper pays first and types the transaction ID. */
  method: 'bkash' | 'bank';
  total: number;
  shop: ShopInfo | undefined;
  transactionId: string;
  transactionIdError: string | undefined;
  onTransactionId: (value: string) => void;
  proof: PaymentProofState;
  onChooseProof: (file: File) => void;
  onRemoveProof: () => void;
};

function Detail({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
      <dt className="text-stone-600">{label}</dt>
      <dd className="font-medium break-all text-stone-900">{value ?? '…'}</dd>
    </div>
  );
}

function Instructions({
  method,
  total,
  shop,
}: {
  method: PaymentMethod;
  total: number;
  shop: ShopInfo | undefined;
}) {
  const { t, money } = useI18n();
  const amount = <strong className="tabular-nums">{money(total)}</strong>;
  if (method === 'bkash') {
    return (
      <>
        <p>
          {richText(t('checkout.instructions.bkash'), {
            sendMoney: <strong>{t('checkout.instructions.sendMoney')}</strong>,
            amount,
          })}
        </p>
        <dl className="mt-3 space-y-1.5 rounded-md bg-white p-3 text-sm">
          <Detail label={t('checkout.instructions.bkashNumber')} value={shop?.bkashNumber} />
          <Detail label={t('checkout.instructions.amount')} value={money(total)} />
        </dl>
      </>
    );
  }
  return (
    <>
      <p>{richText(t('checkout.instructions.bank'), { amount })}</p>
      <dl className="mt-3 space-y-1.5 rounded-md bg-white p-3 text-sm">
        <Detail label={t('checkout.instructions.bankName')} value={shop?.bank.name} />
        <Detail label={t('checkout.instructions.accountName')} value={shop?.bank.accountName} />
        <Detail label={t('checkout.instructions.accountNumber')} value={shop?.bank.accountNumber} />
        <Detail label={t('checkout.instructions.branch')} value={shop?.bank.branch} />
        <Detail label={t('checkout.instructions.amount')} value={money(total)} />
      </dl>
    </>
  );
}

export function PaymentInstructionsStep({
  method,
  total,
  shop,
  transactionId,
  transactionIdError,
  onTransactionId,
  proof,
  onChooseProof,
  onRemoveProof,
}: PaymentInstructionsStepProps) {
  const { t } = useI18n();
  return (
    <div className="space-y-5">
      <section
        aria-label={t('checkout.instructions.label')}
        className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-stone-800"
      >
        <Instructions method={method} total={total} shop={shop} />
      </section>
      <TextField
        id={TRANSACTION_ID_FIELD}
        name="transactionId"
        label={t('checkout.transactionId.label')}
        required
        value={transactionId}
        error={transactionIdError}
        onChange={(event) => onTransactionId(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        maxLength={50}
        placeholder={t(
          method === 'bkash'
            ? 'checkout.transactionId.placeholderBkash'
            : 'checkout.transactionId.placeholderBank',
        )}
      />
      <PaymentProofUpload
        id="checkout-payment-proof"
        state={proof}
        onChoose={onChooseProof}
        onRemove={onRemoveProof}
      />
    </div>
  );
}
