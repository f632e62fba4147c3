import { Check, ChevronDown } from 'lucide-react';
import { imageUrl } from '#shared/images';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';

/**
 * Which of the product's pictures show first when this variant is chosen, in the product's order.
 * A disclosure of checkable thumbnails: no dialog code for a small choice.
 */
export function VariantPicturesPicker({
  label,
  images,
  chosen,
  onChange,
  disabled,
}: {
  label: string;
  images: string[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
  disabled: boolean;
}) {
  const { t } = useI18n();
  if (images.length === 0) {
    return (
      <span className="block w-32 text-xs text-stone-500">{t('admin.variants.noPictures')}</span>
    );
  }
  const picked = chosen.filter((image) => images.includes(image));
  const toggle = (image: string) =>
    onChange(
      picked.includes(image)
        ? picked.filter((value) => value !== image)
        : images.filter((value) => value === image || picked.includes(value)),
    );
  return (
    <details className="group relative">
      <summary
        aria-label={label}
        className={cn(
          'flex h-9 cursor-pointer list-none items-center gap-1 rounded-md border border-stone-300 bg-white px-2 text-sm whitespace-nowrap text-stone-800 hover:bg-stone-50 [&::-webkit-details-marker]:hidden',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        {t('admin.variants.picturesChosen', { count: picked.length, total: images.length })}
        <ChevronDown
          className="size-4 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <fieldset className="absolute end-0 z-20 mt-1 grid w-56 grid-cols-3 gap-2 rounded-lg border border-stone-200 bg-white p-2 shadow-lg">
        <legend className="sr-only">{label}</legend>
        {images.map((image, index) => {
          const on = picked.includes(image);
          return (
            <label
              // The same picture may be listed twice; its place in the list tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={`${index}-${image}`}
              className={cn(
                'relative block cursor-pointer overflow-hidden rounded-md border-2 focus-within:outline-2 focus-within:outline-rose-600',
                on ? 'border-rose-600' : 'border-transparent',
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={on}
                disabled={disabled}
                onChange={() => toggle(image)}
              />
              <img
                src={imageUrl(image, 320)}
                alt={t('admin.variants.picture', { position: index + 1 })}
                className="aspect-square w-full object-cover"
                loading="lazy"
              />
              {on && (
                <Check
                  className="absolute end-1 top-1 size-4 rounded-full bg-rose-600 p-0.5 text-white"
                  aria-hidden="true"
                />
              )}
            </label>
          );
        })}
      </fieldset>
    </details>
  );
}
