/** How a review's skin reads and looks: the words and the tone swatch, one place for all. */
import type { Translator } from '#shared/i18n/translator';
import { SKIN_TONE_COLOURS, type SkinConcern, type SkinTone, type SkinType } from '#shared/skin';
import { cn } from '../../../lib/utils';

/** 'Oily skin'. */
export const skinTypeText = (t: Translator['t'], type: SkinType) =>
  t('reviews.skin.typeOf', { type: t(`catalog.skinType.${type}`) });

export const concernText = (t: Translator['t'], concern: SkinConcern) =>
  t(`reviews.concern.${concern}`);

/** 'Tone 4 of 6': the swatch's words for those who cannot see it. */
export const toneText = (t: Translator['t'], tone: number) => t('reviews.skin.toneValue', { tone });

export function ToneSwatch({ tone, className }: { tone: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-4 rounded-full ring-1 ring-stone-300', className)}
      style={{ backgroundColor: SKIN_TONE_COLOURS[tone as SkinTone] }}
    />
  );
}
