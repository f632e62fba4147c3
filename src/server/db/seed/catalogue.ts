/**
 * The sample catalogue a fresh shop opens with, built from the brand lines in catalogue-data.ts:
 * ids 1–45 makeup and 46–115 skincare (as the spec's earlier shop numbered them), then the other
 * categories, then the lipsticks and foundations sold in shades. Deterministic, so links such as
 * /product/12 mean the same product on every machine.
 */
import { CATEGORY_STARTING_PRICES, type ProductCategory, type ShadeFamily } from '#shared/catalog';
import type { SkinType } from '#shared/skin';
import { type CatalogueEntry, catalogueEntries, type Line } from './catalogue-data';
import { ITEM_KINDS, type KindKey } from './kinds';
import { createRandom, type Random } from './random';
import {
  CLOTHING_SIZES,
  KIDS_SHOE_SIZES,
  LIP_SHADES,
  MAC_LIP_SHADES,
  MEN_SHOE_SIZES,
  NAIL_SHADES,
  type Shade,
  SKIN_TONES,
  WOMEN_SHOE_SIZES,
} from './shades';
import { SEED_SKIN_TYPES } from './skin-types';

export type SeedVariant = {
  sku: string;
  /** The option's value: a shade ('Ruby Woo', '220 Warm Sand') or a size ('M', '39'). */
  value: string;
  /** Poisha. */
  price: number;
  salePrice: number | null;
  stockQuantity: number;
  swatch: string | null;
  shadeFamily: ShadeFamily | null;
};

export type SeedProduct = {
  id: number;
  name: string;
  description: string;
  /** Poisha. */
  price: number;
  salePrice: number | null;
  actualPrice: number;
  category: ProductCategory;
  brand: string;
  kind: KindKey;
  stockQuantity: number;
  featured: boolean;
  /** The skin types a skincare product suits (skin-types.ts); none for the rest. */
  skinTypes: SkinType[];
  createdAt: Date;
  /** 'Shade' or 'Size' with its variants, for a product sold in shades or sizes. */
  option: { name: 'Shade' | 'Size'; variants: SeedVariant[] } | null;
};

/** What each kind is, said once for every product of the kind. */
const ABOUT: Partial<Record<KindKey, string>> = {
  lipstick: 'a creamy bullet with rich colour that stays put through a long, humid day',
  'liquid-lipstick': 'a feather-light liquid that dries to a comfortable, transfer-proof matte',
  'lip-gloss': 'a high-shine gloss with a cushiony, non-sticky feel',
  foundation: 'buildable coverage in tones made for South Asian skin, without a grey cast',
  concealer: 'creamy coverage for dark circles and blemishes that does not crease',
  'compact-powder': 'a finely milled powder that controls shine without looking cakey',
  primer: 'smooths pores and fine lines so makeup goes on evenly and lasts',
  'setting-spray': 'a fine mist that locks makeup in place through heat and humidity',
  blush: 'two silky blush shades for a soft, natural flush',
  highlighter: 'a luminous glow for cheekbones, brow bones and the tip of the nose',
  'eyeshadow-palette': 'blendable shades from everyday neutrals to festive shimmer',
  kajal: 'an intense black kajal that glides on and resists smudging',
  eyeliner: 'a precise tip for sharp wings in a single stroke',
  mascara: 'lifts and separates every lash without clumps',
  'brow-pencil': 'an ultra-fine tip with a spoolie for natural, defined brows',
  'nail-polish': 'a glossy, chip-resistant lacquer with a wide brush',
  'makeup-brushes': 'soft synthetic brushes for foundation, powder, blush and eyes',
  serum: 'a lightweight serum that sinks in fast under sunscreen and makeup',
  cleanser: 'cleans away sweat, sunscreen and makeup without stripping the skin',
  moisturiser: 'hydration that lasts all day without feeling heavy in humid weather',
  sunscreen: 'broad-spectrum protection with no white cast and no greasy feel',
  toner: 'balances and preps the skin so what follows works better',
  essence: 'a watery essence that soothes and repairs the skin barrier',
  'eye-cream': 'a gentle treatment for puffiness and dark circles',
  'face-mask': 'a weekly treat that leaves skin clean, soft and bright',
  'sheet-mask': 'soothing, hydrating sheet masks for an instant glow',
  'micellar-water': 'lifts makeup and dirt with one swipe, no rinsing needed',
  'lip-balm': 'a rich overnight balm for soft, smooth lips',
  'body-lotion': 'long-lasting moisture for dry skin, quickly absorbed',
  tote: 'room for a laptop, a water bottle and everything else',
  'crossbody-bag': 'hands-free and secure for busy markets and long commutes',
  'shoulder-bag': 'an everyday shape with a zipped main pocket',
  clutch: 'a slim clutch with a detachable chain for weddings and dawats',
  wallet: 'card slots, a zipped coin pocket and room for notes',
  sunglasses: 'UV400 lenses for the Dhaka sun',
  watch: 'a reliable everyday watch, water resistant for rainy days',
  scarf: 'soft and light, to wear as a scarf or a hijab',
  earrings: 'light enough to wear from morning to a late dinner',
  sandals: 'cushioned footbeds and soft straps for all-day wear',
  heels: 'a steady block heel that is easy to walk in all evening',
  flats: 'cushioned flats that dress up jeans or a saree',
  sneakers: 'breathable mesh and a cushioned sole for long days on your feet',
  'formal-shoes': 'polished leather for the office, weddings and Eid',
  'kids-shoes': 'soft straps and soles that light up with every step',
  saree: 'woven with a fine traditional motif and a contrasting border',
  'salwar-kameez': 'a breathable three-piece with kameez, salwar and orna',
  kurti: 'soft fabric with a neat neckline, for work, university and Eid',
  panjabi: 'a crisp, breathable panjabi for Eid and weddings',
  fatua: 'an easy cotton fatua for warm days',
  dupatta: 'a light, flowing orna with a printed border',
  'nakshi-kantha': 'hand-stitched by artisans with traditional motifs',
  'baby-lotion': 'a mild lotion that keeps delicate skin soft all day',
  'baby-shampoo': 'a tear-free lather that is kind to little eyes',
  'baby-oil': 'a light oil for massage after the bath',
  'baby-wash': 'a mild, soap-free wash for bath time',
  'rash-cream': 'soothes and protects against nappy rash',
  'beard-oil': 'nourishes the beard and softens coarse hair',
  razor: 'smooth, close shaves with comfortable blades',
  'shaving-foam': 'a rich foam that protects sensitive skin while you shave',
  deodorant: 'keeps you fresh through the heat of the day',
  perfume: 'a signature fragrance that lasts from morning to night',
  'mini-set': 'travel sizes to try before you commit, in a gift box',
  candle: 'a calming fragrance and a long, clean burn',
  diffuser: 'a steady, gentle scent for a room for up to three months',
  organiser: 'keeps lipsticks, brushes and palettes tidy and visible',
  mirror: 'a dimmable light for flawless makeup at home',
  cushion: 'adds a hand-made touch to a sofa or a bed',
};

/** Product ids the home page features: two makeup, two skincare, a handbag, a shade lipstick. */
const FEATURED = new Set([3, 17, 50, 80, 116]);
const FEATURED_NAME = 'MAC Retro Matte Lipstick';

/** Whole taka the way shops price: tens below ৳1,000, fifties up to a lakh, then hundreds. */
function roundPrice(taka: number): number {
  const step = taka < 1000 ? 10 : taka < 100_000 ? 50 : 500;
  return Math.round(taka / step) * step;
}

function floorOf(category: ProductCategory): number {
  const starting = (CATEGORY_STARTING_PRICES as Partial<Record<ProductCategory, number>>)[category];
  return starting ? starting / 100 : 0;
}

/** A sale price below the price, never below the category's advertised starting price. */
function salePriceOf(price: number, floor: number, random: Random): number | null {
  if (!random.chance(0.25)) return null;
  const sale = Math.max(floor, roundPrice(price * (1 - random.int(10, 30) / 100)));
  // A sale worth the name: at least 5% off once the category's floor has had its say.
  return sale <= price * 0.95 ? sale : null;
}

function shadesFor(line: Line, index: number): Shade[] {
  const count = line.shades ?? 0;
  const measure = ITEM_KINDS[line.kind].measure;
  if (measure === 'skin-tone') {
    // Spread over the whole range, lightest to deepest, numbered the way brands number them.
    return Array.from({ length: count }, (_, i) => {
      const at = Math.round((i * (SKIN_TONES.length - 1)) / Math.max(1, count - 1));
      const tone = SKIN_TONES[at] as Shade;
      return { ...tone, name: `${110 + at * 10} ${tone.name}` };
    });
  }
  const pool = line.kind === 'nail-polish' ? NAIL_SHADES : LIP_SHADES;
  if (line.name.startsWith('Retro Matte') || line.name.startsWith('Powder Kiss')) {
    const start = line.name.startsWith('Retro') ? 0 : 4;
    return Array.from({ length: count }, (_, i) => MAC_LIP_SHADES[(start + i) % 12] as Shade);
  }
  return Array.from({ length: count }, (_, i) => pool[(index * 5 + i) % pool.length] as Shade);
}

function sizesFor(line: Line): readonly string[] {
  const measure = ITEM_KINDS[line.kind].measure;
  if (measure === 'kids-shoe-size') return KIDS_SHOE_SIZES;
  if (measure === 'shoe-size') return line.fit === 'men' ? MEN_SHOE_SIZES : WOMEN_SHOE_SIZES;
  return CLOTHING_SIZES;
}

/** SKU stem from the brand and the product's initials: MAC Retro Matte Lipstick → MAC-RML. */
function skuStem(brand: string, name: string, taken: Set<string>, id: number): string {
  const letters = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[^A-Za-z0-9 ]/g, '')
      .toUpperCase();
  const brandCode = letters(brand).replace(/ /g, '').slice(0, 3);
  const initials = letters(name)
    .split(' ')
    .filter(Boolean)
    .map((word) => word[0])
    .join('')
    .slice(0, 4);
  let stem = `${brandCode}-${initials}`;
  if (taken.has(stem)) stem = `${stem}${id}`;
  taken.add(stem);
  return stem;
}

function describe(entry: CatalogueEntry): string {
  const { brand, line } = entry;
  const about = ABOUT[line.kind] ?? ITEM_KINDS[line.kind].en;
  const detail = line.detail ? ` ${line.detail[0]?.toUpperCase()}${line.detail.slice(1)}.` : '';
  const sizes = line.sized
    ? ITEM_KINDS[line.kind].measure === 'clothing-size'
      ? ' Sizes S to XL.'
      : ` EU sizes ${sizesFor(line)[0]}–${sizesFor(line).at(-1)}.`
    : '';
  return `${brand} ${line.name}: ${about}.${detail}${sizes} Sourced from authorised distributors and checked by our team before it ships.`;
}

function makeProduct(
  id: number,
  entry: CatalogueEntry,
  shadeIndex: number,
  random: Random,
  now: Date,
  skus: Set<string>,
): SeedProduct {
  const { line, category, brand } = entry;
  const name = `${brand} ${line.name}`;
  const floor = floorOf(category);
  const price = Math.max(floor, line.price);
  const salePrice = salePriceOf(price, floor, random);
  // Every 13th product is sold out, a few more are nearly gone, the rest well stocked.
  const stock = id % 13 === 0 ? 0 : id % 7 === 0 ? random.int(1, 5) : random.int(8, 120);
  const base = {
    id,
    name,
    description: describe(entry),
    price: price * 100,
    salePrice: salePrice === null ? null : salePrice * 100,
    actualPrice: roundPrice(price * 0.6) * 100,
    category,
    brand,
    kind: line.kind,
    stockQuantity: stock,
    featured: FEATURED.has(id) || name === FEATURED_NAME,
    skinTypes: SEED_SKIN_TYPES[name] ?? [],
    // Higher ids are newer, an hour apart, so "newest first" has a stable meaning; products
    // sold in shades came first, so a makeup list's newest page holds single-variant products.
    createdAt: new Date(now.getTime() - (line.shades ? 600 - shadeIndex : 400 - id) * 3_600_000),
    option: null,
  } satisfies SeedProduct;
  if (!line.shades && !line.sized) return base;

  const stem = skuStem(brand, line.name, skus, id);
  const values: { value: string; shade: Shade | null }[] = line.shades
    ? shadesFor(line, shadeIndex).map((shade) => ({ value: shade.name, shade }))
    : sizesFor(line).map((value) => ({ value, shade: null }));
  // One product is sold out in every shade; every third other one has one shade or size gone
  // (few enough that the dashboard's low-stock list still has room for the nearly gone).
  const allGone = line.name === 'Teint Idole Ultra Wear Foundation';
  const goneAt = id % 3 === 0 ? id % values.length : -1;
  const variants = values.map(({ value, shade }, index) => ({
    sku: `${stem}-${String(index + 1).padStart(2, '0')}`,
    value,
    price: base.price,
    salePrice: base.salePrice,
    stockQuantity: allGone || index === goneAt ? 0 : random.int(3, 40),
    swatch: shade?.hex ?? null,
    shadeFamily: shade?.family ?? null,
  }));
  return {
    ...base,
    stockQuantity: variants.reduce((sum, variant) => sum + variant.stockQuantity, 0),
    option: { name: line.shades ? 'Shade' : 'Size', variants },
  };
}

export function buildCatalogue(now = new Date('2026-11-01T06:00:00Z')): SeedProduct[] {
  const random = createRandom(20_24);
  const skus = new Set<string>();
  let shadeIndex = 0;
  return catalogueEntries().map((entry, index) => {
    const product = makeProduct(index + 1, entry, shadeIndex, random, now, skus);
    if (entry.line.shades) shadeIndex += 1;
    return product;
  });
}

/** Leather comes in black, browns, maroon and nude, not in the lime green a drawing might pick. */
const LEATHER_COLOURS = ['#2b2b2e', '#6b3f24', '#a0522d', '#7a1f2b', '#d8b99a', '#3b2a20'];
const LEATHER_SHAPES = new Set(['bag', 'clutch', 'wallet', 'sandal', 'heel', 'loafer']);

/**
 * The colour a product's picture is drawn in: its first in-stock shade's, a leather colour for
 * bags and shoes, or (null) a colour from its id.
 */
export function pictureColour(product: SeedProduct): string | null {
  const variants = product.option?.variants ?? [];
  const shade = (variants.find((variant) => variant.stockQuantity > 0) ?? variants[0])?.swatch;
  if (shade) return shade;
  if (!LEATHER_SHAPES.has(ITEM_KINDS[product.kind].shape)) return null;
  return LEATHER_COLOURS[product.id % LEATHER_COLOURS.length] ?? null;
}
