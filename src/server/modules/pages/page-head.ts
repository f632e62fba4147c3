import type { FastifyInstance } from 'fastify';
import type { Translator } from '#shared/i18n/translator';
import { imageUrl } from '#shared/images';
import { pageTitle } from '#shared/page-title';
import { servedImageSize } from '../files';
import type { PageHead } from './head-tags';

export type PageContext = {
  app: FastifyInstance;
  url: URL;
  t: Translator['t'];
  money: Translator['money'];
};

export function absolute(ctx: PageContext, path: string): string {
  return new URL(path, ctx.app.config.publicUrl).toString();
}

export function baseHead(ctx: PageContext, page?: string, description?: string): PageHead {
  return {
    title: pageTitle(ctx.t, ctx.app.config.shop.name, page),
    description: description ?? ctx.t('seo.siteDescription'),
    canonicalUrl: absolute(ctx, ctx.url.pathname),
    ogType: 'website',
    jsonLd: [],
  };
}

export function breadcrumbs(ctx: PageContext, trail: [name: string, path: string][]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absolute(ctx, path),
    })),
  };
}

/**
 * A picture as link previews show it: absolute, the 960 px copy of a stored picture with the size
 * that copy has; a plain URL an admin entered as it is, its size unknown.
 */
export async function previewImage(
  ctx: PageContext,
  ref: string,
  alt: string,
): Promise<NonNullable<PageHead['image']>> {
  const size = await servedImageSize(ctx.app.db, ref, 960);
  return { url: absolute(ctx, imageUrl(ref, 960)), alt, ...size };
}
