import { paymentProofSchema } from '#shared/schemas/order';
import { uploadFile } from '../../../lib/upload-file';

/** Sends the payment screenshot (multipart field `screenshot`); answers with its `/files/<id>`. */
export async function uploadPaymentProof(
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const { paymentProof } = await uploadFile({
    path: '/api/orders/payment-proofs',
    field: 'screenshot',
    file,
    schema: paymentProofSchema,
    onProgress,
    signal,
  });
  return paymentProof;
}
