import { Link } from 'react-router';
import { CATEGORY_STARTING_PRICES, FEATURED_PRODUCTS_COUNT } from '#shared/catalog';
import type { MessageKey } from '#shared/i18n/keys';
import { HOME_QUERIES } from '#shared/page-queries';
import { useI18n } from '../../../lib/i18n';
import { PageTitle } from '../../../lib/page-title';
import { useHomeBanners } from '../api/get-home-banners';
import { useProducts } from '../api/get-products';
import { HomeHero } from '../components/home-hero';
import { ProductGallerySection, PromoBanners, ShopByCategory } from '../components/home-sections';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid';

const FEATURED_CATEGORIES = [
  {
    title: 'catalog.home.makeupKits',
    to: '/makeup',
    from: 'makeup',
    tone: 'from-rose-100 to-rose-200',
  },
  {
    title: 'catalog.category.skincare',
    to: '/skincare',
    from: 'skincare',
    tone: 'from-emerald-50 to-emerald-100',
  },
  {
    title: 'catalog.home.designerBags',
    to: '/products?category=handbags',
    from: 'handbags',
    tone: 'from-amber-50 to-amber-100',
  },
  {
    title: 'catalog.category.shoes',
    to: '/products?category=shoes',
    from: 'shoes',
    tone: 'from-sky-50 to-sky-100',
  },
] as const satisfies readonly {
  title: MessageKey;
  to: string;
  from: keyof typeof CATEGORY_STARTING_PRICES;
  tone: string;
}[];

/** Six featured products fill two or three whole rows at every width (issue 37). */
const FEATURED_COLUMNS = 3;

export function HomePage() {
  const { t, money } = useI18n();
  const featured = useProducts(HOME_QUERIES.featured);
  const home = useHomeBanners();
  const banners = home.data?.banners;
  return (
    <main>
      <PageTitle />
      <HomeHero
        banner={banners?.hero}
        stats={home.data?.stats}
        products={featured.data?.products ?? []}
      />

      <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="featured-categories">
        <div className="flex items-center justify-between gap-4">
          <h2 id="featured-categories" className="font-serif text-2xl font-semibold sm:text-3xl">
            {t('catalog.home.featuredCategories')}
          </h2>
          <Link
            to="/products?sale=true"
            className="rounded-full bg-amber-400 px-3 py-1 text-sm font-semibold text-stone-900"
          >
            {t('catalog.home.hotSale')}
          </Link>
        </div>
        <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {FEATURED_CATEGORIES.map((category) => (
            <Link
              key={category.title}
              to={category.to}
              className={`flex min-h-32 flex-col justify-end rounded-xl bg-gradient-to-br p-4 ${category.tone} hover:shadow-md`}
            >
              <span className="text-lg font-semibold text-stone-900">{t(category.title)}</span>
              <span className="text-sm text-stone-700">
                {t('catalog.home.from', {
                  price: money(CATEGORY_STARTING_PRICES[category.from]),
                })}
              </span>
            </Link>
          ))}
        </div>
      </section>

      <PromoBanners sale={banners?.sale} fresh={banners?.new} />

      <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="featured-products">
        <h2 id="featured-products" className="font-serif text-2xl font-semibold sm:text-3xl">
          {t('catalog.home.featuredProducts')}
        </h2>
        <div className="mt-6">
          {featured.isPending ? (
            <ProductGridSkeleton count={FEATURED_PRODUCTS_COUNT} columns={FEATURED_COLUMNS} />
          ) : featured.isError ? (
            <p className="text-stone-600">{t('catalog.loadError')}</p>
          ) : (
            <ProductGrid products={featured.data.products} columns={FEATURED_COLUMNS} />
          )}
        </div>
      </section>
      <ProductGallerySection />
      <ShopByCategory />
    </main>
  );
}
