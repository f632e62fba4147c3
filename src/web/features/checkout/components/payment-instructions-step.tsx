import { formatMoney } from '#shared/money';
import type { PaymentMethod } from '#shared/pricing';
import type { ShopInfo } from '#shared/shop';
import { TextField } from '../../../components/ui/form-field';
import type { PaymentProofState } from '../hooks/use-payment-proof';
import { PaymentProofUpload } from './payment-proof-upload';

export const TRANSACTION_ID_FIELD = 'checkout-transaction-id';

type PaymentInstructionsStepProps = {
  method: Exclude<PaymentMethod, 'cod'>;
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
  const amount = <strong className="tabular-nums">{formatMoney(total)}</strong>;
  if (method === 'bkash') {
    return (
      <>
        <p>
          Open your bKash app and use <strong>Send Money</strong> to send exactly {amount} to our
          bKash number. Then enter the transaction ID from the confirmation message below.
        </p>
        <dl className="mt-3 space-y-1.5 rounded-md bg-white p-3 text-sm">
          <Detail label="bKash number" value={shop?.bkashNumber} />
          <Detail label="Amount" value={formatMoney(total)} />
        </dl>
      </>
    );
  }
  return (
    <>
      <p>
        Transfer exactly {amount} to the bank account below. Then enter the transaction or reference
        ID of your transfer.
      </p>
      <dl className="mt-3 space-y-1.5 rounded-md bg-white p-3 text-sm">
        <Detail label="Bank" value={shop?.bank.name} />
        <Detail label="Account name" value={shop?.bank.accountName} />
        <Detail label="Account number" value={shop?.bank.accountNumber} />
        <Detail label="Branch" value={shop?.bank.branch} />
        <Detail label="Amount" value={formatMoney(total)} />
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
  return (
    <div className="space-y-5">
      <section
        aria-label="How to pay"
        className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-stone-800"
      >
        <Instructions method={method} total={total} shop={shop} />
      </section>
      <TextField
        id={TRANSACTION_ID_FIELD}
        name="transactionId"
        label="Transaction ID"
        required
        value={transactionId}
        error={transactionIdError}
        onChange={(event) => onTransactionId(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        maxLength={50}
        placeholder={method === 'bkash' ? 'e.g. 9ABC1D2EFG' : 'Transfer reference'}
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
