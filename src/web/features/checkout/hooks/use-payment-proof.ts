import { useCallback, useEffect, useRef, useState } from 'react';
import { msg } from '#shared/i18n/translator';
import { MAX_PAYMENT_PROOF_BYTES } from '#shared/payment-proof';
import { apiErrorMessage } from '../../../lib/api-errors';
import { uploadPaymentProof } from '../api/upload-payment-proof';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];
export const ACCEPTED_PROOF_TYPES = ACCEPTED.join(',');
export const MAX_PROOF_MEGABYTES = MAX_PAYMENT_PROOF_BYTES / (1024 * 1024);
/** The server's words, so the shopper reads the same message whichever side refuses. */
const WRONG_TYPE = msg('checkout.proof.wrongType');
const TOO_LARGE = msg('checkout.proof.tooLarge', { megabytes: MAX_PROOF_MEGABYTES });

export type PaymentProofState =
  /** `error` is a catalogue key (msg()) or the server's words: shown through message(). */
  | { status: 'empty'; error: string | null }
  | { status: 'uploading'; name: string; preview: string; progress: number }
  | { status: 'done'; name: string; preview: string; ref: string };

/**
 * The optional payment screenshot, uploaded as soon as it is chosen. It lives above the steps,
 * so going Back and forth keeps it; leaving the page cancels an upload still running.
 */
export function usePaymentProof() {
  const [state, setState] = useState<PaymentProofState>({ status: 'empty', error: null });
  const controller = useRef<AbortController | null>(null);
  const preview = useRef<string | null>(null);

  const release = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = null;
  }, []);

  useEffect(() => release, [release]);

  const choose = useCallback(
    async (file: File) => {
      release();
      if (!ACCEPTED.includes(file.type)) return setState({ status: 'empty', error: WRONG_TYPE });
      if (file.size > MAX_PAYMENT_PROOF_BYTES) {
        return setState({ status: 'empty', error: TOO_LARGE });
      }
      const url = URL.createObjectURL(file);
      const running = new AbortController();
      preview.current = url;
      controller.current = running;
      setState({ status: 'uploading', name: file.name, preview: url, progress: 0 });
      try {
        const ref = await uploadPaymentProof(
          file,
          (progress) =>
            setState((now) => (now.status === 'uploading' ? { ...now, progress } : now)),
          running.signal,
        );
        setState({ status: 'done', name: file.name, preview: url, ref });
      } catch (failure) {
        if ((failure as Error).name === 'AbortError') return;
        release();
        setState({
          status: 'empty',
          error: apiErrorMessage(failure, msg('checkout.proof.uploadFailed')),
        });
      } finally {
        if (controller.current === running) controller.current = null;
      }
    },
    [release],
  );

  const remove = useCallback(() => {
    release();
    setState({ status: 'empty', error: null });
  }, [release]);

  return { state, choose, remove };
}
