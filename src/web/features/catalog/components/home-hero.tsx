import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { BANNER_IMAGE_SIZES, BANNER_WIDE_MEDIA } from '#shared/banners';
import { formatRating } from '#shared/catalog';
import { imageSrcSet, imageUrl } from '#shared/images';
import type { HomeStats, RunningBanner } from '#shared/schemas/banner';
import type { Product } from '#shared/schemas/product';
import { Button } from '../../../components/ui/button';
import { ProductImage } from '../../../components/ui/product-image';
import { useI18n } from '../../../lib/i18n';

/** The phone picture below 640 px, the wide one from there; sized, so nothing moves as it loads. */
export function BannerPicture({
  banner,
  priority,
  sizes = BANNER_IMAGE_SIZES,
}: {
  banner: RunningBanner;
  priority: boolean;
  sizes?: string;
}) {
  const { phoneImage: phone, desktopImage: wide } = banner;
  return (
    <picture>
      <source
        media={BANNER_WIDE_MEDIA}
        srcSet={imageSrcSet(wide.src) ?? wide.src}
        sizes={sizes}
        width={wide.width}
        height={wide.height}
      />
      <img
        src={imageUrl(phone.src, 960)}
        srcSet={imageSrcSet(phone.src)}
        sizes={sizes}
        width={phone.width}
        height={phone.height}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className="block h-auto w-full"
      />
    </picture>
  );
}

/** The hero's figures, from the shop's data; rating and customers once there are some. */
function HeroStats({ stats, className }: { stats: HomeStats | undefined; className?: string }) {
  const { t, number, language } = useI18n();
  if (!stats) return null;
  const figures = [
    ...(stats.rating === null
      ? []
      : [{ value: formatRating(language, stats.rating), label: t('catalog.home.stats.rating') }]),
    // A new shop's 0 says nothing a shopper needs; the count shows from the first order.
    ...(stats.customers === 0
      ? []
      : [{ value: number(stats.customers), label: t('catalog.home.stats.customers') }]),
    { value: number(stats.products), label: t('catalog.home.stats.products') },
  ];
  return (
    <dl className={`flex gap-8 ${className ?? ''}`}>
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt className="text-sm text-stone-600">{figure.label}</dt>
          <dd className="text-2xl font-bold text-stone-900">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A running hero banner: the whole picture leads to its page, the headline in the reader's language. */
function BannerHero({ banner, stats }: { banner: RunningBanner; stats: HomeStats | undefined }) {
  const { t, language } = useI18n();
  return (
    <section className="mx-auto max-w-7xl px-4 pt-4 pb-2 sm:pt-6">
      <Link
        to={banner.link}
        className="group relative block overflow-hidden rounded-2xl bg-stone-200"
        data-banner={banner.id}
      >
        <BannerPicture banner={banner} priority />
        <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-stone-950/80 via-stone-950/40 to-transparent p-5 pt-16 sm:p-8 sm:pt-24">
          <h1 className="max-w-2xl font-serif text-2xl leading-tight font-bold text-white sm:text-4xl lg:text-5xl">
            {language === 'bn' ? banner.headlineBn : banner.headlineEn}
          </h1>
          <span className="mt-3 inline-flex items-center gap-1 font-semibold text-white group-hover:underline">
            {t('catalog.home.shopNow')} <ArrowRight className="size-4" aria-hidden="true" />
          </span>
        </div>
      </Link>
      <HeroStats stats={stats} className="mt-6" />
    </section>
  );
}

/** Real products beside the words on wide screens, so the hero's right half is the shop's own. */
function Showcase({ products }: { products: Product[] }) {
  const { t } = useI18n();
  const pictured = products.filter((product) => product.images[0]).slice(0, 4);
  if (pictured.length < 4) return null;
  return (
    <ul aria-label={t('banners.showcase')} className="hidden grid-cols-2 gap-4 lg:grid">
      {pictured.map((product, index) => (
        <li key={product.id} className={index % 2 === 1 ? 'translate-y-8' : ''}>
          <Link
            to={`/product/${product.id}`}
            className="block overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 hover:shadow-md"
          >
            <ProductImage
              src={product.images[0]}
              alt={product.name}
              sizes="(min-width: 1024px) 18rem, 1px"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Today's hero: the shop's words, its figures and, on wide screens, featured products. */
function TextHero({ stats, products }: { stats: HomeStats | undefined; products: Product[] }) {
  const { t } = useI18n();
  return (
    <section className="bg-gradient-to-br from-rose-50 via-white to-amber-50">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-widest text-rose-700 uppercase">
            {t('catalog.home.eyebrow')}
          </p>
          <h1 className="mt-3 max-w-2xl font-serif text-4xl leading-tight font-bold text-stone-900 sm:text-6xl">
            {t('catalog.home.heading')}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-stone-700">{t('catalog.home.intro')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/products">
                {t('catalog.home.shopNow')} <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/products">{t('catalog.home.viewCollections')}</Link>
            </Button>
          </div>
          <HeroStats stats={stats} className="mt-10" />
        </div>
        <Showcase products={products} />
      </div>
    </section>
  );
}

export function HomeHero({
  banner,
  stats,
  products,
}: {
  banner: RunningBanner | null | undefined;
  stats: HomeStats | undefined;
  products: Product[];
}) {
  return banner ? (
    <BannerHero banner={banner} stats={stats} />
  ) : (
    <TextHero stats={stats} products={products} />
  );
}
