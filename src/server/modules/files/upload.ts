/** The route names the refusals' words, so each upload speaks of its own thing (a photo…). */
import type { FastifyRequest } from 'fastify';
import { msg } from '#shared/i18n/translator';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import type { Storage } from '../../storage/storage';
import { CUSTOMER_UPLOADS, countAttempt } from '../auth';
import { type StoreImageOptions, storeImage } from './images';

export type ImageUpload = {
  field: string;
  /** What is uploaded: picks the words of the refusals (errors.upload.<noun>.*). */
  noun: 'photo' | 'paymentScreenshot' | 'image';
};

async function readField(request: FastifyRequest, { field, noun }: ImageUpload): Promise<Buffer> {
  const tooLarge = msg(`errors.upload.${noun}.tooLarge`);
  if (!request.isMultipart()) {
    throw new HttpError(400, msg(`errors.upload.${noun}.notMultipart`, { field }));
  }
  try {
    const part = await request.file();
    if (part?.fieldname !== field) {
      throw new HttpError(400, msg(`errors.upload.${noun}.missing`, { field }));
    }
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw new HttpError(413, tooLarge);
    return bytes;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, tooLarge);
    throw new HttpError(400, msg('errors.upload.unreadable'));
  }
}

/** Customers' uploads are counted per account across all servers; admins' are not limited. */
async function countUpload(request: FastifyRequest, db: Database) {
  const viewer = request.viewer;
  if (!viewer || viewer.isAdmin || !request.server.config.rateLimitEnabled) return;
  const wait = await countAttempt(db, CUSTOMER_UPLOADS, viewer.userId);
  if (wait > 0) {
    throw new HttpError(
      429,
      msg('errors.upload.tooMany', { count: Math.ceil(wait / 60) }),
      'TOO_MANY_UPLOADS',
    );
  }
}

export async function receiveImage(
  request: FastifyRequest,
  target: { db: Database; storage: Storage },
  upload: ImageUpload,
  options: StoreImageOptions,
): Promise<string> {
  await countUpload(request, target.db);
  const bytes = await readField(request, upload);
  try {
    const { ref } = await storeImage(target.db, target.storage, bytes, options);
    return ref;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) {
      throw new HttpError(400, msg(`errors.upload.${upload.noun}.notAnImage`));
    }
    if (error instanceof HttpError && error.statusCode === 413) {
      throw new HttpError(413, msg(`errors.upload.${upload.noun}.tooLarge`));
    }
    throw error;
  }
}
