import { ArrowRight, Percent, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import {
  categoryLabel,
  GALLERY_PRODUCTS_COUNT,
  PRODUCT_CATEGORIES,
  type ProductCategory,
} from '#shared/catalog';
import { HOME_QUERIES } from '#shared/page-queries';
import type { RunningBanner } from '#shared/schemas/banner';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useI18n } from '../../../lib/i18n';
import { useProducts } from '../api/get-products';
import { BannerPicture } from './home-hero';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

const TILE_SIZES = '(min-width: 1280px) 616px, (min-width: 768px) 50vw, calc(100vw - 2rem)';

/** A running campaign banner in a tile's place: its picture, its headline, its page. */
function BannerTile({ banner }: { banner: RunningBanner }) {
  const { t, language } = useI18n();
  return (
    <Link
      to={banner.link}
      className="group relative block overflow-hidden rounded-2xl bg-stone-200 hover:shadow-lg"
      data-banner={banner.id}
    >
      <BannerPicture banner={banner} priority={false} sizes={TILE_SIZES} />
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-stone-950/80 to-transparent p-6 pt-14">
        <h2 className="font-serif text-2xl font-semibold text-white">
          {language === 'bn' ? banner.headlineBn : banner.headlineEn}
        </h2>
        <span className="mt-2 inline-flex items-center gap-1 font-semibold text-white group-hover:underline">
          {t('catalog.home.shopNow')} <ArrowRight className="size-4" aria-hidden="true" />
        </span>
      </div>
    </Link>
  );
}

/**
 * The two tiles: the sale (up to 50% off) and what arrived last, or the campaign banner running
 * in each one's place.
 */
export function PromoBanners({
  sale,
  fresh,
}: {
  sale?: RunningBanner | null | undefined;
  fresh?: RunningBanner | null | undefined;
}) {
  const { t } = useI18n();
  return (
    <section
      className="mx-auto grid max-w-7xl gap-4 px-4 py-6 md:grid-cols-2"
      aria-label={t('catalog.promo.label')}
    >
      {sale ? (
        <BannerTile banner={sale} />
      ) : (
        <Link
          to="/products?sale=true"
          className="group flex flex-col justify-between gap-4 rounded-2xl bg-gradient-to-br from-rose-700 to-rose-500 p-6 text-white hover:shadow-lg"
        >
          <Percent className="size-8" aria-hidden="true" />
          <div>
            <h2 className="font-serif text-2xl font-semibold">{t('catalog.promo.sale.title')}</h2>
            <p className="mt-1 text-rose-50">{t('catalog.promo.sale.body', { percent: 50 })}</p>
            <span className="mt-4 inline-flex items-center gap-1 font-semibold">
              {t('catalog.promo.sale.cta')} <ArrowRight className="size-4" aria-hidden="true" />
            </span>
          </div>
        </Link>
      )}
      {fresh ? (
        <BannerTile banner={fresh} />
      ) : (
        <Link
          to="/products?sort=newest"
          className="group flex flex-col justify-between gap-4 rounded-2xl bg-gradient-to-br from-stone-900 to-stone-700 p-6 text-white hover:shadow-lg"
        >
          <Sparkles className="size-8" aria-hidden="true" />
          <div>
            <h2 className="font-serif text-2xl font-semibold">{t('catalog.promo.new.title')}</h2>
            <p className="mt-1 text-stone-200">{t('catalog.promo.new.body')}</p>
            <span className="mt-4 inline-flex items-center gap-1 font-semibold">
              {t('catalog.promo.new.cta')} <ArrowRight className="size-4" aria-hidden="true" />
            </span>
          </div>
        </Link>
      )}
    </section>
  );
}

/** Ten gallery products fill five or two whole rows at every width. */
const GALLERY_COLUMNS = 5;

/** Product Gallery: ten real makeup and skincare products, the newest first. */
export function ProductGallerySection() {
  const { t } = useI18n();
  const gallery = useProducts(HOME_QUERIES.gallery);
  return (
    <section className="mx-auto max-w-7xl px-4 py-10" aria-labelledby="product-gallery">
      <div className="flex items-end justify-between gap-4">
        <h2 id="product-gallery" className="font-serif text-2xl font-semibold sm:text-3xl">
          {t('catalog.gallery.title')}
        </h2>
        <Button asChild variant="outline">
          <Link to="/products">{t('catalog.gallery.viewAll')}</Link>
        </Button>
      </div>
      <div className="mt-6">
        {gallery.isPending ? (
          <ProductGridSkeleton count={GALLERY_PRODUCTS_COUNT} columns={GALLERY_COLUMNS} />
        ) : gallery.isError ? (
          <p className="text-stone-600">{t('catalog.loadError')}</p>
        ) : (
          <ProductGrid products={gallery.data.products} columns={GALLERY_COLUMNS} />
        )}
      </div>
    </section>
  );
}

type Tile = { label: string; to: string; count: number | undefined };

/** Shop by Category: Sale and every category, with how many products each holds now. */
export function ShopByCategory() {
  const { t } = useI18n();
  const all = useProducts(HOME_QUERIES.categoryCounts);
  const sale = useProducts(HOME_QUERIES.saleCount);
  const counts = new Map(all.data?.facets.categories.map((facet) => [facet.value, facet.count]));
  const tiles: Tile[] = [
    { label: t('catalog.sale'), to: '/products?sale=true', count: sale.data?.total },
    ...PRODUCT_CATEGORIES.map((category: ProductCategory) => ({
      label: categoryLabel(t, category),
      to: `/products?category=${category}`,
      count: all.data ? (counts.get(category) ?? 0) : undefined,
    })),
  ];
  return (
    <section className="mx-auto max-w-7xl px-4 py-10" aria-labelledby="shop-by-category">
      <h2 id="shop-by-category" className="font-serif text-2xl font-semibold sm:text-3xl">
        {t('catalog.byCategory.title')}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Link
              to={tile.to}
              className="flex h-full flex-col rounded-xl border border-stone-200 bg-white p-4 hover:border-rose-300 hover:shadow-sm"
            >
              <span className="font-semibold text-stone-900">{tile.label}</span>
              {tile.count === undefined ? (
                <Skeleton className="mt-1 h-4 w-20" />
              ) : (
                <span className="text-sm text-stone-600">
                  {t('catalog.byCategory.count', { count: tile.count })}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
