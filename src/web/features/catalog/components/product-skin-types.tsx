import type { Product } from '#shared/schemas/product';
import { useI18n } from '../../../lib/i18n';

/** "Suits: Oily, Combination skin", for a product the admin gave skin types; else nothing. */
export function ProductSkinTypes({ product }: { product: Product }) {
  const { t } = useI18n();
  const types = product.skinTypes ?? [];
  if (types.length === 0) return null;
  const names = types.map((type) => t(`catalog.skinType.${type}`)).join(', ');
  return (
    <p className="mt-2 text-sm text-stone-700">{t('catalog.product.suits', { types: names })}</p>
  );
}
