/**
 * One image from a multipart request, stored through storeImage: the route names the field and
 * the words its refusals use, so each upload speaks about its own thing (a photo, a screenshot).
 */
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import type { Storage } from '../../storage';
import { type StoreImageOptions, storeImage } from './images';

export type ImageUpload = {
  field: string;
  /** 'photo', 'payment screenshot': used in the messages. */
  noun: string;
};

async function readField(request: FastifyRequest, { field, noun }: ImageUpload): Promise<Buffer> {
  const tooLarge = `The ${noun} must be at most 5 MB`;
  if (!request.isMultipart()) {
    throw new HttpError(400, `Send the ${noun} as multipart/form-data in the field "${field}"`);
  }
  try {
    const part = await request.file();
    if (part?.fieldname !== field) {
      throw new HttpError(400, `Choose a ${noun} to upload (field "${field}")`);
    }
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw new HttpError(413, tooLarge);
    return bytes;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, tooLarge);
    throw new HttpError(400, 'The upload could not be read. Please try again.');
  }
}

/** Reads, checks and stores the uploaded image; answers with its `/files/<id>` reference. */
export async function receiveImage(
  request: FastifyRequest,
  target: { db: Database; storage: Storage },
  upload: ImageUpload,
  options: StoreImageOptions,
): Promise<string> {
  const bytes = await readField(request, upload);
  try {
    const { ref } = await storeImage(target.db, target.storage, bytes, options);
    return ref;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) {
      throw new HttpError(400, `The ${upload.noun} must be a JPEG, PNG or WebP image`);
    }
    if (error instanceof HttpError && error.statusCode === 413) {
      throw new HttpError(413, `The ${upload.noun} must be at most 5 MB`);
    }
    throw error;
  }
}
