import { Link } from 'react-router';
import { CATEGORY_LABELS, type ProductCategory } from '#shared/catalog';
import { Button } from '../../../components/ui/button';
import { useProducts } from '../api/get-products';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid';

const INTROS: Partial<Record<ProductCategory, string>> = {
  makeup: 'Lipsticks, foundations, palettes and more from the brands you trust.',
  skincare: 'Serums, cleansers, moisturisers and sunscreens for every skin type and season.',
};

/** /makeup and /skincare: a landing page over the real category. */
export function CategoryLandingPage({ category }: { category: ProductCategory }) {
  const products = useProducts({ category, limit: 8 });
  const label = CATEGORY_LABELS[category];
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <title>{`${label} | Sajghor`}</title>
      <section className="rounded-2xl bg-gradient-to-br from-rose-50 to-amber-50 px-6 py-10">
        <h1 className="font-serif text-4xl font-semibold">{label}</h1>
        <p className="mt-2 max-w-xl text-stone-700">{INTROS[category]}</p>
        <Button asChild className="mt-6">
          <Link to={`/products/${category}`}>Shop all {label.toLowerCase()}</Link>
        </Button>
      </section>
      <h2 className="mt-10 font-serif text-2xl font-semibold">Newest in {label.toLowerCase()}</h2>
      <div className="mt-6">
        {products.isPending ? (
          <ProductGridSkeleton count={8} />
        ) : products.isError ? (
          <p className="text-stone-700">Error loading products. Please try again.</p>
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
