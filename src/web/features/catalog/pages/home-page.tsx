import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { CATEGORY_STARTING_PRICES, FEATURED_PRODUCTS_COUNT } from '#shared/catalog';
import { formatMoney } from '#shared/money';
import { Button } from '../../../components/ui/button';
import { useShopInfo } from '../../../lib/shop-info';
import { useProducts } from '../api/get-products';
import { ProductGallerySection, PromoBanners, ShopByCategory } from '../components/home-sections';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid';

const STATS = [
  { value: '4.9', label: 'Rating' },
  { value: '10K+', label: 'Customers' },
  { value: '500+', label: 'Products' },
];

const startingAt = (category: keyof typeof CATEGORY_STARTING_PRICES) =>
  `From ${formatMoney(CATEGORY_STARTING_PRICES[category])}`;

const FEATURED_CATEGORIES = [
  {
    title: 'Makeup Kits',
    to: '/makeup',
    from: startingAt('makeup'),
    tone: 'from-rose-100 to-rose-200',
  },
  {
    title: 'Skincare',
    to: '/skincare',
    from: startingAt('skincare'),
    tone: 'from-emerald-50 to-emerald-100',
  },
  {
    title: 'Designer Bags',
    to: '/products?category=handbags',
    from: startingAt('handbags'),
    tone: 'from-amber-50 to-amber-100',
  },
  {
    title: 'Shoes',
    to: '/products?category=shoes',
    from: startingAt('shoes'),
    tone: 'from-sky-50 to-sky-100',
  },
];

export function HomePage() {
  const shop = useShopInfo();
  const featured = useProducts({ featured: true, limit: FEATURED_PRODUCTS_COUNT });
  return (
    <main>
      <title>{`${shop?.name ?? 'Sajghor'} | Beauty and fashion, delivered across Bangladesh`}</title>
      <section className="bg-gradient-to-br from-rose-50 via-white to-amber-50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-widest text-rose-700">
            Beauty · Fashion · Lifestyle
          </p>
          <h1 className="mt-3 max-w-2xl font-serif text-4xl font-bold leading-tight text-stone-900 sm:text-6xl">
            Discover your signature look
          </h1>
          <p className="mt-4 max-w-xl text-lg text-stone-700">
            Authentic makeup, skincare, handbags and shoes, delivered to your door anywhere in
            Bangladesh.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/products">
                Shop Now <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/products">View Collections</Link>
            </Button>
          </div>
          <dl className="mt-10 flex gap-8">
            {STATS.map((stat) => (
              <div key={stat.label}>
                <dt className="text-sm text-stone-600">{stat.label}</dt>
                <dd className="text-2xl font-bold text-stone-900">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="featured-categories">
        <div className="flex items-center justify-between gap-4">
          <h2 id="featured-categories" className="font-serif text-2xl font-semibold sm:text-3xl">
            Featured Categories
          </h2>
          <Link
            to="/products?sale=true"
            className="rounded-full bg-amber-400 px-3 py-1 text-sm font-semibold text-stone-900"
          >
            Hot Sale
          </Link>
        </div>
        <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {FEATURED_CATEGORIES.map((category) => (
            <Link
              key={category.title}
              to={category.to}
              className={`flex min-h-32 flex-col justify-end rounded-xl bg-gradient-to-br p-4 ${category.tone} hover:shadow-md`}
            >
              <span className="text-lg font-semibold text-stone-900">{category.title}</span>
              <span className="text-sm text-stone-700">{category.from}</span>
            </Link>
          ))}
        </div>
      </section>

      <PromoBanners />

      <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="featured-products">
        <h2 id="featured-products" className="font-serif text-2xl font-semibold sm:text-3xl">
          Featured Products
        </h2>
        <div className="mt-6">
          {featured.isPending ? (
            <ProductGridSkeleton count={FEATURED_PRODUCTS_COUNT} />
          ) : featured.isError ? (
            <p className="text-stone-600">Error loading products. Please try again.</p>
          ) : (
            <ProductGrid products={featured.data.products} />
          )}
        </div>
      </section>
      <ProductGallerySection />
      <ShopByCategory />
    </main>
  );
}
