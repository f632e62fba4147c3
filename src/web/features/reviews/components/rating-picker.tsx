import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { starsLabel } from './stars';

type RatingPickerProps = {
  value: number | undefined;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean;
};

/**
 * Five native radio buttons drawn as stars: arrow keys move between them and each is announced
 * as '1 star'…'5 stars'.
 */
export function RatingPicker({ value, onChange, onBlur, error, disabled }: RatingPickerProps) {
  const { t, message } = useI18n();
  const id = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
      onMouseLeave={() => setHovered(null)}
    >
      <legend className="text-sm font-medium text-stone-800">{t('reviews.form.rating')}</legend>
      <div className="mt-1.5 flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="relative cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose-600"
            onMouseEnter={() => setHovered(stars)}
          >
            <input
              type="radio"
              name={`${id}-rating`}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              onBlur={onBlur}
              // Invisible but covering the star, so pointer and keyboard both reach the radio.
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <Star
              aria-hidden="true"
              className={cn(
                'pointer-events-none size-8',
                stars <= shown ? 'fill-amber-400 text-amber-400' : 'fill-white text-stone-300',
              )}
            />
            <span className="sr-only">{starsLabel(t, stars)}</span>
          </label>
        ))}
        {value !== undefined && (
          <span className="ml-2 text-sm text-stone-600" aria-hidden="true">
            {starsLabel(t, value)}
          </span>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
          {message(error)}
        </p>
      )}
    </fieldset>
  );
}
