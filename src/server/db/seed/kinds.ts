/**
 * What each sample product is: its kind, the words shoppers type for it in Bangla and in
 * transliteration (for search and for the Bangla product page), how it is measured (which decides
 * what its variants may be: shades for lips, skin tones for base makeup, ml for liquids, S–XL for
 * clothes) and which drawing shows it.
 */

/** How a kind comes: the only variants (and sizes in the description) it may have. */
export type Measure =
  /** Lip, eye and nail colour: shades named like colours. */
  | 'colour'
  /** Base makeup: shades named for South Asian skin tones. */
  | 'skin-tone'
  /** Liquids and creams: ml or g. */
  | 'volume'
  /** Clothes: S–XL, or free size. */
  | 'clothing-size'
  /** Adult shoes in EU sizes. */
  | 'shoe-size'
  /** Children's shoes in EU sizes. */
  | 'kids-shoe-size'
  /** Bags, accessories, homeware: a material or a colour, never a volume. */
  | 'material'
  /** Sets, tools and one-colour items: nothing to choose. */
  | 'none';

/** The drawing that stands for the kind (see drawings.ts). */
export type Shape =
  | 'bullet'
  | 'wand-tube'
  | 'pump-bottle'
  | 'compact'
  | 'palette'
  | 'pencil'
  | 'mascara'
  | 'spray'
  | 'squeeze-tube'
  | 'nail-bottle'
  | 'brushes'
  | 'dropper'
  | 'jar'
  | 'tall-bottle'
  | 'sheet-mask'
  | 'bag'
  | 'clutch'
  | 'sneaker'
  | 'sandal'
  | 'loafer'
  | 'heel'
  | 'sunglasses'
  | 'watch'
  | 'scarf'
  | 'earrings'
  | 'top'
  | 'saree'
  | 'perfume'
  | 'razor'
  | 'can'
  | 'candle'
  | 'diffuser'
  | 'organiser'
  | 'mirror'
  | 'cushion'
  | 'wallet'
  | 'trio';

export type ItemKind = {
  /** The kind in English, singular ("lipstick"). */
  en: string;
  /** What a Bangla reader calls it, first the one to show. */
  bn: readonly string[];
  /** The same words as people type them in Latin letters, misspellings included. */
  latin: readonly string[];
  measure: Measure;
  shape: Shape;
  /** Worn on the body (clothes, shoes, jewellery): never sold by the ml. */
  worn?: boolean;
};

function kind(
  en: string,
  bn: string[],
  latin: string[],
  measure: Measure,
  shape: Shape,
  worn = false,
): ItemKind {
  return { en, bn, latin, measure, shape, ...(worn ? { worn } : {}) };
}

export const ITEM_KINDS = {
  // Makeup
  lipstick: kind('lipstick', ['লিপস্টিক'], ['lipistik', 'lipstik'], 'colour', 'bullet'),
  'liquid-lipstick': kind(
    'liquid lipstick',
    ['লিকুইড লিপস্টিক', 'লিপস্টিক'],
    ['liquid lipistik', 'likuid lipstik'],
    'colour',
    'wand-tube',
  ),
  'lip-gloss': kind('lip gloss', ['লিপ গ্লস'], ['lip glos', 'lipgloss'], 'colour', 'wand-tube'),
  'lip-liner': kind('lip liner', ['লিপ লাইনার'], ['lip lainar'], 'colour', 'pencil'),
  foundation: kind(
    'foundation',
    ['ফাউন্ডেশন'],
    ['foundation', 'faundeshon'],
    'skin-tone',
    'pump-bottle',
  ),
  concealer: kind('concealer', ['কনসিলার'], ['konsilar', 'concealar'], 'skin-tone', 'wand-tube'),
  'compact-powder': kind(
    'compact powder',
    ['কমপ্যাক্ট পাউডার', 'পাউডার'],
    ['kompact', 'powder', 'paudar'],
    'skin-tone',
    'compact',
  ),
  primer: kind('primer', ['প্রাইমার'], ['praimar', 'primar'], 'none', 'squeeze-tube'),
  'setting-spray': kind(
    'setting spray',
    ['সেটিং স্প্রে'],
    ['seting spray', 'setting spre'],
    'none',
    'spray',
  ),
  blush: kind('blush', ['ব্লাশ', 'ব্লাশন'], ['blash', 'blusher'], 'none', 'compact'),
  highlighter: kind(
    'highlighter palette',
    ['হাইলাইটার'],
    ['hailaitar', 'highliter'],
    'none',
    'palette',
  ),
  'eyeshadow-palette': kind(
    'eyeshadow palette',
    ['আইশ্যাডো প্যালেট', 'আইশ্যাডো'],
    ['eyeshado', 'aishado'],
    'none',
    'palette',
  ),
  kajal: kind('kajal', ['কাজল'], ['kajol', 'kajal', 'kohl'], 'none', 'pencil'),
  eyeliner: kind('eyeliner', ['আইলাইনার'], ['ailainar', 'eyelinar'], 'none', 'pencil'),
  mascara: kind('mascara', ['মাস্কারা'], ['maskara', 'mascera'], 'none', 'mascara'),
  'brow-pencil': kind('brow pencil', ['ভ্রু পেন্সিল'], ['bhru pencil', 'brow'], 'none', 'pencil'),
  'nail-polish': kind(
    'nail polish',
    ['নেইল পলিশ', 'নেলপলিশ'],
    ['nailpolish', 'nel polish'],
    'colour',
    'nail-bottle',
  ),
  'makeup-brushes': kind(
    'makeup brush set',
    ['মেকআপ ব্রাশ'],
    ['makeup brash', 'mekap brush'],
    'none',
    'brushes',
  ),
  // Skincare
  serum: kind('serum', ['সিরাম'], ['siram', 'serum'], 'volume', 'dropper'),
  cleanser: kind(
    'face wash',
    ['ফেসওয়াশ', 'ক্লিনজার'],
    ['facewash', 'klinjar', 'cleanser'],
    'volume',
    'squeeze-tube',
  ),
  moisturiser: kind(
    'moisturiser',
    ['ময়েশ্চারাইজার', 'ক্রিম'],
    ['moisturizer', 'moyescharaijar', 'krim'],
    'volume',
    'jar',
  ),
  sunscreen: kind(
    'sunscreen',
    ['সানস্ক্রিন', 'সানব্লক'],
    ['sunskrin', 'sunblock', 'sanscreen'],
    'volume',
    'squeeze-tube',
  ),
  toner: kind('toner', ['টোনার'], ['tonar', 'toner'], 'volume', 'tall-bottle'),
  essence: kind('essence', ['এসেন্স'], ['esens', 'essense'], 'volume', 'tall-bottle'),
  'eye-cream': kind('eye cream', ['আই ক্রিম'], ['ai krim', 'eye crem'], 'volume', 'jar'),
  'face-mask': kind('face mask', ['ফেস মাস্ক', 'ফেস প্যাক'], ['face pack', 'mask'], 'volume', 'jar'),
  'sheet-mask': kind(
    'sheet mask set',
    ['শিট মাস্ক'],
    ['sheet mask', 'shit mask'],
    'none',
    'sheet-mask',
  ),
  'micellar-water': kind(
    'micellar water',
    ['মাইসেলার ওয়াটার', 'মেকআপ রিমুভার'],
    ['micelar water', 'makeup remover'],
    'volume',
    'tall-bottle',
  ),
  'lip-balm': kind('lip balm', ['লিপ বাম'], ['lipbam', 'lip balm'], 'volume', 'jar'),
  'body-lotion': kind(
    'body lotion',
    ['বডি লোশন', 'লোশন'],
    ['loshon', 'lotion'],
    'volume',
    'pump-bottle',
  ),
  // Handbags and accessories
  tote: kind('tote bag', ['টোট ব্যাগ', 'ব্যাগ'], ['tote bag', 'beg'], 'material', 'bag', true),
  'crossbody-bag': kind(
    'crossbody bag',
    ['ক্রসবডি ব্যাগ', 'ব্যাগ'],
    ['crossbody', 'side bag', 'beg'],
    'material',
    'bag',
    true,
  ),
  'shoulder-bag': kind(
    'shoulder bag',
    ['শোল্ডার ব্যাগ', 'ভ্যানিটি ব্যাগ'],
    ['vanity bag', 'handbag'],
    'material',
    'bag',
    true,
  ),
  clutch: kind('clutch', ['ক্লাচ', 'পার্স'], ['clach', 'purse'], 'material', 'clutch', true),
  wallet: kind('wallet', ['ওয়ালেট', 'মানিব্যাগ'], ['walet', 'manibag'], 'material', 'wallet', true),
  sunglasses: kind(
    'sunglasses',
    ['সানগ্লাস', 'রোদচশমা'],
    ['sunglass', 'sanglas', 'chosma'],
    'material',
    'sunglasses',
    true,
  ),
  watch: kind('watch', ['ঘড়ি', 'হাতঘড়ি'], ['ghori', 'ghari', 'watch'], 'material', 'watch', true),
  scarf: kind('scarf', ['স্কার্ফ', 'হিজাব'], ['skarf', 'hijab'], 'material', 'scarf', true),
  earrings: kind(
    'earrings',
    ['কানের দুল', 'দুল'],
    ['dul', 'kaner dul', 'earring'],
    'material',
    'earrings',
    true,
  ),
  // Shoes
  sandals: kind('sandals', ['স্যান্ডেল', 'জুতা'], ['sandel', 'juta'], 'shoe-size', 'sandal', true),
  heels: kind('heels', ['হিল জুতা', 'জুতা'], ['heel', 'juta'], 'shoe-size', 'heel', true),
  flats: kind('flats', ['ফ্ল্যাট জুতা', 'জুতা'], ['flat', 'juta'], 'shoe-size', 'loafer', true),
  sneakers: kind(
    'sneakers',
    ['কেডস', 'স্নিকার্স', 'জুতা'],
    ['keds', 'sneakers', 'juta'],
    'shoe-size',
    'sneaker',
    true,
  ),
  'formal-shoes': kind(
    'formal shoes',
    ['শু', 'জুতা'],
    ['shoe', 'juta', 'formal'],
    'shoe-size',
    'loafer',
    true,
  ),
  'kids-shoes': kind(
    "children's shoes",
    ['বাচ্চাদের জুতা', 'জুতা'],
    ['bacchader juta', 'kids juta'],
    'kids-shoe-size',
    'sandal',
    true,
  ),
  // Clothing and crafts
  saree: kind('saree', ['শাড়ি'], ['sari', 'sharee', 'saree'], 'clothing-size', 'saree', true),
  'salwar-kameez': kind(
    'salwar kameez',
    ['সালোয়ার কামিজ', 'থ্রি পিস'],
    ['salwar kamiz', 'three piece', 'thri pis'],
    'clothing-size',
    'top',
    true,
  ),
  kurti: kind('kurti', ['কুর্তি', 'কামিজ'], ['kurti', 'kamiz', 'tops'], 'clothing-size', 'top', true),
  panjabi: kind(
    'panjabi',
    ['পাঞ্জাবি'],
    ['panjabi', 'punjabi', 'panjabee'],
    'clothing-size',
    'top',
    true,
  ),
  fatua: kind('fatua', ['ফতুয়া'], ['fotua', 'fatua'], 'clothing-size', 'top', true),
  dupatta: kind('dupatta', ['ওড়না'], ['orna', 'urna', 'dupatta'], 'clothing-size', 'scarf', true),
  'nakshi-kantha': kind(
    'nakshi kantha',
    ['নকশি কাঁথা', 'কাঁথা'],
    ['nokshi kantha', 'katha'],
    'material',
    'cushion',
  ),
  // Baby and personal care
  'baby-lotion': kind('baby lotion', ['বেবি লোশন'], ['baby loshon'], 'volume', 'pump-bottle'),
  'baby-shampoo': kind(
    'baby shampoo',
    ['বেবি শ্যাম্পু', 'শ্যাম্পু'],
    ['baby shampu', 'sampoo'],
    'volume',
    'tall-bottle',
  ),
  'baby-oil': kind(
    'baby oil',
    ['বেবি অয়েল', 'তেল'],
    ['baby tel', 'baby oil'],
    'volume',
    'tall-bottle',
  ),
  'baby-wash': kind(
    'baby wash',
    ['বেবি ওয়াশ', 'সাবান'],
    ['baby wash', 'saban'],
    'volume',
    'pump-bottle',
  ),
  'rash-cream': kind(
    'nappy rash cream',
    ['র‍্যাশ ক্রিম'],
    ['rash krim', 'diaper cream'],
    'volume',
    'squeeze-tube',
  ),
  // Men's grooming
  'beard-oil': kind(
    'beard oil',
    ['দাড়ির তেল', 'বিয়ার্ড অয়েল'],
    ['darir tel', 'beard oil'],
    'volume',
    'dropper',
  ),
  razor: kind('razor', ['রেজার'], ['rezar', 'razor'], 'none', 'razor'),
  'shaving-foam': kind(
    'shaving foam',
    ['শেভিং ফোম'],
    ['sheving fom', 'shaving gel'],
    'volume',
    'can',
  ),
  deodorant: kind(
    'deodorant',
    ['ডিওডোরেন্ট', 'বডি স্প্রে'],
    ['deodorent', 'body spray'],
    'volume',
    'can',
  ),
  perfume: kind(
    'perfume',
    ['পারফিউম', 'সুগন্ধি'],
    ['parfum', 'perfium', 'sugondhi'],
    'volume',
    'perfume',
  ),
  // Minis and sets
  'mini-set': kind('mini set', ['মিনি সেট', 'গিফট সেট'], ['mini set', 'gift set'], 'none', 'trio'),
  // Home
  candle: kind(
    'scented candle',
    ['মোমবাতি', 'সুগন্ধি মোমবাতি'],
    ['mombati', 'candle'],
    'material',
    'candle',
  ),
  diffuser: kind(
    'reed diffuser',
    ['রিড ডিফিউজার', 'এয়ার ফ্রেশনার'],
    ['difuser', 'air freshener'],
    'volume',
    'diffuser',
  ),
  organiser: kind(
    'makeup organiser',
    ['মেকআপ অর্গানাইজার', 'মেকআপ বক্স'],
    ['organizer', 'makeup box'],
    'material',
    'organiser',
  ),
  mirror: kind('vanity mirror', ['মেকআপ আয়না', 'আয়না'], ['ayna', 'mirror'], 'material', 'mirror'),
  cushion: kind('cushion cover', ['কুশন কভার'], ['kushon cover'], 'material', 'cushion'),
} as const satisfies Record<string, ItemKind>;

export type KindKey = keyof typeof ITEM_KINDS;

/** What the Bangla product page calls the item beside its name ('লিপস্টিক'). */
export function banglaKindOf(key: KindKey): string {
  return ITEM_KINDS[key].bn[0] ?? '';
}

/**
 * A product's search words from its kind: the English kind and what shoppers type for it in
 * Bangla and in Latin letters, each word once ('lipstick লিপস্টিক lipistik lipstik').
 */
export function searchWordsOf(key: KindKey): string {
  const kind: ItemKind = ITEM_KINDS[key];
  const words = [kind.en, ...kind.bn, ...kind.latin].flatMap((phrase) => phrase.split(' '));
  return [...new Set(words.map((word) => word.normalize('NFC')))].join(' ');
}
