/** NDJSON from the request that does the work: no server keeps an import job between requests. */
import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '#shared/i18n/translator';
import {
  MAX_IMPORT_CSV_BYTES,
  MAX_IMPORT_ZIP_BYTES,
  type ProductImportLine,
  productImportReportSchema,
} from '#shared/schemas/admin-import';
import { errorResponses, HttpError } from '../../http-error';
import { forStaff, requirePermission, requireViewer } from '../../plugins/access';
import { productsCsvStream } from './product-csv-export';
import { parseCsv, UnclosedQuoteError } from './product-csv-format';
import { ImportPicturesError, storePictures, writeImport } from './product-import-apply';
import { ImportFileError, readZip, type ZipPictures } from './product-import-images';
import { readImport } from './product-import-parse';
import { planImport } from './product-import-plan';
import { validateImport } from './product-import-validate';

const errors = errorResponses(400, 401, 403, 413);
const tags = ['admin'];
const MB = 1024 * 1024;

type Upload = { csv: Buffer; zip: Buffer | null };

const zipTooLarge = () =>
  new HttpError(413, msg('admin.import.zip.tooLarge', { max: MAX_IMPORT_ZIP_BYTES / MB }));

/** The request's files by field name ('csv', 'images'); others are read and dropped. */
async function readParts(request: FastifyRequest): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  try {
    for await (const part of request.files()) {
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw zipTooLarge();
      files.set(part.fieldname, bytes);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw zipTooLarge();
    throw new HttpError(400, msg('admin.import.file.unreadable'));
  }
  return files;
}

async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(400, msg('admin.import.file.missing'));
  const files = await readParts(request);
  const csv = files.get('csv');
  if (!csv) throw new HttpError(400, msg('admin.import.file.missing'));
  if (csv.byteLength > MAX_IMPORT_CSV_BYTES) {
    throw new HttpError(413, msg('admin.import.file.tooLarge', { max: MAX_IMPORT_CSV_BYTES / MB }));
  }
  const zip = files.get('images');
  return { csv, zip: zip && zip.byteLength > 0 ? zip : null };
}

/** The dry run: everything checked, nothing written. The ZIP stays open for the apply. */
async function check(app: FastifyInstance, upload: Upload) {
  let zip: ZipPictures | null = null;
  const fileProblems: string[] = [];
  if (upload.zip) {
    try {
      zip = await readZip(upload.zip);
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error;
      fileProblems.push(error.message);
    }
  }
  let records: ReturnType<typeof parseCsv> = [];
  try {
    records = parseCsv(upload.csv.toString('utf8'));
  } catch (error) {
    if (!(error instanceof UnclosedQuoteError)) throw error;
    fileProblems.push(msg('admin.import.file.unclosedQuote', { row: error.record }));
  }
  const parsed = readImport(records);
  parsed.problems.unshift(...fileProblems);
  validateImport(parsed);
  const rules = { allowedHosts: app.config.importImageHosts, zip };
  const plan = await planImport(app.db, parsed, rules, app.config.publicUrl);
  if (fileProblems.length > 0) plan.report.ok = false;
  return { ...plan, rules };
}

export async function productImportRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_ZIP_BYTES, files: 2 } });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/products.csv',
    {
      config: forStaff('products.view'),
      schema: {
        tags,
        summary: 'Every product with its variants as CSV, one row per variant (prices in taka)',
        response: { 200: z.string(), ...errors },
      },
    },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      // A stream: the typed reply knows only the schema's shapes.
      return (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="sajghor-products-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(productsCsvStream(app.db, app.config.publicUrl));
    },
  );

  routes.post(
    '/api/admin/products/import/check',
    {
      config: forStaff('products.edit'),
      schema: {
        tags,
        summary: 'Dry run of a catalogue import (multipart: csv, optional images ZIP): row by row',
        consumes: ['multipart/form-data'],
        response: { 200: productImportReportSchema, ...errors },
      },
    },
    async (request) => {
      const checked = await check(app, await readUpload(request));
      checked.rules.zip?.close();
      return checked.report;
    },
  );

  routes.post(
    '/api/admin/products/import',
    {
      config: forStaff('products.edit'),
      // Progress lines must leave as they are written, not wait in a compressor's buffer.
      compress: false,
      schema: {
        tags,
        summary:
          'Apply a catalogue import in one transaction: 422 with the dry run when a row is refused, else NDJSON progress then the result',
        consumes: ['multipart/form-data'],
        response: { 422: productImportReportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      // An import writes prices and stock counts: it asks for both beside editing.
      requirePermission(viewer, 'products.prices');
      requirePermission(viewer, 'products.stock');
      const upload = await readUpload(request);
      const adminId = viewer.userId;
      const checked = await check(app, upload);
      if (!checked.report.ok) {
        checked.rules.zip?.close();
        return reply.status(422).send(checked.report);
      }
      const stream = new PassThrough();
      const send = (line: ProductImportLine) => stream.write(`${JSON.stringify(line)}\n`);
      const progress = (phase: 'images' | 'rows', done: number, total: number) =>
        send({ type: 'progress', phase, done, total });
      const run = async () => {
        try {
          const refs = await storePictures(app, checked.products, checked.rules, adminId, progress);
          await writeImport(app.db, checked.products, refs, progress);
          app.catalogCache.clear();
          // Imported prices under a running sale get the sale's price (docs/decisions/016).
          await app.salesClock.refresh();
          send({ type: 'done', report: checked.report });
        } catch (error) {
          if (error instanceof ImportPicturesError) {
            send({
              type: 'failed',
              message: msg('admin.import.failed.pictures'),
              rows: error.rows,
            });
          } else {
            request.log.warn({ err: error }, 'catalogue import failed');
            send({ type: 'failed', message: msg('admin.import.failed.conflict'), rows: [] });
          }
        } finally {
          checked.rules.zip?.close();
          stream.end();
        }
      };
      void run();
      return (reply as FastifyReply)
        .type('application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
