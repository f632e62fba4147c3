/**
 * A shopper's private photos sent with a request about her order (a return, a complaint): the
 * upload route, and the check that the photos named later are her own uploads for that purpose.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isOrderId } from '#shared/schemas/order';
import type { Transaction } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { errorResponses } from '../../http-error';
import { requireViewer } from '../../plugins/access';
import type { StoreImageOptions } from './images';
import { receiveImage } from './upload';

type PhotoPurpose = Extract<StoreImageOptions['purpose'], 'return_photo' | 'complaint_photo'>;

/** The plugin registering it reads multipart bodies (its own `@fastify/multipart`). */
export function privatePhotoRoute(
  app: FastifyInstance,
  {
    url,
    tags,
    summary,
    purpose,
  }: { url: string; tags: string[]; summary: string; purpose: PhotoPurpose },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    url,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary,
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ image: z.string() }), ...errorResponses(400, 401, 413, 429) },
      },
    },
    async (request, reply) => {
      const { userId } = requireViewer(request);
      const image = await receiveImage(
        request,
        app,
        { field: 'photo', noun: 'photo' },
        { purpose, isPublic: false, ownerUserId: userId },
      );
      return reply.status(201).send({ image });
    },
  );
}

/**
 * The stored ids of '/files/<uuid>' addresses (or bare uuids), when every one is this shopper's
 * upload for this purpose; null when one is not.
 */
export async function ownPhotoIds(
  tx: Transaction,
  { userId, photos, purpose }: { userId: string | null; photos: string[]; purpose: PhotoPurpose },
): Promise<string[] | null> {
  const ids = [...new Set(photos.map((photo) => photo.replace(/^\/files\//, '')))];
  if (ids.length === 0) return [];
  if (!userId || !ids.every(isOrderId)) return null;
  const found = await tx
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.id, ids),
        eq(storedFiles.ownerUserId, userId),
        eq(storedFiles.purpose, purpose),
      ),
    );
  return found.length === ids.length ? ids : null;
}
