import type { z } from 'zod';
import type { productImageUploadSchema } from '#shared/schemas/admin';
import { uploadFile } from '../../../lib/upload-file';

/** Sends one product picture (multipart field `image`); answers with its `/files/<id>`. */
export async function uploadProductImage(
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const { image } = await uploadFile<z.infer<typeof productImageUploadSchema>>({
    path: '/api/admin/products/images',
    field: 'image',
    file,
    onProgress,
    signal,
  });
  return image;
}
