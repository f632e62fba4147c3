import { msg } from '#shared/i18n/translator';
import type { ProductImportLine, ProductImportReport } from '#shared/schemas/admin-import';
import { ApiRequestError, readApiError } from '../../../lib/api-client';

export const PRODUCTS_CSV_HREF = '/api/admin/products.csv';

export type ImportFiles = { csv: File; zip: File | null };

type Send = {
  path: string;
  files: ImportFiles;
  onUpload: (fraction: number) => void;
  /** Each complete answer line as it arrives (the apply's NDJSON). */
  onLine?: (line: ProductImportLine) => void;
};

function body(files: ImportFiles): FormData {
  const form = new FormData();
  form.append('csv', files.csv);
  if (files.zip) form.append('images', files.zip);
  return form;
}

/**
 * XMLHttpRequest rather than fetch: only it reports the upload's progress, and its download
 * progress hands over the apply's progress lines as they come.
 */
function send({ path, files, onUpload, onLine }: Send): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    let read = 0;
    const takeLines = () => {
      if (!onLine || request.status !== 200) return;
      const text = request.responseText;
      const end = text.lastIndexOf('\n') + 1;
      for (const line of text.slice(read, end).split('\n')) {
        if (line.trim()) onLine(JSON.parse(line) as ProductImportLine);
      }
      read = Math.max(read, end);
    };
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onUpload(event.loaded / event.total);
    };
    request.onprogress = takeLines;
    request.onload = () => {
      takeLines();
      resolve({ status: request.status, text: request.responseText });
    };
    request.onerror = () => reject(new ApiRequestError(0, msg('admin.import.requestFailed')));
    request.send(body(files));
  });
}

function failure(status: number, text: string): ApiRequestError {
  let payload: unknown = null;
  try {
    payload = JSON.parse(text);
  } catch {
    // Not JSON: the generic message below.
  }
  return new ApiRequestError(
    status,
    readApiError(payload)?.message ?? msg('admin.import.requestFailed'),
  );
}

/** The dry run (POST /api/admin/products/import/check): what would be written, row by row. */
export async function checkImport(
  files: ImportFiles,
  onUpload: (fraction: number) => void,
): Promise<ProductImportReport> {
  const { status, text } = await send({
    path: '/api/admin/products/import/check',
    files,
    onUpload,
  });
  if (status !== 200) throw failure(status, text);
  return JSON.parse(text) as ProductImportReport;
}

export type ApplyOutcome =
  | { kind: 'done'; report: ProductImportReport }
  | { kind: 'refused'; report: ProductImportReport }
  | { kind: 'failed'; message: string; rows: ProductImportReport['rows'] };

/** Applies the import (POST /api/admin/products/import), reporting progress line by line. */
export async function applyImport(
  files: ImportFiles,
  onUpload: (fraction: number) => void,
  onLine: (line: ProductImportLine) => void,
): Promise<ApplyOutcome> {
  let last: ProductImportLine | undefined;
  const { status, text } = await send({
    path: '/api/admin/products/import',
    files,
    onUpload,
    onLine: (line) => {
      last = line;
      onLine(line);
    },
  });
  if (status === 422) return { kind: 'refused', report: JSON.parse(text) as ProductImportReport };
  if (status !== 200) throw failure(status, text);
  const final = last as ProductImportLine | undefined;
  if (final?.type === 'done') return { kind: 'done', report: final.report };
  if (final?.type === 'failed') return { kind: 'failed', message: final.message, rows: final.rows };
  throw new ApiRequestError(0, msg('admin.import.requestFailed'));
}
