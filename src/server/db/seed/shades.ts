/**
 * Shades and sizes the sample variants are made from: lip, eye and nail colours with believable
 * swatches, base-makeup tones for South Asian skin (lightest first), and the usual size runs.
 */
import type { ShadeFamily } from '#shared/catalog';

export type Shade = { name: string; hex: string; family: ShadeFamily };

const shade = (name: string, hex: string, family: ShadeFamily): Shade => ({ name, hex, family });

/** MAC's best-known lipstick shades, the ones shoppers in Dhaka ask for by name. */
export const MAC_LIP_SHADES: readonly Shade[] = [
  shade('Ruby Woo', '#a3161c', 'red'),
  shade('Velvet Teddy', '#a9715f', 'nude'),
  shade('Chili', '#a4432d', 'brown'),
  shade('Mehr', '#b36a77', 'pink'),
  shade('Russian Red', '#9c1a30', 'red'),
  shade('Whirl', '#8e5a4e', 'brown'),
  shade('Diva', '#6d1a2c', 'berry'),
  shade('Lady Danger', '#d8401f', 'orange'),
  shade('Honeylove', '#b98371', 'nude'),
  shade('Marrakesh', '#a3523d', 'brown'),
  shade('Twig', '#a0615f', 'mauve'),
  shade('Taupe', '#8a5546', 'brown'),
];

/** Lip colours other brands sell under names like these. */
export const LIP_SHADES: readonly Shade[] = [
  shade('Cherry Red', '#b2182b', 'red'),
  shade('Rosewood', '#9d5a5a', 'mauve'),
  shade('Peach Nude', '#d6967b', 'nude'),
  shade('Berry Wine', '#7a2241', 'berry'),
  shade('Coral Crush', '#e5674f', 'coral'),
  shade('Dusty Rose', '#b77b7c', 'pink'),
  shade('Cinnamon', '#8b4a35', 'brown'),
  shade('Deep Plum', '#4b1c3a', 'plum'),
  shade('Hot Pink', '#d3356c', 'pink'),
  shade('Caramel Nude', '#b57a5b', 'nude'),
  shade('Brick Red', '#8f3a2b', 'red'),
  shade('Mauve Muse', '#9a6a7b', 'mauve'),
  shade('Raspberry', '#a2204f', 'berry'),
  shade('Terracotta', '#b4573d', 'orange'),
  shade('Mocha', '#6e4436', 'brown'),
  shade('Pink Blush', '#d87b90', 'pink'),
];

export const NAIL_SHADES: readonly Shade[] = [
  shade('Big Apple Red', '#b0141f', 'red'),
  shade('Bubble Bath', '#efc9c4', 'nude'),
  shade('Lincoln Park After Dark', '#3a1a2c', 'plum'),
  shade('Malaga Wine', '#7a1d2e', 'berry'),
  shade('Jet Black', '#1b1a1c', 'black'),
  shade('Gold Rush', '#c59d3f', 'gold'),
  shade('Coral Sunset', '#ee6e55', 'coral'),
  shade('Emerald Night', '#1f6a4a', 'green'),
  shade('Midnight Navy', '#1f2a58', 'blue'),
];

/** Base-makeup tones, lightest first: names and swatches for South Asian skin. */
export const SKIN_TONES: readonly Shade[] = [
  shade('Ivory', '#f2d5bc', 'fair'),
  shade('Porcelain Rose', '#ebcbb1', 'fair'),
  shade('Light Beige', '#e5c19f', 'light'),
  shade('Natural Ivory', '#e0ba96', 'light'),
  shade('Warm Sand', '#d8ac85', 'medium'),
  shade('Golden Beige', '#d1a47a', 'medium'),
  shade('Honey', '#c8965f', 'wheatish'),
  shade('Wheat', '#c2915c', 'wheatish'),
  shade('Caramel', '#b07c4d', 'tan'),
  shade('Toffee', '#a36e3f', 'tan'),
  shade('Almond', '#8c5a34', 'deep'),
  shade('Espresso', '#6a4126', 'deep'),
];

/** The skin-tone shade families, lightest first: the only ones base makeup may use. */
export const SKIN_TONE_FAMILIES: readonly ShadeFamily[] = [
  'fair',
  'light',
  'medium',
  'wheatish',
  'tan',
  'deep',
];

export const CLOTHING_SIZES = ['S', 'M', 'L', 'XL'] as const;
export const WOMEN_SHOE_SIZES = ['36', '37', '38', '39', '40', '41'] as const;
export const MEN_SHOE_SIZES = ['39', '40', '41', '42', '43', '44'] as const;
export const KIDS_SHOE_SIZES = ['26', '27', '28', '29', '30', '31'] as const;
