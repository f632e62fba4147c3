import { Link } from 'react-router';
import { categoryLabel, type ProductCategory } from '#shared/catalog';
import type { MessageKey } from '#shared/i18n/keys';
import { LANDING_PRODUCTS_COUNT, landingQuery } from '#shared/page-queries';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n';
import { PageTitle } from '../../../lib/page-title';
import { useProducts } from '../api/get-products';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid';

const INTROS: Partial<Record<ProductCategory, MessageKey>> = {
  makeup: 'catalog.landing.intro.makeup',
  skincare: 'catalog.landing.intro.skincare',
};

/** /makeup and /skincare: a landing page over the real category. */
export function CategoryLandingPage({ category }: { category: ProductCategory }) {
  const { t } = useI18n();
  const products = useProducts(landingQuery(category));
  const label = categoryLabel(t, category);
  const intro = INTROS[category];
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle page={label} />
      <section className="rounded-2xl bg-gradient-to-br from-rose-50 to-amber-50 px-6 py-10">
        <h1 className="font-serif text-4xl font-semibold">{label}</h1>
        <p className="mt-2 max-w-xl text-stone-700">{intro && t(intro)}</p>
        <Button asChild className="mt-6">
          <Link to={`/products/${category}`}>
            {t('catalog.landing.shopAll', { category: label.toLowerCase() })}
          </Link>
        </Button>
      </section>
      <h2 className="mt-10 font-serif text-2xl font-semibold">
        {t('catalog.landing.newest', { category: label.toLowerCase() })}
      </h2>
      <div className="mt-6">
        {products.isPending ? (
          <ProductGridSkeleton count={LANDING_PRODUCTS_COUNT} />
        ) : products.isError ? (
          <p className="text-stone-700">{t('catalog.loadError')}</p>
        ) : (
          <ProductGrid products={products.data.products} />
        )}
      </div>
    </main>
  );
}

export function MakeupPage() {
  return <CategoryLandingPage category="makeup" />;
}

export function SkincarePage() {
  return <CategoryLandingPage category="skincare" />;
}
