import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { msg } from '#shared/i18n/translator';
import { IMAGE_WIDTHS } from '#shared/images';
import { storedFiles } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { Viewer } from '../../plugins/access';
import { closestStoredWidth, fileKey } from './images';

function isImageWidth(width: number): boolean {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

const paramsSchema = z.object({
  id: z.uuid({ error: msg('errors.file.unknown') }),
  variant: z.string().regex(/^\d{2,4}\.webp$/, { error: msg('errors.file.unknown') }),
});

/** Payment proofs, return and complaint photos: for staff who check orders, returns or complaints. */
const seesCustomerFiles = (viewer: Viewer) =>
  viewer.permissions.some(
    (p) => p === 'orders.view' || p === 'returns.manage' || p === 'complaints.manage',
  );

export async function filesRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/files/:id/:variant',
      { schema: { params: paramsSchema, hide: true }, config: { access: 'public' } },
      async (request, reply) => {
        const { id, variant } = request.params;
        const width = Number.parseInt(variant, 10);
        const [file] = await app.db.select().from(storedFiles).where(eq(storedFiles.id, id));
        const viewer = request.viewer;
        const mayRead =
          file?.isPublic ||
          (viewer && (seesCustomerFiles(viewer) || viewer.userId === file?.ownerUserId));
        // A private file looks exactly like a missing one to anyone else.
        if (!file || !mayRead || !isImageWidth(width))
          throw new HttpError(404, msg('errors.file.notFound'));
        const stored = closestStoredWidth(file.variantWidths, width);
        if (stored === undefined) throw new HttpError(404, msg('errors.file.notFound'));
        const bytes = await app.storage.get(fileKey(id, stored));
        if (!bytes) throw new HttpError(404, msg('errors.file.notFound'));
        return reply
          .type(file.contentType)
          .header('x-content-type-options', 'nosniff')
          .header(
            'cache-control',
            file.isPublic ? 'public, max-age=31536000, immutable' : 'private, max-age=3600',
          )
          .send(bytes);
      },
    );
}
