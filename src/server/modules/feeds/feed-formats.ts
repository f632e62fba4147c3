/**
 * The two feeds' text. Fields each spec requires (checked for every row by feeds.test.ts):
 * - Meta, https://developers.facebook.com/docs/commerce-platform/catalog/fields/ (and the feed
 *   sample at https://developers.facebook.com/docs/marketing-api/catalog/guides/metadata-tags):
 *   id, title, description, availability ('in stock' | 'out of stock'), condition, price
 *   ('1234.00 BDT'), link, image_link, brand (or gtin or mpn, which the shop does not keep).
 * - Google, https://support.google.com/merchants/answer/7052112 (RSS 2.0, `g:` namespace):
 *   id (≤ 50), title (≤ 150), description (≤ 5,000), link, image_link, availability
 *   ('in_stock' | 'out_of_stock'), price, condition, brand, identifier_exists 'no' without a GTIN
 *   or MPN, item_group_id with color and size for variants.
 */
import type { FeedKind } from '#shared/schemas/feeds';
import type { FeedItem } from './feed-rows';

export const META_COLUMNS = [
  'id',
  'item_group_id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'sale_price',
  'link',
  'image_link',
  'additional_image_link',
  'brand',
  'color',
  'size',
] as const;

/** Both specs write money as the amount with two decimals and the ISO 4217 currency. */
export const feedMoney = (poisha: number) => `${(poisha / 100).toFixed(2)} BDT`;

/** RFC 4180: every field quoted, quotes doubled, so commas and line breaks stay inside it. */
const csvField = (value: string) => `"${value.replaceAll('"', '""')}"`;

function metaRow(item: FeedItem): string {
  const fields: Record<(typeof META_COLUMNS)[number], string> = {
    id: item.id,
    item_group_id: item.groupId ?? '',
    title: item.title,
    description: item.description,
    availability: item.inStock ? 'in stock' : 'out of stock',
    condition: 'new',
    price: feedMoney(item.price),
    sale_price: item.salePrice === null ? '' : feedMoney(item.salePrice),
    link: item.link,
    image_link: item.imageLink,
    additional_image_link: item.moreImages.join(','),
    brand: item.brand,
    color: item.color ?? '',
    size: item.size ?? '',
  };
  return `${META_COLUMNS.map((column) => csvField(fields[column])).join(',')}\r\n`;
}

/** Characters XML 1.0 cannot hold at all (control characters, lone surrogates) are dropped. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function xmlText(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

const element = (name: string, value: string | null) =>
  value === null || value === '' ? '' : `<${name}>${xmlText(value)}</${name}>`;

function googleItem(item: FeedItem): string {
  return [
    '<item>',
    element('g:id', item.id),
    element('g:item_group_id', item.groupId),
    element('title', item.title),
    element('description', item.description),
    element('link', item.link),
    element('g:image_link', item.imageLink),
    ...item.moreImages.map((link) => element('g:additional_image_link', link)),
    element('g:availability', item.inStock ? 'in_stock' : 'out_of_stock'),
    element('g:price', feedMoney(item.price)),
    element('g:sale_price', item.salePrice === null ? null : feedMoney(item.salePrice)),
    element('g:condition', 'new'),
    element('g:brand', item.brand),
    element('g:color', item.color),
    element('g:size', item.size),
    // The shop keeps no GTIN or MPN.
    element('g:identifier_exists', 'no'),
    '</item>\n',
  ].join('');
}

export type FeedFormat = {
  contentType: string;
  head(shop: { name: string; publicUrl: string }): string;
  rows(items: FeedItem[]): string;
  tail: string;
};

export const FEED_FORMATS: Record<FeedKind, FeedFormat> = {
  meta: {
    contentType: 'text/csv; charset=utf-8',
    head: () => `${META_COLUMNS.join(',')}\r\n`,
    rows: (items) => items.map(metaRow).join(''),
    tail: '',
  },
  google: {
    contentType: 'application/xml; charset=utf-8',
    head: ({ name, publicUrl }) =>
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n' +
      `${element('title', name)}\n${element('link', publicUrl)}\n` +
      `${element('description', `${name} products`)}\n`,
    rows: (items) => items.map(googleItem).join(''),
    tail: '</channel>\n</rss>\n',
  },
};
