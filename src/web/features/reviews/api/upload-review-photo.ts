import type { z } from 'zod';
import type { reviewPhotoSchema } from '#shared/schemas/review';
import { uploadFile } from '../../../lib/upload-file';

/** Sends one review photo (multipart field `photo`) and answers with its stored reference. */
export async function uploadReviewPhoto(
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const { image } = await uploadFile<z.infer<typeof reviewPhotoSchema>>({
    path: '/api/reviews/photos',
    field: 'photo',
    file,
    onProgress,
    signal,
  });
  return image;
}
