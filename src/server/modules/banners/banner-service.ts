/** Banners (docs/decisions/016): the home page's answer kept seconds, never past a start or end. */
import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BannerStatus } from '#shared/banners';
import { msg } from '#shared/i18n/translator';
import type { BannerSlot } from '#shared/promotions';
import {
  type AdminBanner,
  type BannerInput,
  type BannerPicture,
  type HomeBanners,
  type HomeStats,
  homeBannersSchema,
  type RunningBanner,
} from '#shared/schemas/banner';
import type { Database } from '../../db/client';
import { banners, orders, products, reviews, storedFiles } from '../../db/schema';
import { HttpError } from '../../http-error';
import { changedFields, recordAudit } from '../audit';

type BannerRow = typeof banners.$inferSelect;

export function bannerStatus(row: Pick<BannerRow, 'startsAt' | 'endsAt'>, now: Date): BannerStatus {
  if (row.startsAt > now) return 'scheduled';
  return row.endsAt && row.endsAt <= now ? 'ended' : 'running';
}

async function pictureSizes(db: Database, refs: string[]): Promise<Map<string, BannerPicture>> {
  const ids = [...new Set(refs.map((ref) => ref.slice('/files/'.length)))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: storedFiles.id, width: storedFiles.width, height: storedFiles.height })
    .from(storedFiles)
    .where(inArray(storedFiles.id, ids));
  return new Map(rows.map((row) => [`/files/${row.id}`, { src: `/files/${row.id}`, ...row }]));
}

function pictureOf(sizes: Map<string, BannerPicture>, ref: string): BannerPicture {
  // A picture removed under a banner still has an address; 16:9 keeps the box its shape.
  return sizes.get(ref) ?? { src: ref, width: 1600, height: 900 };
}

function runningOf(row: BannerRow, sizes: Map<string, BannerPicture>): RunningBanner {
  return {
    id: row.id,
    slot: row.slot,
    headlineEn: row.headlineEn,
    headlineBn: row.headlineBn,
    link: row.link,
    phoneImage: pictureOf(sizes, row.phoneImage),
    desktopImage: pictureOf(sizes, row.desktopImage),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

async function toAdminBanners(db: Database, rows: BannerRow[]): Promise<AdminBanner[]> {
  const sizes = await pictureSizes(
    db,
    rows.flatMap((row) => [row.phoneImage, row.desktopImage]),
  );
  const now = new Date();
  return rows.map((row) => ({
    ...runningOf(row, sizes),
    position: row.position,
    status: bannerStatus(row, now),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function listBanners(db: Database): Promise<AdminBanner[]> {
  const rows = await db.select().from(banners).orderBy(desc(banners.startsAt), desc(banners.id));
  return toAdminBanners(db, rows);
}

/** Both pictures must be ones an admin uploaded here (public shop pictures), not any file. */
async function checkPictures(db: Database, input: BannerInput) {
  const refs = [input.phoneImage, input.desktopImage];
  const found = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        inArray(
          storedFiles.id,
          refs.map((ref) => ref.slice('/files/'.length)),
        ),
        eq(storedFiles.purpose, 'product_image'),
        eq(storedFiles.isPublic, true),
      ),
    );
  const known = new Set(found.map((row) => `/files/${row.id}`));
  if (!known.has(input.phoneImage)) {
    throw new HttpError(400, msg('admin.banners.validation.phoneImage.unknown'));
  }
  if (!known.has(input.desktopImage)) {
    throw new HttpError(400, msg('admin.banners.validation.desktopImage.unknown'));
  }
}

/** What an entry keeps of a banner: its fields, not the moment it was last written. */
function shown({ updatedAt: _updated, createdAt: _created, ...fields }: BannerRow) {
  return fields;
}

function columnsOf(input: BannerInput) {
  return {
    slot: input.slot,
    headlineEn: input.headlineEn,
    headlineBn: input.headlineBn,
    link: input.link,
    phoneImage: input.phoneImage,
    desktopImage: input.desktopImage,
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    position: input.position,
  };
}

export async function createBanner(db: Database, input: BannerInput): Promise<AdminBanner> {
  await checkPictures(db, input);
  const rows = await db.transaction(async (tx) => {
    const written = await tx.insert(banners).values(columnsOf(input)).returning();
    const id = written[0]?.id;
    await recordAudit(tx, {
      action: 'banner.create',
      entity: 'banner',
      entityId: id,
      after: written[0],
    });
    return written;
  });
  const [banner] = await toAdminBanners(db, rows);
  if (!banner) throw new Error('banner insert returned nothing');
  return banner;
}

export async function updateBanner(
  db: Database,
  id: number,
  input: BannerInput,
): Promise<AdminBanner> {
  await checkPictures(db, input);
  const rows = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    const written = await tx
      .update(banners)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(banners.id, id))
      .returning();
    const change = before && written[0] && changedFields(shown(before), shown(written[0]));
    if (change)
      await recordAudit(tx, { action: 'banner.update', entity: 'banner', entityId: id, ...change });
    return written;
  });
  const [banner] = await toAdminBanners(db, rows);
  if (!banner) throw new HttpError(404, msg('admin.banners.notFound'));
  return banner;
}

export async function deleteBanner(db: Database, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(banners).where(eq(banners.id, id)).returning();
    if (!row) throw new HttpError(404, msg('admin.banners.notFound'));
    await recordAudit(tx, { action: 'banner.delete', entity: 'banner', entityId: id, before: row });
    return { id: row.id };
  });
}

export async function homeStats(db: Database): Promise<HomeStats> {
  const [[review], [customer], [product]] = await Promise.all([
    db
      .select({
        average: sql<string | null>`round(avg(${reviews.rating}), 1)`,
        count: sql<number>`count(*)::int`,
      })
      .from(reviews),
    db
      .select({ count: sql<number>`count(DISTINCT ${orders.phone})::int` })
      .from(orders)
      .where(sql`${orders.status} <> 'cancelled'`),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.status, 'active')),
  ]);
  return {
    rating: review?.average == null ? null : Number(review.average),
    reviews: review?.count ?? 0,
    customers: customer?.count ?? 0,
    products: product?.count ?? 0,
  };
}

/** The banners running at `now` (the first by position, then the latest start, per slot). */
export async function homeBanners(db: Database, now: Date): Promise<HomeBanners> {
  const running = or(isNull(banners.endsAt), gt(banners.endsAt, now));
  const [rows, [next], stats] = await Promise.all([
    db
      .select()
      .from(banners)
      .where(and(lte(banners.startsAt, now), running))
      .orderBy(asc(banners.position), desc(banners.startsAt), desc(banners.id)),
    // What changes the answer next: a start still ahead, or the end of one running now.
    db
      .select({
        at: sql<Date | string | null>`least(
          (SELECT min(starts_at) FROM banners WHERE starts_at > ${now.toISOString()}),
          (SELECT min(ends_at) FROM banners WHERE ends_at > ${now.toISOString()}))`,
      })
      .from(sql`(SELECT 1) AS one`),
    homeStats(db),
  ]);
  const sizes = await pictureSizes(
    db,
    rows.flatMap((row) => [row.phoneImage, row.desktopImage]),
  );
  const first = (slot: BannerSlot) => {
    const row = rows.find((banner) => banner.slot === slot);
    return row ? runningOf(row, sizes) : null;
  };
  return {
    banners: { hero: first('hero'), sale: first('sale'), new: first('new') },
    stats,
    changesAt: next?.at ? new Date(next.at).toISOString() : null,
  };
}

type Kept = { body: HomeBanners; expiresAt: number };
const kept = new WeakMap<FastifyInstance, Kept>();

export async function homeBannersAnswer(app: FastifyInstance): Promise<HomeBanners> {
  const now = Date.now();
  const entry = kept.get(app);
  if (entry && entry.expiresAt > now) return entry.body;
  const body = homeBannersSchema.parse(await homeBanners(app.db, new Date(now)));
  const ttl = app.config.catalogCacheSeconds * 1000;
  if (ttl > 0) {
    const boundary = body.changesAt ? Date.parse(body.changesAt) : Number.POSITIVE_INFINITY;
    kept.set(app, { body, expiresAt: Math.min(now + ttl, boundary) });
  }
  return body;
}

/** An admin changed a banner: the next home page reads them again. */
export function forgetHomeBanners(app: FastifyInstance): void {
  kept.delete(app);
}
