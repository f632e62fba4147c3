/**
 * The sample catalogue a fresh shop opens with: ids 1–45 makeup, 46–115 skincare (as the spec's
 * earlier shop numbered them), then 8 of every other category. Deterministic, so links such as
 * /product/12 mean the same product on every machine.
 */
import { CATEGORY_STARTING_PRICES, type ProductCategory } from '#shared/catalog';
import { createRandom, type Random } from './random';

type CategoryRecipe = {
  count: number;
  /** Taka. */
  priceRange: [number, number];
  brands: readonly string[];
  items: readonly { name: string; about: string }[];
  variants: readonly string[];
};

const RECIPES: Record<ProductCategory, CategoryRecipe> = {
  makeup: {
    count: 45,
    priceRange: [2000, 6500],
    brands: [
      "L'Oréal Paris",
      'Maybelline New York',
      'MAC',
      'NYX Professional',
      'Lakmé',
      'Huda Beauty',
      'Rimmel London',
      'Revlon',
      'Fenty Beauty',
      'Lancôme',
    ],
    items: [
      {
        name: 'Matte Lipstick',
        about: 'a rich, velvety colour that stays put through a long, humid day',
      },
      {
        name: 'Liquid Lipstick',
        about: 'a feather-light liquid that dries to a comfortable matte finish',
      },
      { name: 'Lip Gloss', about: 'a high-shine gloss with a non-sticky, cushiony feel' },
      {
        name: 'Foundation',
        about: 'buildable coverage with a natural finish that lets skin breathe',
      },
      {
        name: 'Concealer',
        about: 'creamy coverage for dark circles and blemishes that never creases',
      },
      {
        name: 'Compact Powder',
        about: 'a finely milled powder that controls shine without looking cakey',
      },
      { name: 'Blush', about: 'a silky blush that gives cheeks a soft, natural flush' },
      {
        name: 'Highlighter',
        about: 'a luminous glow that catches the light on cheekbones and brow bones',
      },
      {
        name: 'Eyeshadow Palette',
        about: 'twelve blendable shades from everyday neutrals to festive shimmer',
      },
      {
        name: 'Kajal',
        about: 'an intense black kajal that glides on smoothly and resists smudging',
      },
      { name: 'Liquid Eyeliner', about: 'a precise felt tip for sharp wings in a single stroke' },
      {
        name: 'Volumising Mascara',
        about: 'lifts and separates every lash for drama without clumps',
      },
      { name: 'Brow Pencil', about: 'a fine tip with a spoolie for natural, defined brows' },
      {
        name: 'Setting Spray',
        about: 'locks makeup in place for up to 16 hours, even in the heat',
      },
      { name: 'Face Primer', about: 'smooths pores and fine lines so makeup goes on evenly' },
    ],
    variants: [
      'Ruby Red',
      'Nude Rose',
      'Berry Bliss',
      'Coral Crush',
      'Mauve Muse',
      'Warm Beige',
      'Golden Sand',
      'Soft Pink',
      'Deep Plum',
      'Classic Black',
    ],
  },
  skincare: {
    count: 70,
    priceRange: [1500, 5500],
    brands: [
      'The Ordinary',
      'CeraVe',
      'COSRX',
      'La Roche-Posay',
      'Neutrogena',
      'Innisfree',
      'Some By Mi',
      'Cetaphil',
      'Garnier',
      'Laneige',
      'Bioderma',
      "Kiehl's",
    ],
    items: [
      {
        name: 'Vitamin C Serum',
        about: 'brightens dull skin and fades dark spots with stable vitamin C',
      },
      { name: 'Niacinamide 10% Serum', about: 'balances oil and visibly refines pores' },
      {
        name: 'Hyaluronic Acid Serum',
        about: 'draws moisture deep into the skin for a plump, dewy look',
      },
      {
        name: 'Gentle Foaming Cleanser',
        about: 'cleans away sweat, sunscreen and makeup without stripping',
      },
      {
        name: 'Hydrating Cleanser',
        about: 'a creamy, non-foaming wash for dry and sensitive skin',
      },
      {
        name: 'Oil-Free Moisturiser',
        about: 'light hydration that sinks in fast, made for humid weather',
      },
      {
        name: 'Sunscreen SPF 50 PA++++',
        about: 'broad-spectrum protection with no white cast and no greasy feel',
      },
      {
        name: 'Exfoliating Toner',
        about: 'gently lifts dead skin cells for a smoother, brighter complexion',
      },
      {
        name: 'Snail Mucin Essence',
        about: 'repairs and soothes with 96% snail secretion filtrate',
      },
      {
        name: 'Night Repair Cream',
        about: 'a rich overnight cream that restores the skin barrier while you sleep',
      },
      {
        name: 'Under Eye Cream',
        about: 'reduces puffiness and dark circles with caffeine and peptides',
      },
      { name: 'Clay Mask', about: 'draws out impurities and excess oil in ten minutes' },
      { name: 'Micellar Water', about: 'lifts makeup and dirt with one swipe, no rinsing needed' },
      { name: 'Sheet Mask Set', about: 'a week of soothing, hydrating masks for an instant glow' },
    ],
    variants: ['30 ml', '50 ml', '100 ml', '150 ml', '200 ml'],
  },
  handbags: {
    count: 8,
    priceRange: [5000, 24000],
    brands: ['Charles & Keith', 'Aldo', 'Guess', 'Lavie', 'Michael Kors'],
    items: [
      { name: 'Structured Tote', about: 'room for a laptop, a water bottle and everything else' },
      {
        name: 'Quilted Crossbody Bag',
        about: 'hands-free and secure for busy markets and long commutes',
      },
      {
        name: 'Evening Clutch',
        about: 'a slim clutch with a detachable chain for weddings and dawats',
      },
      { name: 'Shoulder Bag', about: 'an everyday shape with a zipped main pocket' },
    ],
    variants: ['Black', 'Tan', 'Maroon', 'Ivory'],
  },
  shoes: {
    count: 8,
    priceRange: [3000, 12000],
    brands: ['Bata', 'Apex', 'Aldo', 'Charles & Keith', 'Skechers', 'Clarks'],
    items: [
      {
        name: 'Block Heel Sandals',
        about: 'a steady block heel that is easy to walk in all evening',
      },
      { name: 'Pointed Flats', about: 'cushioned flats that dress up jeans or a saree' },
      { name: 'Walking Sneakers', about: 'breathable mesh and memory-foam insoles for long days' },
      { name: 'Embellished Kolhapuri', about: 'hand-finished leather with festive detail' },
    ],
    variants: ['Black', 'Nude', 'White', 'Gold'],
  },
  accessories: {
    count: 8,
    priceRange: [900, 5000],
    brands: ['Accessorize', 'Ray-Ban', 'Casio', 'Aarong', 'Fossil'],
    items: [
      { name: 'Cat-Eye Sunglasses', about: 'UV400 lenses in a flattering cat-eye frame' },
      {
        name: 'Silk Scarf',
        about: 'a soft printed scarf to wear as a hijab, on the neck or a bag',
      },
      {
        name: 'Pearl Drop Earrings',
        about: 'classic freshwater-style pearls on hypoallergenic hooks',
      },
      { name: 'Minimal Wrist Watch', about: 'a slim case with a mesh strap for every day' },
    ],
    variants: ['Gold', 'Silver', 'Rose Gold', 'Tortoise'],
  },
  clothing: {
    count: 8,
    priceRange: [1800, 15000],
    brands: ['Aarong', 'Yellow', 'Le Reve', 'Sailor', 'Kay Kraft'],
    items: [
      { name: 'Jamdani Saree', about: 'handwoven Jamdani with a fine traditional motif' },
      { name: 'Cotton Salwar Kameez', about: 'a breathable three-piece set for warm days' },
      { name: 'Embroidered Kurti', about: 'soft cotton with hand-embroidered neckline' },
      { name: 'Georgette Dupatta', about: 'a light, flowing dupatta with a printed border' },
    ],
    variants: ['Teal', 'Mustard', 'Maroon', 'Off-White'],
  },
  kids: {
    count: 8,
    priceRange: [600, 3000],
    brands: ["Johnson's Baby", 'Mamaearth', 'Sebamed', 'Bata Kids'],
    items: [
      { name: 'Gentle Baby Lotion', about: 'a mild, fragrance-light lotion for delicate skin' },
      { name: 'Kids Sunscreen SPF 30', about: 'a tear-free mineral sunscreen for outdoor play' },
      { name: 'Tear-Free Shampoo', about: 'a soft lather that is kind to little eyes' },
      {
        name: 'Light-Up Sandals',
        about: 'comfortable straps and soles that sparkle with every step',
      },
    ],
    variants: ['100 ml', '200 ml', 'Pink', 'Blue'],
  },
  men: {
    count: 8,
    priceRange: [800, 6000],
    brands: ['Nivea Men', 'Beardo', 'The Man Company', 'Yellow', 'Gillette'],
    items: [
      { name: 'Charcoal Face Wash', about: 'clears oil and pollution after a long day outside' },
      { name: 'Beard Growth Oil', about: 'nourishes the beard and softens coarse hair' },
      { name: 'Eau de Parfum', about: 'a warm woody fragrance that lasts from morning to night' },
      { name: 'Cotton Panjabi', about: 'a crisp, breathable panjabi for Eid and weddings' },
    ],
    variants: ['50 ml', '100 ml', 'White', 'Navy'],
  },
  minis: {
    count: 8,
    priceRange: [600, 2500],
    brands: ['The Ordinary', 'NYX Professional', 'Innisfree', 'MAC', 'COSRX'],
    items: [
      { name: 'Mini Lipstick Trio', about: 'three travel-size shades to try before you commit' },
      { name: 'Travel Skincare Kit', about: 'cleanser, serum and moisturiser in carry-on sizes' },
      { name: 'Mini Mascara', about: 'full-size volume in a handbag-friendly tube' },
      { name: 'Mini Perfume Set', about: 'four signature scents in 10 ml bottles' },
    ],
    variants: ['Set of 3', 'Set of 4', 'Pocket', 'Travel'],
  },
  designer: {
    count: 8,
    priceRange: [15000, 120000],
    brands: ['Gucci', 'Prada', 'Dior', 'Chanel', 'Louis Vuitton'],
    items: [
      {
        name: 'Leather Top-Handle Bag',
        about: 'Italian leather with signature hardware, made to last a lifetime',
      },
      { name: 'Eau de Parfum 100 ml', about: 'a signature fragrance in its iconic bottle' },
      { name: 'Monogram Wallet', about: 'a compact wallet in the house monogram canvas' },
      { name: 'Silk Twill Scarf', about: 'a collectible printed silk scarf' },
    ],
    variants: ['Noir', 'Beige', 'Rouge', 'Classic'],
  },
  home: {
    count: 8,
    priceRange: [700, 6000],
    brands: ['Sajghor Home', 'Yankee Candle', 'Aarong', 'IKEA'],
    items: [
      {
        name: 'Scented Soy Candle',
        about: 'hand-poured soy wax with a calming fragrance and a 40-hour burn',
      },
      { name: 'Reed Diffuser', about: 'a steady, gentle scent for a room for up to three months' },
      {
        name: 'Acrylic Makeup Organiser',
        about: 'keeps lipsticks, brushes and palettes tidy and visible',
      },
      { name: 'LED Vanity Mirror', about: 'a dimmable light ring for flawless makeup at home' },
    ],
    variants: ['Jasmine', 'Sandalwood', 'Rose', 'Clear'],
  },
};

/** Product ids the home page features; a mix across the four main categories. */
const FEATURED_IDS = new Set([3, 17, 50, 80, 116, 124]);

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
  stockQuantity: number;
  featured: boolean;
  createdAt: Date;
};

function roundTo50Taka(taka: number): number {
  return Math.round(taka / 50) * 50;
}

function describe(
  recipe: CategoryRecipe,
  item: CategoryRecipe['items'][number],
  brand: string,
  variant: string,
) {
  return [
    `${brand} ${item.name} in ${variant}: ${item.about}.`,
    'Sourced from authorised distributors and checked by our team before it ships.',
    recipe.count > 40
      ? 'Suitable for everyday wear in Bangladesh’s heat and humidity.'
      : 'Carefully packed and delivered across Bangladesh.',
  ].join(' ');
}

function makeProduct(
  id: number,
  category: ProductCategory,
  index: number,
  random: Random,
  now: Date,
): SeedProduct {
  const recipe = RECIPES[category];
  const item = recipe.items[index % recipe.items.length] ?? recipe.items[0];
  if (!item) throw new Error(`no items for ${category}`);
  const brand = random.pick(recipe.brands);
  const variant = random.pick(recipe.variants);
  const startingPrice = (CATEGORY_STARTING_PRICES as Partial<Record<ProductCategory, number>>)[
    category
  ];
  // Nothing, not even a sale price, goes below the category's advertised starting price.
  const floor = startingPrice ? startingPrice / 100 : recipe.priceRange[0];
  const priceTaka = Math.max(
    floor,
    roundTo50Taka(random.int(recipe.priceRange[0], recipe.priceRange[1])),
  );
  const onSale = random.chance(0.22);
  const saleTaka = onSale
    ? Math.max(floor, roundTo50Taka(priceTaka * (1 - random.int(10, 40) / 100)))
    : null;
  // Every 13th product is sold out, a few more are nearly gone, the rest well stocked.
  const stock = id % 13 === 0 ? 0 : id % 7 === 0 ? random.int(1, 5) : random.int(8, 120);
  return {
    id,
    name: `${brand} ${item.name} - ${variant}`,
    description: describe(recipe, item, brand, variant),
    price: priceTaka * 100,
    salePrice: saleTaka !== null && saleTaka < priceTaka ? saleTaka * 100 : null,
    actualPrice: roundTo50Taka(priceTaka * 0.6) * 100,
    category,
    brand,
    stockQuantity: stock,
    featured: FEATURED_IDS.has(id),
    // Higher ids are newer, an hour apart, so "newest first" has a stable meaning.
    createdAt: new Date(now.getTime() - (400 - id) * 3_600_000),
  };
}

export function buildCatalogue(now = new Date('2026-11-01T06:00:00Z')): SeedProduct[] {
  const random = createRandom(20_24);
  const result: SeedProduct[] = [];
  for (const category of Object.keys(RECIPES) as ProductCategory[]) {
    const recipe = RECIPES[category];
    for (let index = 0; index < recipe.count; index++) {
      result.push(makeProduct(result.length + 1, category, index, random, now));
    }
  }
  return result;
}
