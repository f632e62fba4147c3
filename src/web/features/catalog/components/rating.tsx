import { Star } from 'lucide-react';
import { formatRating } from '#shared/catalog';
import { useI18n } from '../../../lib/i18n';

export function Rating({ average, count }: { average: number; count: number }) {
  const { t, number, language } = useI18n();
  const shown = formatRating(language, average);
  if (count === 0) {
    return <span className="text-xs text-stone-500">{t('catalog.rating.none')}</span>;
  }
  return (
    <span className="inline-flex items-center gap-1 text-xs text-stone-600">
      <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
      <span aria-hidden="true">
        {shown} ({number(count)})
      </span>
      <span className="sr-only">{t('catalog.rating.label', { average: shown, count })}</span>
    </span>
  );
}
