import { Fragment, type ReactNode } from 'react';
import type { Review } from '#shared/schemas/review';
import { useI18n } from '../../../lib/i18n';
import { concernText, skinTypeText, ToneSwatch, toneText } from './skin-words';

/** A review's line about its author's skin: 'Oily skin · ● · Concern: Acne'; nothing if none given. */
export function ReviewSkin({ review }: { review: Review }) {
  const { t } = useI18n();
  const { skinType, skinTone, skinConcern } = review;
  const parts: [string, ReactNode][] = [];
  if (skinType) parts.push(['type', skinTypeText(t, skinType)]);
  if (skinTone) {
    parts.push([
      'tone',
      <>
        <ToneSwatch tone={skinTone} className="size-3.5 align-[-0.2em]" />
        <span className="sr-only">{toneText(t, skinTone)}</span>
      </>,
    ]);
  }
  if (skinConcern) {
    parts.push(['concern', t('reviews.skin.concernOf', { concern: concernText(t, skinConcern) })]);
  }
  if (parts.length === 0) return null;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-700">
      {parts.map(([key, part], index) => (
        <Fragment key={key}>
          {index > 0 && <span aria-hidden="true">·</span>}
          <span>{part}</span>
        </Fragment>
      ))}
    </p>
  );
}
