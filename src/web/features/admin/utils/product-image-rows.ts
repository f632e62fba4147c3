import { msg } from '#shared/i18n/translator';

/**
 * The product form's picture rows: each holds a web address typed in or the `/files/<id>` an
 * upload answered with. The first row is the main picture; there is always at least one row.
 */
export type ImageRow = {
  id: string;
  value: string;
  source: 'url' | 'upload';
  /** 0–1 while a file uploads, else null. */
  progress: number | null;
  error: string | null;
};

/** The upload route takes these (the server re-encodes them as WebP). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_IMAGE_MB = 5;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;

let lastRowId = 0;

export function newImageRow(value = ''): ImageRow {
  lastRowId += 1;
  return { id: `image-row-${lastRowId}`, value, source: 'url', progress: null, error: null };
}

export function imageRowsFrom(images: readonly string[]): ImageRow[] {
  const rows = images.map((image) => ({
    ...newImageRow(image),
    source: image.startsWith('/files/') ? ('upload' as const) : ('url' as const),
  }));
  return rows.length > 0 ? rows : [newImageRow()];
}

export function addImageRow(rows: readonly ImageRow[]): ImageRow[] {
  return [...rows, newImageRow()];
}

export function canRemoveImageRow(rows: readonly ImageRow[]): boolean {
  return rows.length > 1;
}

export function removeImageRow(rows: readonly ImageRow[], id: string): ImageRow[] {
  if (!canRemoveImageRow(rows)) return [...rows];
  return rows.filter((row) => row.id !== id);
}

/** Swaps a row with its neighbour above (-1) or below (+1); at an end nothing moves. */
export function moveImageRow(rows: readonly ImageRow[], id: string, offset: -1 | 1): ImageRow[] {
  const from = rows.findIndex((row) => row.id === id);
  const to = from + offset;
  const moving = rows[from];
  const other = rows[to];
  if (from < 0 || !moving || !other) return [...rows];
  const moved = [...rows];
  moved[to] = moving;
  moved[from] = other;
  return moved;
}

export function updateImageRow(
  rows: readonly ImageRow[],
  id: string,
  patch: Partial<Omit<ImageRow, 'id'>>,
): ImageRow[] {
  return rows.map((row) => (row.id === id ? { ...row, ...patch } : row));
}

/** What is saved: the filled rows, trimmed, in order. */
export function imageRefs(rows: readonly ImageRow[]): string[] {
  return rows.map((row) => row.value.trim()).filter(Boolean);
}

export function isUploadingImage(rows: readonly ImageRow[]): boolean {
  return rows.some((row) => row.progress !== null);
}

/**
 * Checked before sending, so a wrong file fails at once instead of after the upload. The problem
 * is a message made by msg(), read in the admin's language where it is shown.
 */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return msg('admin.image.wrongType');
  }
  if (file.size > MAX_IMAGE_BYTES) return msg('admin.image.tooLarge', { size: MAX_IMAGE_MB });
  return null;
}
