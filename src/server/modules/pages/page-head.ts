/** What every page's head starts from: its title, description and canonical address. */
import type { FastifyInstance } from 'fastify';
import type { Translator } from '#shared/i18n/translator';
import { pageTitle } from '#shared/page-title';
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

/** `page` is the page's name in its title; the home page has none. */
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
