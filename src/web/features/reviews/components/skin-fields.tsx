import { useId } from 'react';
import type { Control, UseFormRegister } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import type { reviewInputSchema } from '#shared/schemas/review';
import { SKIN_CONCERNS, SKIN_TONES, SKIN_TYPES } from '#shared/skin';
import { fieldClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useI18n } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { concernText, ToneSwatch, toneText } from './skin-words';

/** The review form's values as typed, before the schema parses them. */
type ReviewFormValues = z.input<typeof reviewInputSchema>;

type SkinFieldsProps = {
  register: UseFormRegister<ReviewFormValues>;
  control: Control<ReviewFormValues>;
  disabled: boolean;
};

/** An empty choice is the author saying nothing, stored as null. */
const orNull = (value: string) => (value === '' ? null : value);

/** The review form's optional 'Your skin': type, tone as swatches, and main concern. */
export function SkinFields({ register, control, disabled }: SkinFieldsProps) {
  const { t } = useI18n();
  const id = useId();
  return (
    <fieldset className="space-y-3 rounded-lg border border-stone-200 p-3" disabled={disabled}>
      <legend className="px-1 text-sm font-medium text-stone-800">
        {t('reviews.skin.legend')}
      </legend>
      <p className="text-sm text-stone-600">{t('reviews.skin.hint')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-type`}>{t('reviews.skin.type')}</Label>
          <select
            id={`${id}-type`}
            className={cn('h-10', fieldClasses)}
            {...register('skinType', { setValueAs: orNull })}
          >
            <option value="">{t('reviews.skin.notSaid')}</option>
            {SKIN_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`catalog.skinType.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-concern`}>{t('reviews.skin.concern')}</Label>
          <select
            id={`${id}-concern`}
            className={cn('h-10', fieldClasses)}
            {...register('skinConcern', { setValueAs: orNull })}
          >
            <option value="">{t('reviews.skin.notSaid')}</option>
            {SKIN_CONCERNS.map((concern) => (
              <option key={concern} value={concern}>
                {concernText(t, concern)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Controller
        control={control}
        name="skinTone"
        render={({ field }) => (
          <fieldset>
            <legend className="text-sm font-medium text-stone-800">{t('reviews.skin.tone')}</legend>
            <div className="mt-1.5 flex flex-wrap items-center gap-1">
              {SKIN_TONES.map((tone) => (
                <label
                  key={tone}
                  className={cn(
                    'relative flex size-10 cursor-pointer items-center justify-center rounded-full has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose-600',
                    field.value === tone && 'ring-2 ring-rose-600',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-tone`}
                    value={tone}
                    checked={field.value === tone}
                    onChange={() => field.onChange(tone)}
                    onBlur={field.onBlur}
                    className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
                  />
                  <ToneSwatch tone={tone} className="pointer-events-none size-7" />
                  <span className="sr-only">{toneText(t, tone)}</span>
                </label>
              ))}
              {field.value != null && (
                <button
                  type="button"
                  className="ml-1 text-sm text-stone-600 underline underline-offset-2"
                  onClick={() => field.onChange(null)}
                >
                  {t('reviews.skin.notSaid')}
                </button>
              )}
            </div>
          </fieldset>
        )}
      />
    </fieldset>
  );
}
