import { ImagePlus, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n';
import {
  ACCEPTED_PROOF_TYPES,
  MAX_PROOF_MEGABYTES,
  type PaymentProofState,
} from '../hooks/use-payment-proof';

type PaymentProofUploadProps = {
  id: string;
  state: PaymentProofState;
  onChoose: (file: File) => void;
  onRemove: () => void;
  disabled?: boolean;
};

/** The optional payment screenshot: uploaded at once, with progress, a preview and Remove. */
export function PaymentProofUpload({
  id,
  state,
  onChoose,
  onRemove,
  disabled,
}: PaymentProofUploadProps) {
  const { t, message } = useI18n();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = state.status === 'empty' ? state.error : null;
  return (
    <div className="space-y-2">
      <p id={`${id}-label`} className="text-sm font-medium text-stone-800">
        {t('checkout.proof.label')}{' '}
        <span className="font-normal text-stone-600">{t('checkout.optional')}</span>
      </p>
      {state.status === 'empty' ? (
        <label
          htmlFor={id}
          className="flex cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600 hover:border-rose-600 hover:text-rose-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose-600"
        >
          <ImagePlus className="size-6" aria-hidden="true" />
          <span className="font-medium">{t('checkout.proof.choose')}</span>
          <input
            id={id}
            type="file"
            accept={ACCEPTED_PROOF_TYPES}
            disabled={disabled}
            className="sr-only"
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onChoose(file);
              event.target.value = '';
            }}
          />
        </label>
      ) : (
        <div className="flex items-center gap-3 rounded-lg border border-stone-200 bg-white p-3">
          <img
            src={state.preview}
            alt={t('checkout.proof.previewAlt')}
            className="size-16 shrink-0 rounded-md border border-stone-200 object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-stone-900">{state.name}</p>
            {state.status === 'uploading' ? (
              <>
                <div
                  role="progressbar"
                  aria-label={t('checkout.proof.uploadingLabel')}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(state.progress * 100)}
                  className="mt-2 h-2 overflow-hidden rounded-full bg-stone-200"
                >
                  <div
                    className="h-full rounded-full bg-rose-700 transition-[width]"
                    style={{ width: `${Math.round(state.progress * 100)}%` }}
                  />
                </div>
                <p role="status" className="mt-1 text-xs text-stone-600">
                  {t('checkout.proof.progress', { percent: Math.round(state.progress * 100) })}
                </p>
              </>
            ) : (
              <p role="status" className="mt-1 text-xs text-emerald-700">
                {t('checkout.proof.uploaded')}
              </p>
            )}
          </div>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={onRemove}
            disabled={disabled}
            aria-label={t('checkout.proof.removeLabel', { name: state.name })}
          >
            <X aria-hidden="true" />
            {t('checkout.proof.remove')}
          </Button>
        </div>
      )}
      <p id={hintId} className="text-xs text-stone-600">
        {t('checkout.proof.hint', { megabytes: MAX_PROOF_MEGABYTES })}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {message(error)}
        </p>
      )}
    </div>
  );
}
