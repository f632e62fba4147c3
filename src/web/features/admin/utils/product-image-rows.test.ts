import { describe, expect, it } from 'vitest';
import { adminMessages } from '#shared/i18n/en/admin';
import { createTranslator } from '#shared/i18n/translator';
import {
  addImageRow,
  canRemoveImageRow,
  type ImageRow,
  imageFileProblem,
  imageRefs,
  imageRowsFrom,
  isUploadingImage,
  MAX_IMAGE_BYTES,
  moveImageRow,
  removeImageRow,
  updateImageRow,
} from './product-image-rows';

const values = (rows: ImageRow[]) => rows.map((row) => row.value);
const { message } = createTranslator('en', adminMessages);

describe('image rows', () => {
  it('always starts with at least one row', () => {
    expect(values(imageRowsFrom([]))).toEqual(['']);
    const rows = imageRowsFrom(['https://a.example/1.jpg', '/files/x']);
    expect(values(rows)).toEqual(['https://a.example/1.jpg', '/files/x']);
    expect(rows.map((row) => row.source)).toEqual(['url', 'upload']);
  });

  it('gives each row its own id', () => {
    const rows = addImageRow(addImageRow(imageRowsFrom([])));
    expect(new Set(rows.map((row) => row.id)).size).toBe(3);
  });

  it('never removes the last row', () => {
    const rows = imageRowsFrom([]);
    expect(canRemoveImageRow(rows)).toBe(false);
    expect(removeImageRow(rows, rows[0]?.id ?? '')).toEqual(rows);
    expect(canRemoveImageRow(addImageRow(rows))).toBe(true);
  });

  it('removes the chosen row when there are others', () => {
    const rows = imageRowsFrom(['a', 'b', 'c']);
    expect(values(removeImageRow(rows, rows[1]?.id ?? ''))).toEqual(['a', 'c']);
  });

  it('moves a row up or down, and not past either end', () => {
    const rows = imageRowsFrom(['a', 'b', 'c']);
    const [first, , last] = rows;
    expect(values(moveImageRow(rows, last?.id ?? '', -1))).toEqual(['a', 'c', 'b']);
    expect(values(moveImageRow(rows, first?.id ?? '', 1))).toEqual(['b', 'a', 'c']);
    expect(values(moveImageRow(rows, first?.id ?? '', -1))).toEqual(['a', 'b', 'c']);
    expect(values(moveImageRow(rows, last?.id ?? '', 1))).toEqual(['a', 'b', 'c']);
    expect(values(moveImageRow(rows, 'missing', 1))).toEqual(['a', 'b', 'c']);
  });

  it('drops empty rows and trims the rest on save', () => {
    const rows = imageRowsFrom(['  https://a.example/1.jpg ', '', '   ', '/files/x']);
    expect(imageRefs(rows)).toEqual(['https://a.example/1.jpg', '/files/x']);
  });

  it('knows when an upload is still running', () => {
    const rows = imageRowsFrom(['a', '']);
    expect(isUploadingImage(rows)).toBe(false);
    const uploading = updateImageRow(rows, rows[1]?.id ?? '', { source: 'upload', progress: 0.4 });
    expect(isUploadingImage(uploading)).toBe(true);
    expect(uploading[0]).toEqual(rows[0]);
  });

  it('accepts only JPEG, PNG or WebP files of 5 MB or less', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: MAX_IMAGE_BYTES })).toBeNull();
    const problem = (file: { type: string; size: number }) => message(imageFileProblem(file) ?? '');
    expect(problem({ type: 'application/pdf', size: 1000 })).toBe(
      'Choose a JPEG, PNG or WebP image',
    );
    expect(problem({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toBe(
      'The image must be 5 MB or smaller',
    );
  });
});
