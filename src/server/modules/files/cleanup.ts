/**
 * Pictures uploaded and never used go after a day of grace (long enough for any form still open).
 * Every server runs this hourly; the DELETE takes each row once, so servers never clash.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Storage } from '../../storage/storage';
import { fileKeyPrefix } from './images';

export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export async function removeUnusedUploads(
  db: Database,
  storage: Storage,
  olderThan: Date,
): Promise<string[]> {
  const removed = await db.execute<{ id: string }>(sql`
    DELETE FROM stored_files AS file
    WHERE file.created_at < ${olderThan.toISOString()}
      AND NOT EXISTS (SELECT 1 FROM products WHERE '/files/' || file.id = ANY (products.images))
      AND NOT EXISTS (
        SELECT 1 FROM product_variants WHERE '/files/' || file.id = ANY (product_variants.images))
      AND NOT EXISTS (SELECT 1 FROM reviews WHERE '/files/' || file.id = ANY (reviews.images))
      AND NOT EXISTS (
        SELECT 1 FROM order_items WHERE order_items.product_image = '/files/' || file.id)
      AND NOT EXISTS (SELECT 1 FROM orders WHERE orders.payment_proof_file_id = file.id)
      AND NOT EXISTS (SELECT 1 FROM returns WHERE file.id = ANY (returns.photo_file_ids))
      AND NOT EXISTS (SELECT 1 FROM complaints WHERE file.id = ANY (complaints.photo_file_ids))
      AND NOT EXISTS (
        SELECT 1 FROM banners
        WHERE '/files/' || file.id IN (banners.phone_image, banners.desktop_image))
    RETURNING file.id`);
  const ids = removed.rows.map((row) => row.id);
  // The rows go first: a file without its row is never served, and a failed removal is logged.
  for (const id of ids) await storage.remove(fileKeyPrefix(id));
  return ids;
}

export function scheduleUnusedUploadSweep(app: FastifyInstance): void {
  const sweep = async () => {
    try {
      const olderThan = new Date(Date.now() - UNUSED_UPLOAD_GRACE_MS);
      const removed = await removeUnusedUploads(app.db, app.storage, olderThan);
      if (removed.length > 0) app.log.info(`removed ${removed.length} unused uploaded pictures`);
    } catch (error) {
      app.log.error({ err: error }, 'removing unused uploaded pictures failed');
    }
  };
  const first = setTimeout(sweep, 60_000);
  const hourly = setInterval(sweep, SWEEP_EVERY_MS);
  first.unref();
  hourly.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(hourly);
  });
}
