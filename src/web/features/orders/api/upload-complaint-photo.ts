import { uploadFile } from '../../../lib/upload-file';

/** Sends one photo for a complaint (multipart field `photo`); answers with its private `/files/<id>`. */
export async function uploadComplaintPhoto(
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const { image } = await uploadFile<{ image: string }>({
    path: '/api/complaints/photos',
    field: 'photo',
    file,
    onProgress,
    signal,
  });
  return image;
}
