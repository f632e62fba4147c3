import type { PaymentMethod } from '#shared/pricing';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n';
import { primaryButtonLabel } from '../utils/checkout-steps';

/**
 * Back, and Continue or Place Order. `blocked`: the review's cart cannot be ordered as it is (lines
 * the server would refuse, or none); the note under the buttons says so.
 */
export function CheckoutButtons({
  step,
  method,
  processing,
  uploading,
  blocked,
  onBack,
}: {
  step: number;
  method: PaymentMethod;
  processing: boolean;
  uploading: boolean;
  blocked: boolean;
  onBack: () => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <div className="mt-6 flex gap-3 border-t border-stone-200 pt-5">
        <Button
          type="button"
          variant="outline"
          size="lg"
          className="flex-1 sm:flex-none"
          disabled={step === 1 || processing}
          onClick={onBack}
        >
          {t('checkout.button.back')}
        </Button>
        <Button
          type="submit"
          size="lg"
          className="flex-1 sm:ml-auto sm:flex-none sm:min-w-40"
          disabled={processing || uploading || blocked}
          aria-describedby={blocked ? 'checkout-blocked' : undefined}
        >
          {t(primaryButtonLabel(step, method, processing))}
        </Button>
      </div>
      {blocked && (
        <p id="checkout-blocked" className="mt-2 text-right text-sm text-red-700">
          {t('checkout.blocked')}
        </p>
      )}
    </>
  );
}
