/**
 * The sample catalogue's lines, brand by brand: every brand sells only the kinds of item it is
 * known for (BRAND_KINDS), and each line names one real-sounding product with a price in whole
 * taka that a shopper in Dhaka would recognise. A second size or shade is a variant of a line,
 * never a second line.
 */
import type { ProductCategory } from '#shared/catalog';
import type { KindKey } from './kinds';

export type Line = {
  kind: KindKey;
  /** The product's name after its brand. */
  name: string;
  /** Taka, whole. */
  price: number;
  /** What one unit holds ("30 ml") or is made of ("faux leather"), said in the description. */
  detail?: string;
  /** Shoes: whose size run. */
  fit?: 'women' | 'men';
  /** Sold in shades (lip, eye, nail or base makeup): how many. */
  shades?: number;
  /** Sold in sizes (clothes S–XL, shoes): on for worn items with a size run. */
  sized?: boolean;
};

type Brand = { name: string; lines: readonly Line[] };

const line = (kind: KindKey, name: string, price: number, detail?: string): Line => ({
  kind,
  name,
  price,
  ...(detail ? { detail } : {}),
});
const shaded = (kind: KindKey, name: string, price: number, shades: number): Line => ({
  kind,
  name,
  price,
  shades,
});
const sized = (kind: KindKey, name: string, price: number, fit?: 'women' | 'men'): Line => ({
  kind,
  name,
  price,
  sized: true,
  ...(fit ? { fit } : {}),
});

/** What each brand is known for: a sample product of any other kind is a mistake. */
export const BRAND_KINDS: Record<string, readonly KindKey[]> = {
  MAC: [
    'lipstick',
    'foundation',
    'setting-spray',
    'primer',
    'kajal',
    'mascara',
    'eyeshadow-palette',
    'mini-set',
  ],
  'Maybelline New York': [
    'liquid-lipstick',
    'foundation',
    'mascara',
    'eyeshadow-palette',
    'eyeliner',
    'primer',
  ],
  "L'Oréal Paris": [
    'lipstick',
    'foundation',
    'mascara',
    'setting-spray',
    'eyeliner',
    'eyeshadow-palette',
  ],
  'NYX Professional': [
    'liquid-lipstick',
    'lip-gloss',
    'setting-spray',
    'eyeliner',
    'eyeshadow-palette',
    'primer',
    'mini-set',
  ],
  Lakmé: ['lipstick', 'foundation', 'eyeshadow-palette', 'primer'],
  'Huda Beauty': [
    'lipstick',
    'foundation',
    'eyeshadow-palette',
    'mascara',
    'setting-spray',
    'blush',
  ],
  'Fenty Beauty': ['foundation', 'lip-gloss', 'highlighter', 'primer', 'mascara', 'eyeliner'],
  'Rare Beauty': ['lipstick', 'primer', 'mascara'],
  'Charlotte Tilbury': ['lipstick', 'setting-spray', 'mascara', 'eyeshadow-palette', 'primer'],
  Benefit: ['primer', 'brow-pencil', 'mascara'],
  'Urban Decay': ['setting-spray', 'eyeshadow-palette', 'eyeliner'],
  'Too Faced': ['mascara', 'primer'],
  NARS: ['mascara', 'concealer'],
  'Estée Lauder': ['mascara', 'foundation'],
  Revlon: ['lipstick', 'foundation'],
  Lancôme: ['lipstick', 'foundation'],
  'Real Techniques': ['makeup-brushes'],
  OPI: ['nail-polish'],
  'The Ordinary': ['serum', 'toner', 'moisturiser', 'mini-set'],
  CeraVe: ['cleanser', 'moisturiser', 'eye-cream'],
  COSRX: ['essence', 'cleanser', 'toner', 'moisturiser', 'serum', 'sunscreen', 'mini-set'],
  'La Roche-Posay': ['sunscreen', 'cleanser', 'moisturiser', 'serum'],
  Neutrogena: ['moisturiser', 'sunscreen', 'cleanser', 'serum'],
  Innisfree: ['serum', 'face-mask', 'cleanser', 'sunscreen', 'toner', 'moisturiser', 'mini-set'],
  'Some By Mi': ['toner', 'serum', 'cleanser', 'moisturiser'],
  Cetaphil: ['cleanser', 'moisturiser', 'body-lotion', 'sunscreen'],
  'Beauty of Joseon': ['sunscreen', 'serum', 'moisturiser', 'eye-cream'],
  Laneige: ['face-mask', 'lip-balm', 'toner', 'moisturiser', 'mini-set'],
  Bioderma: ['micellar-water', 'cleanser', 'body-lotion', 'sunscreen'],
  "Kiehl's": ['moisturiser', 'toner', 'serum', 'eye-cream'],
  SKIN1004: ['serum', 'cleanser', 'sunscreen', 'toner'],
  Mediheal: ['sheet-mask'],
  'Charles & Keith': ['tote', 'crossbody-bag', 'heels'],
  Aldo: ['shoulder-bag', 'clutch', 'flats'],
  Guess: ['crossbody-bag'],
  Lavie: ['tote'],
  'Michael Kors': ['tote'],
  Aarong: [
    'shoulder-bag',
    'earrings',
    'kurti',
    'salwar-kameez',
    'saree',
    'dupatta',
    'nakshi-kantha',
    'cushion',
  ],
  Bata: ['sandals', 'formal-shoes', 'sneakers', 'kids-shoes'],
  Apex: ['formal-shoes', 'heels'],
  Skechers: ['sneakers'],
  Clarks: ['sandals'],
  'Ray-Ban': ['sunglasses'],
  Casio: ['watch'],
  Fossil: ['watch'],
  Accessorize: ['scarf', 'earrings'],
  Yellow: ['kurti', 'salwar-kameez', 'panjabi'],
  Sailor: ['fatua', 'kurti'],
  'Le Reve': ['kurti', 'salwar-kameez'],
  'Kay Kraft': ['kurti', 'salwar-kameez', 'saree'],
  "Johnson's Baby": ['baby-lotion', 'baby-shampoo', 'baby-oil'],
  Sebamed: ['baby-wash', 'rash-cream'],
  Mamaearth: ['baby-wash', 'baby-lotion'],
  Gillette: ['razor', 'shaving-foam'],
  'Nivea Men': ['cleanser', 'deodorant'],
  Beardo: ['beard-oil'],
  'The Man Company': ['perfume'],
  Gucci: ['shoulder-bag', 'perfume'],
  Prada: ['shoulder-bag', 'sunglasses'],
  Dior: ['perfume', 'scarf'],
  Chanel: ['perfume'],
  'Louis Vuitton': ['wallet'],
  'Yankee Candle': ['candle'],
  'Sajghor Home': ['candle', 'diffuser', 'organiser', 'mirror'],
};

/** Makeup without shades to choose (ids 1–45), brand by brand. */
const MAKEUP: Brand[] = [
  {
    name: 'MAC',
    lines: [
      line('setting-spray', 'Prep + Prime Fix+ Setting Spray', 3900, '100 ml'),
      line('primer', 'Strobe Cream Primer', 4600, '50 ml'),
      line('kajal', 'Eye Kohl Kajal', 2600),
      line('mascara', 'MACStack Mascara', 3300),
      line('eyeshadow-palette', 'Eye Shadow x 9 Burgundy Times Nine', 5200),
      line('primer', 'Prep + Prime Lash Primer', 2700),
    ],
  },
  {
    name: 'Maybelline New York',
    lines: [
      line('mascara', 'Lash Sensational Sky High Mascara', 2100),
      line('eyeshadow-palette', 'The Nudes Eyeshadow Palette', 2300),
      line('eyeliner', 'Hyper Easy Liquid Pen Eyeliner', 2000),
      line('primer', 'Master Prime Blur + Smooth Primer', 2050, '30 ml'),
    ],
  },
  {
    name: "L'Oréal Paris",
    lines: [
      line('mascara', 'Lash Paradise Mascara', 2200),
      line('setting-spray', 'Infallible 3-Second Setting Spray', 2400, '75 ml'),
      line('eyeliner', 'Infallible Grip Liquid Eyeliner', 2100),
      line('eyeshadow-palette', 'Colour Queen Nude Eyeshadow Palette', 2500),
    ],
  },
  {
    name: 'NYX Professional',
    lines: [
      line('setting-spray', 'Matte Finish Setting Spray', 2300, '60 ml'),
      line('eyeliner', 'Epic Ink Liner', 2200),
      line('eyeshadow-palette', 'Ultimate Shadow Palette Warm Neutrals', 3200),
      line('primer', 'Pore Filler Primer', 2800, '20 ml'),
    ],
  },
  {
    name: 'Lakmé',
    lines: [
      line('eyeshadow-palette', 'Absolute Infinity Eye Shadow Palette', 2200),
      line('primer', 'Absolute Blur Perfect Makeup Primer', 2100, '30 g'),
    ],
  },
  {
    name: 'Huda Beauty',
    lines: [
      line('eyeshadow-palette', 'Nude Obsessions Eyeshadow Palette', 4200),
      line('mascara', 'Legit Lashes Double-Ended Mascara', 3900),
      line('setting-spray', 'Easy Bake and Snatch Setting Spray', 4300, '100 ml'),
      line('blush', 'GloWish Cheeky Vegan Blush Duo', 4100),
    ],
  },
  {
    name: 'Fenty Beauty',
    lines: [
      line('highlighter', 'Killawatt Freestyle Highlighter Duo', 4800),
      line('primer', "Pro Filt'r Instant Retouch Primer", 4500, '32 ml'),
      line('mascara', 'Full Frontal Volume, Lift & Curl Mascara', 3600),
      line('eyeliner', 'Flyliner Longwear Liquid Eyeliner', 3200),
    ],
  },
  {
    name: 'Rare Beauty',
    lines: [
      line('primer', 'Always An Optimist Pore Diffusing Primer', 3800, '28 ml'),
      line('mascara', 'Perfect Strokes Universal Volumizing Mascara', 3300),
    ],
  },
  {
    name: 'Charlotte Tilbury',
    lines: [
      line('setting-spray', 'Airbrush Flawless Setting Spray', 5200, '100 ml'),
      line('mascara', 'Pillow Talk Push Up Lashes! Mascara', 3900),
      line('eyeshadow-palette', 'Pillow Talk Luxury Eyeshadow Palette', 7800),
      line('primer', 'Wonderglow Face Primer', 6500, '40 ml'),
    ],
  },
  {
    name: 'Benefit',
    lines: [
      line('primer', 'The POREfessional Face Primer', 4200, '22 ml'),
      line('brow-pencil', 'Precisely, My Brow Pencil', 3400),
      line('mascara', "They're Real! Lengthening Mascara", 3600),
    ],
  },
  {
    name: 'Urban Decay',
    lines: [
      line('setting-spray', 'All Nighter Setting Spray', 4300, '118 ml'),
      line('eyeshadow-palette', 'Naked3 Eyeshadow Palette', 6800),
      line('eyeliner', '24/7 Glide-On Eye Pencil', 3000),
    ],
  },
  {
    name: 'Too Faced',
    lines: [
      line('mascara', 'Better Than Sex Mascara', 3500),
      line('primer', 'Hangover Replenishing Face Primer', 4000, '40 ml'),
    ],
  },
  { name: 'NARS', lines: [line('mascara', 'Climax Mascara', 3600)] },
  { name: 'Estée Lauder', lines: [line('mascara', 'Sumptuous Extreme Lash Mascara', 3800)] },
  {
    name: 'Real Techniques',
    lines: [line('makeup-brushes', 'Everyday Essentials Brush Set', 3600)],
  },
];

/** Lipsticks and foundations in shades, and a nail colour: the seed's shade products. */
const SHADE_MAKEUP: Brand[] = [
  {
    name: 'MAC',
    lines: [
      shaded('lipstick', 'Retro Matte Lipstick', 3600, 12),
      shaded('lipstick', 'Powder Kiss Lipstick', 3600, 8),
      shaded('foundation', 'Studio Fix Fluid SPF 15 Foundation', 5200, 10),
    ],
  },
  {
    name: 'Maybelline New York',
    lines: [
      shaded('liquid-lipstick', 'SuperStay Matte Ink Liquid Lipstick', 2000, 8),
      shaded('foundation', 'Fit Me Matte + Poreless Foundation', 2000, 10),
    ],
  },
  {
    name: "L'Oréal Paris",
    lines: [
      shaded('lipstick', 'Color Riche Satin Lipstick', 2100, 8),
      shaded('foundation', 'Infallible 32H Fresh Wear Foundation', 2600, 10),
    ],
  },
  {
    name: 'NYX Professional',
    lines: [
      shaded('liquid-lipstick', 'Lip Lingerie XXL Liquid Lipstick', 2200, 8),
      shaded('lip-gloss', 'Butter Gloss', 2000, 6),
    ],
  },
  {
    name: 'Lakmé',
    lines: [
      shaded('lipstick', 'Absolute Matte Ultimate Lip Color', 2000, 8),
      shaded('foundation', 'Absolute Argan Oil Serum Foundation', 2200, 7),
    ],
  },
  {
    name: 'Huda Beauty',
    lines: [
      shaded('lipstick', 'Power Bullet Matte Lipstick', 3600, 8),
      shaded('foundation', '#FauxFilter Luminous Matte Foundation', 5400, 10),
    ],
  },
  {
    name: 'Fenty Beauty',
    lines: [
      shaded('foundation', "Pro Filt'r Soft Matte Longwear Foundation", 5600, 12),
      shaded('lip-gloss', 'Gloss Bomb Universal Lip Luminizer', 3400, 6),
    ],
  },
  { name: 'Rare Beauty', lines: [shaded('lipstick', 'Kind Words Matte Lipstick', 3200, 8)] },
  { name: 'Charlotte Tilbury', lines: [shaded('lipstick', 'Matte Revolution Lipstick', 5200, 10)] },
  {
    name: 'Estée Lauder',
    lines: [shaded('foundation', 'Double Wear Stay-in-Place Foundation', 6800, 12)],
  },
  { name: 'NARS', lines: [shaded('concealer', 'Radiant Creamy Concealer', 4400, 9)] },
  {
    name: 'Revlon',
    lines: [
      shaded('lipstick', 'Super Lustrous Lipstick', 2000, 10),
      shaded('foundation', 'ColorStay Makeup Foundation', 2500, 9),
    ],
  },
  {
    name: 'Lancôme',
    lines: [
      shaded('foundation', 'Teint Idole Ultra Wear Foundation', 7200, 6),
      shaded('lipstick', "L'Absolu Rouge Cream Lipstick", 5600, 8),
    ],
  },
  { name: 'OPI', lines: [shaded('nail-polish', 'Nail Lacquer', 2000, 9)] },
];

const SKINCARE: Brand[] = [
  {
    name: 'The Ordinary',
    lines: [
      line('serum', 'Niacinamide 10% + Zinc 1% Serum', 1600, '30 ml'),
      line('serum', 'Hyaluronic Acid 2% + B5 Serum', 1700, '30 ml'),
      line('serum', 'AHA 30% + BHA 2% Peeling Solution', 2200, '30 ml'),
      line('toner', 'Glycolic Acid 7% Exfoliating Toning Solution', 2500, '240 ml'),
      line('moisturiser', 'Natural Moisturizing Factors + HA', 1800, '30 ml'),
      line('serum', 'Caffeine Solution 5% + EGCG Eye Serum', 1650, '30 ml'),
      line('serum', 'Alpha Arbutin 2% + HA Serum', 1750, '30 ml'),
    ],
  },
  {
    name: 'CeraVe',
    lines: [
      line('cleanser', 'Hydrating Facial Cleanser', 2200, '236 ml'),
      line('cleanser', 'Foaming Facial Cleanser', 2200, '236 ml'),
      line('moisturiser', 'Moisturising Cream', 2900, '340 g'),
      line('moisturiser', 'PM Facial Moisturising Lotion', 2500, '52 ml'),
      line('cleanser', 'SA Smoothing Cleanser', 2300, '236 ml'),
      line('eye-cream', 'Eye Repair Cream', 2400, '14 ml'),
    ],
  },
  {
    name: 'COSRX',
    lines: [
      line('essence', 'Advanced Snail 96 Mucin Power Essence', 1950, '100 ml'),
      line('cleanser', 'Low pH Good Morning Gel Cleanser', 1500, '150 ml'),
      line('toner', 'BHA Blackhead Power Liquid', 2100, '100 ml'),
      line('moisturiser', 'Advanced Snail 92 All in One Cream', 2000, '100 g'),
      line('toner', 'AHA/BHA Clarifying Treatment Toner', 1600, '150 ml'),
      line('serum', 'The Vitamin C 23 Serum', 2400, '20 g'),
      line('sunscreen', 'Aloe Soothing Sun Cream SPF 50 PA+++', 1800, '50 ml'),
    ],
  },
  {
    name: 'La Roche-Posay',
    lines: [
      line('sunscreen', 'Anthelios UVMune 400 Invisible Fluid SPF 50+', 3900, '50 ml'),
      line('cleanser', 'Effaclar Purifying Foaming Gel', 2800, '200 ml'),
      line('moisturiser', 'Cicaplast Baume B5+', 2400, '40 ml'),
      line('moisturiser', 'Effaclar Duo+ Acne Cream', 3200, '40 ml'),
      line('serum', 'Hyalu B5 Serum', 4800, '30 ml'),
      line('moisturiser', 'Toleriane Double Repair Moisturiser', 3300, '75 ml'),
    ],
  },
  {
    name: 'Neutrogena',
    lines: [
      line('moisturiser', 'Hydro Boost Water Gel', 2300, '50 g'),
      line('sunscreen', 'Ultra Sheer Dry-Touch Sunscreen SPF 50+', 1800, '88 ml'),
      line('cleanser', 'Oil-Free Acne Wash', 1700, '177 ml'),
      line('cleanser', 'Deep Clean Facial Cleanser', 1500, '200 ml'),
      line('serum', 'Rapid Wrinkle Repair Retinol Serum', 3400, '29 ml'),
      line('moisturiser', 'Norwegian Formula Hand Cream', 1500, '50 ml'),
    ],
  },
  {
    name: 'Innisfree',
    lines: [
      line('serum', 'Green Tea Seed Hyaluronic Serum', 2600, '80 ml'),
      line('face-mask', 'Volcanic Pore Clay Mask', 1900, '100 ml'),
      line('cleanser', 'Green Tea Amino Cleansing Foam', 1500, '150 g'),
      line('sunscreen', 'Daily UV Defense Sunscreen SPF 36', 1700, '50 ml'),
      line('toner', 'Green Tea Balancing Toner', 1900, '200 ml'),
      line('moisturiser', 'Jeju Cherry Blossom Tone-Up Cream', 2200, '50 ml'),
    ],
  },
  {
    name: 'Some By Mi',
    lines: [
      line('toner', 'AHA BHA PHA 30 Days Miracle Toner', 1800, '150 ml'),
      line('serum', 'AHA BHA PHA 30 Days Miracle Serum', 1900, '50 ml'),
      line('cleanser', 'Bye Bye Blackhead Green Tea Bubble Cleanser', 1700, '120 g'),
      line('serum', 'Galactomyces Pure Vitamin C Glow Serum', 2100, '50 ml'),
      line('moisturiser', 'Snail Truecica Miracle Repair Cream', 2000, '60 g'),
    ],
  },
  {
    name: 'Cetaphil',
    lines: [
      line('cleanser', 'Gentle Skin Cleanser', 1800, '250 ml'),
      line('moisturiser', 'Moisturising Cream', 2300, '250 g'),
      line('cleanser', 'Oily Skin Cleanser', 1700, '236 ml'),
      line('body-lotion', 'Daily Advance Ultra Hydrating Lotion', 2600, '225 g'),
      line('sunscreen', 'Sun SPF 50+ Light Gel', 2400, '50 ml'),
    ],
  },
  {
    name: 'Beauty of Joseon',
    lines: [
      line('sunscreen', 'Relief Sun: Rice + Probiotics SPF 50+', 1800, '50 ml'),
      line('serum', 'Glow Serum: Propolis + Niacinamide', 2100, '30 ml'),
      line('moisturiser', 'Dynasty Cream', 2300, '50 ml'),
      line('eye-cream', 'Revive Eye Serum: Ginseng + Retinal', 2000, '30 ml'),
    ],
  },
  {
    name: 'Laneige',
    lines: [
      line('face-mask', 'Water Sleeping Mask', 3300, '70 ml'),
      line('lip-balm', 'Lip Sleeping Mask', 2500, '20 g'),
      line('toner', 'Cream Skin Toner & Moisturizer', 3600, '170 ml'),
      line('moisturiser', 'Water Bank Blue Hyaluronic Cream', 4200, '50 ml'),
    ],
  },
  {
    name: 'Bioderma',
    lines: [
      line('micellar-water', 'Sensibio H2O Micellar Water', 2900, '500 ml'),
      line('cleanser', 'Sébium Foaming Gel', 2400, '200 ml'),
      line('body-lotion', 'Atoderm Intensive Baume', 3200, '200 ml'),
      line('sunscreen', 'Photoderm Aquafluide SPF 50+', 3000, '40 ml'),
    ],
  },
  {
    name: "Kiehl's",
    lines: [
      line('moisturiser', 'Ultra Facial Cream', 5600, '50 ml'),
      line('toner', 'Calendula Herbal-Extract Toner', 5400, '250 ml'),
      line('serum', 'Midnight Recovery Concentrate', 7400, '30 ml'),
      line('eye-cream', 'Creamy Eye Treatment with Avocado', 4600, '14 g'),
    ],
  },
  {
    name: 'SKIN1004',
    lines: [
      line('serum', 'Madagascar Centella Ampoule', 2300, '100 ml'),
      line('cleanser', 'Madagascar Centella Light Cleansing Oil', 2400, '200 ml'),
      line('sunscreen', 'Hyalu-Cica Water-Fit Sun Serum SPF 50+', 2200, '50 ml'),
      line('toner', 'Madagascar Centella Toning Toner', 2200, '210 ml'),
    ],
  },
  {
    name: 'Mediheal',
    lines: [
      line('sheet-mask', 'Tea Tree Essential Mask, 10 Sheets', 2200),
      line('sheet-mask', 'Collagen Impact Essential Mask, 10 Sheets', 2200),
    ],
  },
];

/** Every category after makeup and skincare, in the order the shop lists categories. */
const OTHERS: Record<Exclude<ProductCategory, 'makeup' | 'skincare'>, Brand[]> = {
  handbags: [
    {
      name: 'Charles & Keith',
      lines: [
        line('tote', 'Structured Top-Handle Tote', 8900, 'black faux leather'),
        line('crossbody-bag', 'Quilted Chain Crossbody Bag', 7400, 'cream quilted faux leather'),
      ],
    },
    {
      name: 'Aldo',
      lines: [
        line('shoulder-bag', 'Woven Shoulder Bag', 6900, 'tan woven faux leather'),
        line('clutch', 'Beaded Evening Clutch', 5900, 'gold beads on satin'),
      ],
    },
    {
      name: 'Guess',
      lines: [
        line('crossbody-bag', 'Noelle Logo Crossbody Bag', 13500, 'brown logo-print faux leather'),
      ],
    },
    {
      name: 'Lavie',
      lines: [line('tote', 'Textured Laptop Tote', 5200, 'maroon textured faux leather')],
    },
    {
      name: 'Michael Kors',
      lines: [line('tote', 'Jet Set Travel Tote', 24000, 'saffiano leather')],
    },
    {
      name: 'Aarong',
      lines: [line('shoulder-bag', 'Cowhide Leather Shoulder Bag', 6400, 'brown cowhide leather')],
    },
  ],
  shoes: [
    {
      name: 'Bata',
      lines: [
        sized('sandals', "Comfit Women's Leather Sandals", 3200, 'women'),
        sized('formal-shoes', "Red Label Men's Leather Oxford Shoes", 4500, 'men'),
        sized('sneakers', 'Power Velocity Running Sneakers', 3900, 'men'),
        sized('sandals', "Men's Leather Kolhapuri Chappal", 3200, 'men'),
      ],
    },
    {
      name: 'Apex',
      lines: [
        sized('formal-shoes', "Venturini Men's Leather Loafers", 5500, 'men'),
        sized('heels', "Women's Block Heel Sandals", 3400, 'women'),
      ],
    },
    { name: 'Charles & Keith', lines: [sized('heels', 'Slingback Block Heels', 6900, 'women')] },
    { name: 'Aldo', lines: [sized('flats', 'Pointed-Toe Ballet Flats', 7500, 'women')] },
    { name: 'Skechers', lines: [sized('sneakers', 'Go Walk Arch Fit Sneakers', 8900, 'women')] },
    { name: 'Clarks', lines: [sized('sandals', 'Un Adorn Leather Sandals', 9500, 'women')] },
  ],
  accessories: [
    {
      name: 'Ray-Ban',
      lines: [
        line('sunglasses', 'Aviator Classic Sunglasses', 21000, 'gold metal frame, green lenses'),
        line('sunglasses', 'Original Wayfarer Sunglasses', 19500, 'black acetate frame'),
      ],
    },
    {
      name: 'Casio',
      lines: [
        line('watch', 'Vintage A158W Digital Watch', 3200, 'stainless steel'),
        line('watch', "Enticer Women's Analog Watch", 5800, 'rose-gold steel'),
        line('watch', 'G-Shock GA-2100 Watch', 14500, 'black resin'),
      ],
    },
    {
      name: 'Fossil',
      lines: [line('watch', "Jacqueline Women's Leather Watch", 16500, 'brown leather strap')],
    },
    {
      name: 'Accessorize',
      lines: [
        line('scarf', 'Printed Modal Scarf', 2400, 'soft modal'),
        line('earrings', 'Pearl Drop Earrings', 1900, 'faux pearls, gold-tone hooks'),
      ],
    },
    {
      name: 'Aarong',
      lines: [line('earrings', 'Silver Filigree Jhumka Earrings', 2800, 'sterling silver')],
    },
  ],
  clothing: [
    {
      name: 'Aarong',
      lines: [
        sized('kurti', 'Embroidered Cotton Kurti', 2450),
        sized('salwar-kameez', 'Block-Print Cotton Salwar Kameez', 4850),
        line(
          'saree',
          'Dhakai Jamdani Saree',
          14500,
          'handwoven cotton, free size with blouse piece',
        ),
        line('dupatta', 'Tie-Dye Cotton Orna', 1450, 'cotton, free size'),
      ],
    },
    {
      name: 'Yellow',
      lines: [
        sized('kurti', 'Printed Viscose Kurti', 2690),
        sized('salwar-kameez', 'Lawn Three-Piece Set', 4290),
      ],
    },
    {
      name: 'Sailor',
      lines: [sized('fatua', 'Cotton Fatua', 1590), sized('kurti', 'Printed Tunic Kurti', 1990)],
    },
    {
      name: 'Le Reve',
      lines: [
        sized('kurti', 'Georgette Kurti', 3290),
        sized('salwar-kameez', 'Embroidered Three-Piece', 5490),
      ],
    },
    {
      name: 'Kay Kraft',
      lines: [
        sized('kurti', 'Hand Block-Print Kurti', 2890),
        sized('salwar-kameez', 'Cotton Salwar Kameez', 4490),
        line('saree', 'Half-Silk Saree', 6800, 'half silk, free size with blouse piece'),
      ],
    },
  ],
  kids: [
    {
      name: "Johnson's Baby",
      lines: [
        line('baby-lotion', 'Baby Lotion', 690, '200 ml'),
        line('baby-shampoo', 'No More Tears Baby Shampoo', 590, '200 ml'),
        line('baby-oil', 'Baby Oil', 650, '200 ml'),
      ],
    },
    {
      name: 'Sebamed',
      lines: [
        line('baby-wash', 'Baby Wash Extra Soft', 1450, '200 ml'),
        line('rash-cream', 'Baby Rash Cream', 1250, '100 ml'),
      ],
    },
    {
      name: 'Mamaearth',
      lines: [
        line('baby-wash', 'Deeply Nourishing Baby Wash', 650, '200 ml'),
        line('baby-lotion', 'Soothing Baby Lotion', 690, '200 ml'),
      ],
    },
    { name: 'Bata', lines: [sized('kids-shoes', 'Bubblegummers Light-Up Sandals', 1590)] },
  ],
  men: [
    {
      name: 'Gillette',
      lines: [
        line('razor', 'Mach3 Turbo Razor', 850),
        line('razor', 'Fusion5 ProGlide Razor', 1650),
        line('shaving-foam', 'Series Sensitive Shaving Foam', 550, '250 ml'),
      ],
    },
    {
      name: 'Nivea Men',
      lines: [
        line('cleanser', 'Deep Clean Charcoal Face Wash', 450, '100 ml'),
        line('deodorant', 'Fresh Active Deodorant', 490, '150 ml'),
      ],
    },
    { name: 'Beardo', lines: [line('beard-oil', 'Beard and Hair Growth Oil', 950, '50 ml')] },
    { name: 'The Man Company', lines: [line('perfume', 'Blanc Eau de Parfum', 2400, '100 ml')] },
    { name: 'Yellow', lines: [sized('panjabi', 'Cotton Panjabi', 2790)] },
  ],
  minis: [
    {
      name: 'The Ordinary',
      lines: [line('mini-set', 'The Balance Set', 2900, 'three 30 ml minis')],
    },
    {
      name: 'NYX Professional',
      lines: [line('mini-set', 'Mini Lip Lingerie Trio', 1650, 'three mini liquid lipsticks')],
    },
    {
      name: 'Innisfree',
      lines: [line('mini-set', 'Green Tea Special Kit', 1450, 'four travel sizes')],
    },
    { name: 'MAC', lines: [line('mini-set', 'Mini Lipstick Trio', 3800, 'three mini lipsticks')] },
    {
      name: 'COSRX',
      lines: [
        line('mini-set', 'Snail Mucin Travel Kit', 1500, 'essence, cream and cleanser minis'),
      ],
    },
    { name: 'Benefit', lines: [line('mascara', "They're Real! Mini Mascara", 1900, '4 g')] },
    { name: "Kiehl's", lines: [line('moisturiser', 'Ultra Facial Cream Mini', 1950, '28 ml')] },
    {
      name: 'Laneige',
      lines: [line('mini-set', 'Lip Sleeping Mask Mini Trio', 2200, 'three 8 g minis')],
    },
  ],
  designer: [
    {
      name: 'Gucci',
      lines: [
        line('shoulder-bag', 'GG Marmont Small Shoulder Bag', 289000, 'matelassé leather'),
        line('perfume', 'Bloom Eau de Parfum', 16500, '100 ml'),
      ],
    },
    {
      name: 'Prada',
      lines: [
        line('shoulder-bag', 'Re-Edition 2005 Re-Nylon Bag', 195000, 'Re-Nylon'),
        line('sunglasses', 'Linea Rossa Sunglasses', 38000, 'black nylon frame'),
      ],
    },
    {
      name: 'Dior',
      lines: [
        line('perfume', 'Sauvage Eau de Toilette', 15800, '100 ml'),
        line('scarf', 'Oblique Silk Square Scarf', 48000, 'silk twill'),
      ],
    },
    {
      name: 'Chanel',
      lines: [line('perfume', 'Coco Mademoiselle Eau de Parfum', 22500, '100 ml')],
    },
    {
      name: 'Louis Vuitton',
      lines: [line('wallet', 'Zippy Wallet Monogram', 115000, 'monogram canvas')],
    },
  ],
  home: [
    {
      name: 'Yankee Candle',
      lines: [
        line('candle', 'Pink Sands Large Jar Candle', 4900, 'soy blend wax'),
        line('candle', "Midsummer's Night Medium Jar Candle", 3600, 'soy blend wax'),
      ],
    },
    {
      name: 'Sajghor Home',
      lines: [
        line('candle', 'Jasmine Soy Candle', 990, 'soy wax in amber glass'),
        line('diffuser', 'Sandalwood Reed Diffuser', 1450, '100 ml'),
        line('organiser', 'Acrylic Makeup Organiser', 1850, 'clear acrylic'),
        line('mirror', 'LED Vanity Mirror', 3200, 'white frame, dimmable light'),
      ],
    },
    {
      name: 'Aarong',
      lines: [
        line('cushion', 'Nakshi Kantha Cushion Cover', 1350, 'hand-stitched cotton'),
        line('nakshi-kantha', 'Hand-Stitched Nakshi Kantha', 9500, 'cotton, 90 × 60 inches'),
      ],
    },
  ],
};

/** Brands taken in turn, so neighbouring ids are different brands. */
function interleave(brands: Brand[]): { brand: string; line: Line }[] {
  const result: { brand: string; line: Line }[] = [];
  const longest = Math.max(...brands.map((brand) => brand.lines.length));
  for (let index = 0; index < longest; index++) {
    for (const brand of brands) {
      const entry = brand.lines[index];
      if (entry) result.push({ brand: brand.name, line: entry });
    }
  }
  return result;
}

export type CatalogueEntry = { category: ProductCategory; brand: string; line: Line };

/**
 * The catalogue in id order: makeup 1–45 and skincare 46–115 (as the spec's earlier shop numbered
 * them), then the other categories, then the makeup sold in shades.
 */
export function catalogueEntries(): CatalogueEntry[] {
  const of = (category: ProductCategory, brands: Brand[]) =>
    interleave(brands).map((entry) => ({ category, ...entry }));
  return [
    ...of('makeup', MAKEUP),
    ...of('skincare', SKINCARE),
    ...Object.entries(OTHERS).flatMap(([category, brands]) =>
      of(category as ProductCategory, brands),
    ),
    ...of('makeup', SHADE_MAKEUP),
  ];
}
