/** /sitemap.xml (home, categories, every active product) and /robots.txt for search engines. */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PRODUCT_CATEGORIES } from '#shared/catalog';
import { privatePathPrefixes } from '#shared/routes';
import { products } from '../../db/schema';
import { escapeHtml } from './head-tags';

/** Pages of their own; the rest are someone's own (account, cart) or steps of a purchase. */
const LISTED_PAGES = [
  '/',
  '/products',
  '/makeup',
  '/skincare',
  '/about',
  '/contact',
  '/terms',
  '/privacy',
];

export async function pagesRoutes(app: FastifyInstance) {
  const origin = app.config.publicUrl;

  app.get(
    '/sitemap.xml',
    { schema: { hide: true }, config: { access: 'public' } },
    async (_request, reply) => {
      const rows = await app.db
        .select({ id: products.id, updatedAt: products.updatedAt })
        .from(products)
        .where(eq(products.status, 'active'))
        .orderBy(asc(products.id));
      const entry = (path: string, lastModified?: Date) =>
        `<url><loc>${escapeHtml(origin + path)}</loc>${
          lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''
        }</url>`;
      const urls = [
        ...LISTED_PAGES.map((path) => entry(path)),
        ...PRODUCT_CATEGORIES.map((category) => entry(`/products/${category}`)),
        ...rows.map((row) => entry(`/product/${row.id}`, row.updatedAt)),
      ];
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
        );
    },
  );

  app.get(
    '/robots.txt',
    { schema: { hide: true }, config: { access: 'public' } },
    async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(
          [
            'User-agent: *',
            ...privatePathPrefixes().map((path) => `Disallow: ${path}`),
            '',
            `Sitemap: ${origin}/sitemap.xml`,
            '',
          ].join('\n'),
        ),
  );
}
