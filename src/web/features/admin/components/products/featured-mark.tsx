import { Star } from 'lucide-react';
import { useI18n } from '../../../../lib/i18n';

export function FeaturedMark({ featured }: { featured: boolean }) {
  const { t } = useI18n();
  return featured ? (
    <span className="inline-flex items-center gap-1 text-sm text-amber-800">
      <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
      {t('admin.products.featured')}
    </span>
  ) : (
    <span className="text-stone-400">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('admin.products.notFeatured')}</span>
    </span>
  );
}
