/** A product page's head: its name, price and picture for link previews, and Product JSON-LD. */
import { categoryLabel } from '#shared/catalog';
import { imageSrcSet, imageUrl, isStoredImage, PRODUCT_IMAGE_SIZES } from '#shared/images';
import type { Product } from '#shared/schemas/product';
import type { PageHead } from './head-tags';
import { absolute, baseHead, breadcrumbs, type PageContext } from './page-head';

const shownPrice = (product: Product) => product.salePrice ?? product.price;
const isInStock = (product: Product) => product.stockQuantity > 0 && product.status === 'active';
/** Schema.org and Open Graph write prices in taka with two decimals. */
const taka = (poisha: number) => (poisha / 100).toFixed(2);

function about(ctx: PageContext, product: Product): string {
  const text = product.description.trim();
  if (text) return text.replace(/\s+/g, ' ').slice(0, 180);
  return ctx.t('seo.productDescriptionFallback', {
    name: product.name,
    shop: ctx.app.config.shop.name,
  });
}

function previewImage(ctx: PageContext, product: Product): PageHead['image'] {
  const first = product.images[0];
  if (!first) return undefined;
  // A stored picture is sent 960 px wide; a plain URL an admin entered is taken as 800 px.
  const side = isStoredImage(first) ? 960 : 800;
  return { url: absolute(ctx, imageUrl(first, 960)), width: side, height: side, alt: product.name };
}

function productJsonLd(ctx: PageContext, product: Product, canonicalUrl: string): object {
  const inStock = isInStock(product);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: String(product.id),
    description: about(ctx, product),
    image: product.images.map((ref) => absolute(ctx, imageUrl(ref, 960))),
    category: categoryLabel(ctx.t, product.category),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    offers: {
      '@type': 'Offer',
      url: canonicalUrl,
      priceCurrency: 'BDT',
      price: taka(shownPrice(product)),
      availability: `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`,
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: ctx.app.config.shop.name },
    },
    ...(product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
          },
        }
      : {}),
  };
}

export function productHead(ctx: PageContext, product: Product): PageHead {
  const canonicalUrl = absolute(ctx, `/product/${product.id}`);
  const first = product.images[0];
  // Link previews show the title, description and picture: the price leads the description.
  const description = `${ctx.money(shownPrice(product))} · ${about(ctx, product)}`;
  return {
    ...baseHead(ctx, product.name, description),
    canonicalUrl,
    ogType: 'product',
    image: previewImage(ctx, product),
    ogExtra: [
      ['product:price:amount', taka(shownPrice(product))],
      ['product:price:currency', 'BDT'],
      ['product:availability', isInStock(product) ? 'in stock' : 'out of stock'],
      ...(product.brand ? [['product:brand', product.brand] as [string, string]] : []),
    ],
    jsonLd: [
      productJsonLd(ctx, product, canonicalUrl),
      breadcrumbs(ctx, [
        [ctx.t('seo.home'), '/'],
        [categoryLabel(ctx.t, product.category), `/products/${product.category}`],
        [product.name, `/product/${product.id}`],
      ]),
    ],
    preloadImage: first
      ? {
          href: imageUrl(first, 640),
          srcset: imageSrcSet(first),
          sizes: PRODUCT_IMAGE_SIZES.gallery,
        }
      : undefined,
  };
}
