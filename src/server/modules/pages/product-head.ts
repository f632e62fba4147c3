/**
 * A product page's head. A product in shades or sizes is a ProductGroup (Google's markup for
 * variants chosen on one page); a link to one shade previews it, but its address stays the
 * product's (docs/decisions/031).
 */
import { categoryLabel } from '#shared/catalog';
import { imageSrcSet, imageUrl, PRODUCT_IMAGE_SIZES } from '#shared/images';
import { productPageName } from '#shared/page-title';
import { SHIPPING_FEES } from '#shared/pricing';
import { RETURN_WINDOW_DAYS } from '#shared/returns';
import type { Product, ProductOption, ProductVariant } from '#shared/schemas/product';
import type { Question } from '#shared/schemas/questions';
import { DELIVERY_DAYS, DISPATCH_HOURS } from '#shared/shop-terms';
import { isBuyable, variantFromSearch } from '#shared/variant-choice';
import { asVariant } from '#shared/variant-product';
import { optionProperty } from '../catalog';
import { answeredQuestions } from '../questions';
import type { PageHead } from './head-tags';
import { absolute, baseHead, breadcrumbs, type PageContext, previewImage } from './page-head';

const shownPrice = (product: Product) => product.salePrice ?? product.price;
const isInStock = (product: Product) => product.stockQuantity > 0 && product.status === 'active';
const availability = (inStock: boolean) =>
  `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`;
/** Schema.org and Open Graph write prices in taka with two decimals. */
const taka = (poisha: number) => (poisha / 100).toFixed(2);

/** About what link previews show of a description before they cut it themselves. */
const DESCRIPTION_LENGTH = 180;

export function shortened(text: string, length: number): string {
  if (text.length <= length) return text;
  const room = text.slice(0, length - 1);
  const lastSpace = room.lastIndexOf(' ');
  // One very long word: cut inside it rather than lose most of the room (never inside a pair).
  const cut =
    lastSpace >= length / 2 ? room.slice(0, lastSpace) : room.replace(/[\uD800-\uDBFF]$/, '');
  return `${cut.replace(/[\s,;:.–—-]+$/u, '')}…`;
}

function about(ctx: PageContext, product: Product): string {
  const text = product.description.trim();
  if (text) return shortened(text.replace(/\s+/g, ' '), DESCRIPTION_LENGTH);
  return ctx.t('seo.productDescriptionFallback', {
    name: product.name,
    shop: ctx.app.config.shop.name,
  });
}

const days = (from: number, to: number) => ({
  '@type': 'QuantitativeValue',
  minValue: from,
  maxValue: to,
  unitCode: 'DAY',
});

/**
 * The checkout's two rates (৳100 inside Dhaka, ৳200 elsewhere in Bangladesh) and the days the
 * contact and terms pages promise. Dhaka is its ISO 3166-2 district code, BD-13.
 */
const SHIPPING_DETAILS = (
  [
    [SHIPPING_FEES.dhaka, { addressCountry: 'BD', addressRegion: '13' }],
    [SHIPPING_FEES.outside, { addressCountry: 'BD' }],
  ] as const
).map(([fee, destination]) => ({
  '@type': 'OfferShippingDetails',
  shippingRate: { '@type': 'MonetaryAmount', value: fee / 100, currency: 'BDT' },
  shippingDestination: { '@type': 'DefinedRegion', ...destination },
  deliveryTime: {
    '@type': 'ShippingDeliveryTime',
    handlingTime: days(DISPATCH_HOURS.from / 24, DISPATCH_HOURS.to / 24),
    transitTime: days(DELIVERY_DAYS.from, DELIVERY_DAYS.to),
  },
}));

/** Returns within 7 days of delivery (docs/decisions/019): picked up by courier or brought in. */
const RETURN_POLICY = {
  '@type': 'MerchantReturnPolicy',
  applicableCountry: 'BD',
  returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
  merchantReturnDays: RETURN_WINDOW_DAYS,
  returnMethod: ['https://schema.org/ReturnByMail', 'https://schema.org/ReturnInStore'],
};

type Priced = { price: number; salePrice: number | null };

function offer(ctx: PageContext, url: string, priced: Priced, inStock: boolean, sku?: string) {
  const onSale = priced.salePrice !== null && priced.salePrice < priced.price;
  return {
    '@type': 'Offer',
    url,
    ...(sku ? { sku } : {}),
    priceCurrency: 'BDT',
    price: taka(priced.salePrice ?? priced.price),
    ...(onSale
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            priceType: 'https://schema.org/StrikethroughPrice',
            price: taka(priced.price),
            priceCurrency: 'BDT',
          },
        }
      : {}),
    availability: availability(inStock),
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@type': 'Organization', name: ctx.app.config.shop.name },
    shippingDetails: SHIPPING_DETAILS,
    hasMerchantReturnPolicy: RETURN_POLICY,
  };
}

const variantUrl = (ctx: PageContext, product: Product, variant: ProductVariant) =>
  absolute(ctx, `/product/${product.id}?variant=${variant.id}`);

const variesBy = (option: ProductOption) => optionProperty(option.name);

/** A variant's option values: as color, size… where schema.org has a word for them. */
function variantProperties(options: ProductOption[], variant: ProductVariant) {
  const named: Record<string, string> = {};
  const others: object[] = [];
  options.forEach((option, index) => {
    const value = variant.options[index];
    if (value === undefined) return;
    const property = variesBy(option);
    if (property) named[property] = value;
    else others.push({ '@type': 'PropertyValue', name: option.name, value });
  });
  return others.length > 0 ? { ...named, additionalProperty: others } : named;
}

function commonFacts(ctx: PageContext, product: Product) {
  return {
    description: about(ctx, product),
    category: categoryLabel(ctx.t, product.category),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
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

const pictures = (ctx: PageContext, refs: string[]) =>
  refs.map((ref) => absolute(ctx, imageUrl(ref, 960)));

function productGroupJsonLd(
  ctx: PageContext,
  product: Product,
  options: ProductOption[],
  variants: ProductVariant[],
): object {
  const url = absolute(ctx, `/product/${product.id}`);
  const properties = [...new Set(options.map(variesBy))].filter((name) => name !== null);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    name: product.name,
    ...commonFacts(ctx, product),
    url,
    productGroupID: String(product.id),
    image: pictures(ctx, product.images),
    variesBy: properties.map((property) => `https://schema.org/${property}`),
    hasVariant: variants.map((variant) => {
      const address = variantUrl(ctx, product, variant);
      const sold = asVariant(product, variant);
      return {
        '@type': 'Product',
        name: productPageName(product.name, variant),
        sku: variant.sku,
        ...variantProperties(options, variant),
        image: pictures(ctx, sold.images),
        url: address,
        offers: offer(
          ctx,
          address,
          variant,
          isBuyable(variant) && product.status === 'active',
          variant.sku,
        ),
      };
    }),
  };
}

function productJsonLd(ctx: PageContext, product: Product): object {
  const url = absolute(ctx, `/product/${product.id}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...commonFacts(ctx, product),
    sku: String(product.id),
    image: pictures(ctx, product.images),
    offers: offer(ctx, url, product, isInStock(product)),
  };
}

/**
 * Answered questions as schema.org Questions the product is the subject of: valid schema.org,
 * though Google's Q&A results are for pages about one question (docs/decisions/047).
 */
function questionsJsonLd(ctx: PageContext, questions: Question[]) {
  if (questions.length === 0) return {};
  return {
    subjectOf: questions.map((question) => ({
      '@type': 'Question',
      name: question.text,
      text: question.text,
      dateCreated: question.createdAt,
      author: { '@type': 'Person', name: question.author },
      answerCount: question.answers.length,
      suggestedAnswer: question.answers.map((answer) => ({
        '@type': 'Answer',
        text: answer.text,
        dateCreated: answer.createdAt,
        author: answer.byStaff
          ? { '@type': 'Organization', name: ctx.app.config.shop.name }
          : { '@type': 'Person', name: answer.author },
      })),
    })),
  };
}

export async function productHead(ctx: PageContext, listed: Product): Promise<PageHead> {
  const chosen = variantFromSearch(listed, ctx.url.searchParams);
  // Priced, stocked and pictured as the chosen shade, as the page shows it.
  const product = asVariant(listed, chosen);
  const name = productPageName(product.name, chosen);
  // The product's one address: a shade is chosen on its page, not a page of its own.
  const canonicalUrl = absolute(ctx, `/product/${product.id}`);
  const first = product.images[0];
  // Link previews show the title, description and picture: the price leads the description.
  const description = `${ctx.money(shownPrice(product))} · ${about(ctx, product)}`;
  const { options, variants } = listed;
  return {
    ...baseHead(ctx, name, description),
    canonicalUrl,
    ogType: 'product',
    image: first ? await previewImage(ctx, first, name) : undefined,
    ogExtra: [
      ['product:price:amount', taka(shownPrice(product))],
      ['product:price:currency', 'BDT'],
      ['product:availability', isInStock(product) ? 'in stock' : 'out of stock'],
      ...(product.brand ? [['product:brand', product.brand] as [string, string]] : []),
    ],
    jsonLd: [
      {
        ...(options?.length && variants?.length
          ? productGroupJsonLd(ctx, listed, options, variants)
          : productJsonLd(ctx, listed)),
        ...questionsJsonLd(ctx, await answeredQuestions(ctx.app.db, listed.id)),
      },
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
