/**
 * A product page's head: its name, price and picture for link previews, and Product JSON-LD. A
 * link to one shade (`?variant=345`) previews that shade: its name, price, picture and offer.
 */
import { categoryLabel } from '#shared/catalog';
import { imageSrcSet, imageUrl, isStoredImage, PRODUCT_IMAGE_SIZES } from '#shared/images';
import { productPageName } from '#shared/page-title';
import type { Product, ProductVariant } from '#shared/schemas/product';
import { isBuyable, variantFromSearch } from '#shared/variant-choice';
import { asVariant } from '#shared/variant-product';
import type { PageHead } from './head-tags';
import { absolute, baseHead, breadcrumbs, type PageContext } from './page-head';

const shownPrice = (product: Product) => product.salePrice ?? product.price;
const isInStock = (product: Product) => product.stockQuantity > 0 && product.status === 'active';
const availability = (inStock: boolean) =>
  `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`;
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

function previewImage(ctx: PageContext, product: Product, name: string): PageHead['image'] {
  const first = product.images[0];
  if (!first) return undefined;
  // A stored picture is sent 960 px wide; a plain URL an admin entered is taken as 800 px.
  const side = isStoredImage(first) ? 960 : 800;
  return { url: absolute(ctx, imageUrl(first, 960)), width: side, height: side, alt: name };
}

const variantUrl = (ctx: PageContext, product: Product, variant: ProductVariant) =>
  absolute(ctx, `/product/${product.id}?variant=${variant.id}`);

/**
 * The chosen shade's offer; without one, an offer per shade (each with its SKU and address), so
 * search engines see every shade's price and whether it is left.
 */
function offers(ctx: PageContext, product: Product, canonicalUrl: string, chosen?: ProductVariant) {
  const offer = (url: string, price: number, inStock: boolean, sku?: string) => ({
    '@type': 'Offer',
    url,
    ...(sku ? { sku } : {}),
    priceCurrency: 'BDT',
    price: taka(price),
    availability: availability(inStock),
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@type': 'Organization', name: ctx.app.config.shop.name },
  });
  const charged = (variant: ProductVariant) => variant.salePrice ?? variant.price;
  const live = (variant: ProductVariant) => isBuyable(variant) && product.status === 'active';
  if (chosen) {
    return offer(variantUrl(ctx, product, chosen), charged(chosen), live(chosen), chosen.sku);
  }
  if (product.variants?.length) {
    return product.variants.map((variant) =>
      offer(variantUrl(ctx, product, variant), charged(variant), live(variant), variant.sku),
    );
  }
  return offer(canonicalUrl, shownPrice(product), isInStock(product));
}

function productJsonLd(
  ctx: PageContext,
  product: Product,
  canonicalUrl: string,
  chosen?: ProductVariant,
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: productPageName(product.name, chosen),
    sku: chosen?.sku ?? String(product.id),
    description: about(ctx, product),
    image: product.images.map((ref) => absolute(ctx, imageUrl(ref, 960))),
    category: categoryLabel(ctx.t, product.category),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    offers: offers(ctx, product, canonicalUrl, chosen),
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

export function productHead(ctx: PageContext, listed: Product): PageHead {
  const chosen = variantFromSearch(listed, ctx.url.searchParams);
  // Priced, stocked and pictured as the chosen shade, as the page shows it.
  const product = asVariant(listed, chosen);
  const name = productPageName(product.name, chosen);
  // One address for search engines; a shade's link previews say which shade (og:url).
  const canonicalUrl = absolute(ctx, `/product/${product.id}`);
  const first = product.images[0];
  // Link previews show the title, description and picture: the price leads the description.
  const description = `${ctx.money(shownPrice(product))} · ${about(ctx, product)}`;
  return {
    ...baseHead(ctx, name, description),
    canonicalUrl,
    ...(chosen ? { shareUrl: variantUrl(ctx, product, chosen) } : {}),
    ogType: 'product',
    image: previewImage(ctx, product, name),
    ogExtra: [
      ['product:price:amount', taka(shownPrice(product))],
      ['product:price:currency', 'BDT'],
      ['product:availability', isInStock(product) ? 'in stock' : 'out of stock'],
      ...(product.brand ? [['product:brand', product.brand] as [string, string]] : []),
    ],
    jsonLd: [
      productJsonLd(ctx, product, canonicalUrl, chosen),
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
