/**
 * Campaign banners on the home page. Pictures are uploaded as product pictures are
 * (POST /api/admin/products/images) and sent here as their `/files/{id}` references.
 */
import { z } from 'zod';
import { BANNER_STATUSES, isShopPath } from '../banners';
import { msg } from '../i18n/translator';
import { isStoredImage } from '../images';
import { BANNER_SLOTS } from '../promotions';

export const BANNER_HEADLINE_MAX = 80;
export const BANNER_LINK_MAX = 300;
function headline(language: 'En' | 'Bn') {
  const required = msg(`admin.banners.validation.headline${language}.required`);
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(
      BANNER_HEADLINE_MAX,
      msg(`admin.banners.validation.headline${language}.tooLong`, { max: BANNER_HEADLINE_MAX }),
    );
}

function picture(which: 'phone' | 'desktop') {
  const error = msg(`admin.banners.validation.${which}Image.required`);
  return z.string({ error }).refine(isStoredImage, { error });
}

/** An instant with its offset, within this century (the database and the form agree on these). */
const moment = (key: 'startsAt' | 'endsAt') => {
  const error = msg(`admin.banners.validation.${key}.invalid`);
  return z.iso.datetime({ offset: true, error }).refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= 2000 && year < 2100;
  }, error);
};

export const bannerInputSchema = z
  .strictObject({
    slot: z.enum(BANNER_SLOTS, { error: msg('admin.banners.validation.slot.invalid') }),
    headlineEn: headline('En'),
    headlineBn: headline('Bn'),
    link: z
      .string({ error: msg('admin.banners.validation.link.required') })
      .trim()
      .min(1, msg('admin.banners.validation.link.required'))
      .max(BANNER_LINK_MAX, msg('admin.banners.validation.link.tooLong', { max: BANNER_LINK_MAX }))
      .refine(isShopPath, { error: msg('admin.banners.validation.link.outside') }),
    phoneImage: picture('phone'),
    desktopImage: picture('desktop'),
    startsAt: moment('startsAt'),
    endsAt: moment('endsAt').nullable(),
    position: z
      .number({ error: msg('admin.banners.validation.position.invalid') })
      .int({ error: msg('admin.banners.validation.position.invalid') })
      .min(0, { error: msg('admin.banners.validation.position.invalid') })
      .max(999, { error: msg('admin.banners.validation.position.invalid') }),
  })
  .refine((banner) => !banner.endsAt || Date.parse(banner.endsAt) > Date.parse(banner.startsAt), {
    error: msg('admin.banners.validation.endsAt.beforeStart'),
    path: ['endsAt'],
  });
export type BannerInput = z.infer<typeof bannerInputSchema>;

export const bannerIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: msg('admin.banners.validation.id.invalid') })
    .int({ error: msg('admin.banners.validation.id.invalid') })
    .min(1, { error: msg('admin.banners.validation.id.invalid') })
    .max(2_147_483_647, { error: msg('admin.banners.validation.id.invalid') }),
});

/** A stored picture with its own size, so the page sets width and height (no layout shift). */
export const bannerPictureSchema = z.object({
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type BannerPicture = z.infer<typeof bannerPictureSchema>;

const bannerFields = {
  id: z.number().int(),
  slot: z.enum(BANNER_SLOTS),
  headlineEn: z.string(),
  headlineBn: z.string(),
  link: z.string(),
  phoneImage: bannerPictureSchema,
  desktopImage: bannerPictureSchema,
  startsAt: z.string(),
  endsAt: z.string().nullable(),
};

export const adminBannerSchema = z.object({
  ...bannerFields,
  position: z.number().int(),
  status: z.enum(BANNER_STATUSES),
  updatedAt: z.string(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

export const adminBannerListSchema = z.object({ banners: z.array(adminBannerSchema) });
export const bannerDeletionSchema = z.object({ id: z.number().int() });

export const runningBannerSchema = z.object(bannerFields);
export type RunningBanner = z.infer<typeof runningBannerSchema>;

// Average stars of every review (null before the first), shoppers who ordered (per phone,
// cancelled orders left out) and products on sale now.
export const homeStatsSchema = z.object({
  rating: z.number().nullable(),
  reviews: z.number().int(),
  customers: z.number().int(),
  products: z.number().int(),
});
export type HomeStats = z.infer<typeof homeStatsSchema>;

export const homeBannersSchema = z.object({
  banners: z.object({
    hero: runningBannerSchema.nullable(),
    sale: runningBannerSchema.nullable(),
    new: runningBannerSchema.nullable(),
  }),
  stats: homeStatsSchema,
  /** The next moment a banner starts or ends: the answer is not kept past it. */
  changesAt: z.string().nullable(),
});
export type HomeBanners = z.infer<typeof homeBannersSchema>;
