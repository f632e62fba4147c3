import type { z } from 'zod';
import type { paymentProofSchema } from '#shared/schemas/order';
import { uploadFile } from '../../../lib/upload-file';

/** Sends the payment screenshot (multipart field `screenshot`); answers with its `/files/<id>`. */
export async function uploadPaymentProof(
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const { paymentProof } = await uploadFile<z.infer<typeof paymentProofSchema>>({
    path: '/api/orders/payment-proofs',
    field: 'screenshot',
    file,
    onProgress,
    signal,
  });
  return paymentProof;
}
