import type { ReactNode } from 'react';
import { formatRating } from '#shared/catalog';
import type { ReviewSummary } from '#shared/schemas/review';
import { useI18n } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import type { SkinFilter } from '../api/get-reviews';
import { concernText, skinTypeText, ToneSwatch, toneText } from './skin-words';

type SkinFiltersProps = {
  skin: ReviewSummary['skin'];
  filter: SkinFilter;
  onChange: (change: Partial<SkinFilter>) => void;
};

/**
 * 'Reviews by skin': each skin type, tone and concern some review gave, with its average, as a
 * toggle that narrows the list to those reviews.
 */
export function SkinFilters({ skin, filter, onChange }: SkinFiltersProps) {
  const { t } = useI18n();
  if (skin.types.length + skin.tones.length + skin.concerns.length === 0) return null;
  return (
    <section aria-labelledby="review-skin-filters">
      <h3 id="review-skin-filters" className="text-sm font-semibold text-stone-900">
        {t('reviews.skin.filters')}
      </h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {skin.types.map((share) => (
          <SkinChip
            key={share.value}
            share={share}
            label={skinTypeText(t, share.value)}
            active={filter.skinType === share.value}
            onToggle={(on) => onChange({ skinType: on ? share.value : null })}
          />
        ))}
        {skin.tones.map((share) => (
          <SkinChip
            key={`tone-${share.value}`}
            share={share}
            label={toneText(t, share.value)}
            shown={<ToneSwatch tone={share.value} />}
            active={filter.skinTone === share.value}
            onToggle={(on) => onChange({ skinTone: on ? share.value : null })}
          />
        ))}
        {skin.concerns.map((share) => (
          <SkinChip
            key={share.value}
            share={share}
            label={concernText(t, share.value)}
            active={filter.concern === share.value}
            onToggle={(on) => onChange({ concern: on ? share.value : null })}
          />
        ))}
      </ul>
    </section>
  );
}

type SkinChipProps = {
  share: { count: number; average: number };
  /** The value in words, read aloud and shown unless `shown` draws it. */
  label: string;
  shown?: ReactNode;
  active: boolean;
  onToggle: (on: boolean) => void;
};

function SkinChip({ share, label, shown, active, onToggle }: SkinChipProps) {
  const { t, language } = useI18n();
  const average = formatRating(language, share.average);
  return (
    <li>
      <button
        type="button"
        aria-pressed={active}
        aria-label={t('reviews.skin.shareLabel', { value: label, average, count: share.count })}
        onClick={() => onToggle(!active)}
        className={cn(
          'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-rose-600',
          active
            ? 'border-rose-600 bg-rose-50 text-rose-900'
            : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
        )}
      >
        {shown ?? <span>{label}</span>}
        <span className="text-stone-600">
          {t('reviews.skin.share', { average, count: share.count })}
        </span>
      </button>
    </li>
  );
}
