import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storedFiles } from '../../db/schema';
import { HttpError } from '../../http-error';
import { fileKey } from './images';

const paramsSchema = z.object({
  id: z.uuid({ error: 'Unknown file' }),
  variant: z.string().regex(/^\d{2,4}\.webp$/, { error: 'Unknown file' }),
});

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
          file?.isPublic || (viewer && (viewer.isAdmin || viewer.userId === file?.ownerUserId));
        // A private file looks exactly like a missing one to anyone else.
        if (!file || !mayRead || !file.variantWidths.includes(width)) {
          throw new HttpError(404, 'File not found');
        }
        const bytes = await app.storage.get(fileKey(id, width));
        if (!bytes) throw new HttpError(404, 'File not found');
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
