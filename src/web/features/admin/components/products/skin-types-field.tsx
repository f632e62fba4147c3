import { useId } from 'react';
import { SKIN_TYPES, type SkinType } from '#shared/skin';
import { useI18n } from '../../../../lib/i18n';

type SkinTypesFieldProps = {
  value: SkinType[];
  onChange: (next: SkinType[]) => void;
  /** A message made by msg(), read in the admin's language. */
  error: string | undefined;
  disabled: boolean;
};

/** The skin types a product suits, one box each: the shop's Skin type filter reads them. */
export function SkinTypesField({ value, onChange, error, disabled }: SkinTypesFieldProps) {
  const { t, message } = useI18n();
  const id = useId();
  const toggle = (type: SkinType) =>
    onChange(value.includes(type) ? value.filter((each) => each !== type) : [...value, type]);
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
    >
      <legend className="text-sm font-medium text-stone-800">
        {t('admin.productForm.skinTypes')}
      </legend>
      <p id={`${id}-hint`} className="text-xs text-stone-600">
        {t('admin.productForm.skinTypesHint')}
      </p>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {SKIN_TYPES.map((type) => (
          <label
            key={type}
            className="flex cursor-pointer items-center gap-2 text-sm text-stone-800"
          >
            <input
              type="checkbox"
              checked={value.includes(type)}
              disabled={disabled}
              onChange={() => toggle(type)}
              className="size-4 accent-rose-700"
            />
            {t(`catalog.skinType.${type}`)}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {message(error)}
        </p>
      )}
    </fieldset>
  );
}
