/**
 * The skin words reviews and products share (issue 44): a review may say its author's skin type,
 * tone and main concern; a skincare product says which skin types it is for.
 */
// Kept with the catalogue's words, which every page loads: the product list filters by them.
export { isSkinType, SKIN_TYPES, type SkinType } from './catalog';

/**
 * Six tones from fair to deep, each shown as a swatch: a scale shoppers recognise from foundation
 * shade cards, not a medical scale. The colours are only what the swatch paints.
 */
export const SKIN_TONES = [1, 2, 3, 4, 5, 6] as const;
export type SkinTone = (typeof SKIN_TONES)[number];
export const SKIN_TONE_COLOURS: Record<SkinTone, string> = {
  1: '#f6d7c3',
  2: '#e8b896',
  3: '#d19a72',
  4: '#b07850',
  5: '#8a5636',
  6: '#5c3620',
};

export const SKIN_CONCERNS = [
  'acne',
  'pigmentation',
  'dryness',
  'oiliness',
  'dullness',
  'fine_lines',
  'sensitivity',
] as const;
export type SkinConcern = (typeof SKIN_CONCERNS)[number];
