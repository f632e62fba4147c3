import { inLanguageDigits } from '#shared/numbers';
import type { Product, ProductVariant } from '#shared/schemas/product';
import { useI18n } from '../../../lib/i18n';

/**
 * "Expiry: not before 03/2027", with where it was made and who imported it, for a product whose
 * stock on sale is in dated batches (issue 41; Consumer Rights Protection Act 2009, s.37). A
 * product with shades says it for the shade chosen; without dates it says nothing.
 */
export function ProductExpiry({
  product,
  variant,
}: {
  product: Product;
  variant: ProductVariant | undefined;
}) {
  const { t, language } = useI18n();
  const expiries = product.expiries ?? [];
  const expiry = product.variants
    ? expiries.find((each) => each.variantId === variant?.id)
    : expiries[0];
  if (!expiry) return null;
  const [year, month] = expiry.notBefore.split('-');
  const facts = [
    expiry.originCountry && t('catalog.product.origin', { country: expiry.originCountry }),
    expiry.importer && t('catalog.product.importer', { importer: expiry.importer }),
  ].filter(Boolean);
  return (
    <p className="mt-2 text-sm text-stone-700">
      <span className="font-medium text-stone-900">
        {t('catalog.product.expiry', { date: inLanguageDigits(`${month}/${year}`, language) })}
      </span>
      {facts.length > 0 && <span className="block">{facts.join(' · ')}</span>}
    </p>
  );
}
