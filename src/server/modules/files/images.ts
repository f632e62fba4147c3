/**
 * Every picture the shop keeps: decoding refuses a file that is not an image, and the metadata
 * (camera, location) is dropped before WebP copies are stored at the standard widths.
 */
import { eq } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import { msg } from '#shared/i18n/translator';
import { IMAGE_WIDTHS, type ImageWidth, isStoredImage } from '#shared/images';
import type { Database } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { Storage } from '../../storage/storage';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Refuse decompression bombs: nothing a phone camera makes is larger. */
const MAX_IMAGE_PIXELS = 50_000_000;

export type StoreImageOptions = {
  purpose: 'product_image' | 'review_photo' | 'payment_proof' | 'return_photo' | 'complaint_photo';
  isPublic: boolean;
  ownerUserId: string | null;
};

export function fileKeyPrefix(id: string): string {
  return `images/${id}/`;
}

export function fileKey(id: string, width: number): string {
  return `${fileKeyPrefix(id)}${width}.webp`;
}

export async function storeImage(
  db: Database,
  storage: Storage,
  input: Buffer,
  options: StoreImageOptions,
): Promise<{ id: string; ref: string }> {
  if (input.byteLength > MAX_IMAGE_BYTES) throw new HttpError(413, msg('errors.file.tooLarge'));
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  } catch {
    throw new HttpError(400, msg('errors.file.notAnImage'));
  }
  const { width, height, format } = metadata;
  if (!width || !height || !['jpeg', 'png', 'webp', 'gif', 'avif', 'heif'].includes(format ?? '')) {
    throw new HttpError(400, msg('errors.file.notAnImage'));
  }

  // Every standard width up to the first at least as wide as the picture; that one holds the
  // picture at its own size (never enlarged), so a 600 px screenshot stays readable at 600 px.
  const firstCovering = IMAGE_WIDTHS.findIndex((w) => w >= width);
  const widths =
    firstCovering === -1 ? [...IMAGE_WIDTHS] : IMAGE_WIDTHS.slice(0, firstCovering + 1);
  const variants = await Promise.all(
    widths.map((targetWidth) =>
      sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize({ width: targetWidth, withoutEnlargement: true })
        .webp({ quality: 78, effort: 2 })
        .toBuffer(),
    ),
  );

  const [row] = await db
    .insert(storedFiles)
    .values({
      purpose: options.purpose,
      isPublic: options.isPublic,
      ownerUserId: options.ownerUserId,
      contentType: 'image/webp',
      width,
      height,
      byteSize: variants.reduce((sum, buffer) => sum + buffer.byteLength, 0),
      variantWidths: widths,
    })
    .returning({ id: storedFiles.id });
  if (!row) throw new Error('stored_files insert returned nothing');
  await Promise.all(
    variants.map((buffer, index) => storage.put(fileKey(row.id, widths[index] ?? 0), buffer)),
  );
  return { id: row.id, ref: `/files/${row.id}` };
}

/** Undefined for a plain URL or a file not stored. */
export async function servedImageSize(
  db: Database,
  ref: string,
  width: ImageWidth,
): Promise<{ width: number; height: number } | undefined> {
  if (!isStoredImage(ref)) return undefined;
  const [file] = await db
    .select({
      width: storedFiles.width,
      height: storedFiles.height,
      variantWidths: storedFiles.variantWidths,
    })
    .from(storedFiles)
    .where(eq(storedFiles.id, ref.slice('/files/'.length)));
  const stored = file && closestStoredWidth(file.variantWidths, width);
  if (!file || stored === undefined) return undefined;
  const served = Math.min(stored, file.width);
  return { width: served, height: Math.round((file.height * served) / file.width) };
}

/**
 * Small pictures are never enlarged, so they lack the wider copies: the widest stored copy up to
 * the one asked for serves instead (or the narrowest, if every copy is wider).
 */
export function closestStoredWidth(stored: number[], wanted: number): number | undefined {
  const sorted = [...stored].sort((a, b) => a - b);
  return sorted.filter((width) => width <= wanted).at(-1) ?? sorted[0];
}
