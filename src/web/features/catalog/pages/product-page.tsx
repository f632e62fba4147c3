import { ShoppingCart } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { categoryLabel } from '#shared/catalog';
import { PAGE_FORMS } from '#shared/page-forms';
import { productPageName } from '#shared/page-title';
import { settleQuantity } from '#shared/quantity';
import type { Product, ProductVariant } from '#shared/schemas/product';
import {
  type Choice,
  choose,
  chosenVariant,
  hasChoices,
  initialChoice,
  missingOption,
  variantFromSearch,
  variantValues,
} from '#shared/variant-choice';
import { asVariant } from '#shared/variant-product';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageForm } from '../../../components/ui/page-form';
import { Skeleton } from '../../../components/ui/skeleton';
import { HydrateLater } from '../../../lib/hydration';
import { useI18n } from '../../../lib/i18n';
import { PageTitle } from '../../../lib/page-title';
import { useShopName } from '../../../lib/shop-info';
import { contentIdOf, track } from '../../../lib/track';
import { useProduct } from '../api/get-product';
import { useRelatedProducts } from '../api/get-related-products';
import { ChatOrderSlot } from '../components/chat-order-slot';
import { Price } from '../components/price';
import { ProductDetailsTabs } from '../components/product-details-tabs';
import { ProductExpiry } from '../components/product-expiry';
import { ProductGallery } from '../components/product-gallery';
import { ProductGrid } from '../components/product-grid';
import { ProductSkinTypes } from '../components/product-skin-types';
import { QuantityStepper } from '../components/quantity-stepper';
import { Rating } from '../components/rating';
import { PriceChangesAt, SaleEnds } from '../components/sale-timing';
import { ShareButton } from '../components/share-button';
import { optionLabel, VariantPicker } from '../components/variant-picker';

export type ProductPageProps = {
  /**
   * The cart's action, composed in by the app; without it Add to Cart stays disabled. A product
   * with options is added as the variant chosen.
   */
  onAddToCart?: (product: Product, quantity: number, variant?: ProductVariant) => void;
  /** The wishlist heart, composed in by the app. */
  wishlistButton?: (product: Product) => React.ReactNode;
  /** The reviews section, composed in by the app. */
  reviews?: (product: Product) => React.ReactNode;
  /** "Notify me when it's back" for a sold-out variant (or product), composed in by the app. */
  backInStock?: (product: Product, variant: ProductVariant | undefined) => React.ReactNode;
};

function ProductNotFound() {
  const { t } = useI18n();
  const title = t('catalog.product.notFound');
  return (
    <main className="mx-auto max-w-3xl px-4 py-20 text-center">
      <PageTitle page={title} />
      <h1 className="font-serif text-3xl font-semibold">{title}</h1>
      <p className="mt-3 text-stone-600">{t('catalog.product.notFoundBody')}</p>
      <Button asChild className="mt-6">
        <Link to="/products">{t('catalog.browseProducts')}</Link>
      </Button>
    </main>
  );
}

function ProductPageSkeleton() {
  const { t } = useI18n();
  return (
    <main className="mx-auto grid max-w-7xl gap-8 px-4 py-8 md:grid-cols-2" aria-busy="true">
      <span className="sr-only">{t('catalog.product.loading')}</span>
      <Skeleton className="aspect-square" />
      <div className="space-y-4">
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-24 w-full" />
      </div>
    </main>
  );
}

function Breadcrumb({ product }: { product: Product }) {
  const { t } = useI18n();
  const crumbs = [
    { to: '/', label: t('common.nav.home') },
    { to: '/products', label: t('common.nav.products') },
    { to: `/products/${product.category}`, label: categoryLabel(t, product.category) },
  ];
  return (
    <nav aria-label={t('catalog.product.breadcrumb')} className="text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb) => (
          <li key={crumb.to}>
            <Link to={crumb.to} className="hover:text-rose-700">
              {crumb.label}
            </Link>{' '}
            /
          </li>
        ))}
        <li aria-current="page" className="text-stone-900">
          {product.name}
        </li>
      </ol>
    </nav>
  );
}

function RelatedProducts({ product }: { product: Product }) {
  const { t } = useI18n();
  const related = useRelatedProducts(product.id);
  const items = related.data?.products ?? [];
  if (items.length === 0) return null;
  return (
    <section className="mt-12" aria-labelledby="related-heading">
      <h2 id="related-heading" className="font-serif text-2xl font-semibold">
        {t('catalog.product.related')}
      </h2>
      <div className="mt-5">
        <ProductGrid products={items} />
      </div>
    </section>
  );
}

/** "Notify me" under a sold-out product, or a sold-out shade once one is chosen. */
function soldOutSlot(
  render: ProductPageProps['backInStock'],
  product: Product,
  choices: boolean,
  variant: ProductVariant | undefined,
) {
  const shown = asVariant(product, variant);
  if (!render || shown.stockQuantity > 0 || (choices && !variant)) return null;
  return render(product, variant);
}

export function ProductPage(props: ProductPageProps) {
  const id = Number(useParams().id);
  const product = useProduct(id);
  if (!Number.isInteger(id) || id <= 0 || product.isError) return <ProductNotFound />;
  if (product.isPending) return <ProductPageSkeleton />;
  // A new product (say, a related one) starts again at quantity 1.
  return <ProductDetails key={product.data.id} product={product.data} {...props} />;
}

function ProductDetails({
  product: item,
  onAddToCart,
  wishlistButton,
  reviews,
  backInStock,
}: ProductPageProps & { product: Product }) {
  const { t, language } = useI18n();
  const shopName = useShopName();
  const [searchParams, setSearchParams] = useSearchParams();
  // − and + without scripts ask the page again with `?quantity=` (docs/decisions/022).
  const [quantity, setQuantity] = useState(() =>
    settleQuantity(searchParams.get('quantity') ?? 1, item.stockQuantity),
  );
  const hintId = useId();
  const cartFormId = useId();
  const stepFormId = useId();
  // The shade a shared link names (`?variant=`) is chosen from the first render, as the server did.
  const [choice, setChoice] = useState<Choice>(() =>
    initialChoice(item, variantFromSearch(item, searchParams)),
  );
  const choices = hasChoices(item);
  const variant = chosenVariant(item, choice);
  const shown = asVariant(item, variant);
  const inStock = shown.stockQuantity > 0;
  // Nothing to ask for when every shade is gone: the stock line says so.
  const missing = choices && !variant && inStock ? missingOption(item, choice) : undefined;
  const price = shown.salePrice ?? shown.price;
  // Once per product a page shows (nothing without a pixel and the shopper's consent).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the shade first shown, not each pick
  useEffect(() => {
    track('ViewContent', {
      value: price / 100,
      currency: 'BDT',
      content_ids: [contentIdOf(item, variant)],
      content_type: 'product',
    });
  }, [item.id]);
  const onChoose = (index: number, value: string) => {
    const next = choose(item, choice, index, value);
    const nextVariant = chosenVariant(item, next);
    setChoice(next);
    setQuantity(1);
    // The address names the shade, so a copied or shared link opens it; no new history entry.
    setSearchParams(
      (params) => {
        if (nextVariant) params.set('variant', String(nextVariant.id));
        else params.delete('variant');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle page={productPageName(item.name, variant)} />
      <Breadcrumb product={item} />
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <HydrateLater>
          <ProductGallery
            key={shown.images[0]}
            images={shown.images}
            name={item.name}
            keepThumbnails={item.variants?.some((each) => each.images.length > 0)}
          />
        </HydrateLater>
        <div>
          <Badge variant="secondary">{categoryLabel(t, item.category)}</Badge>
          <h1 className="mt-3 font-serif text-3xl font-semibold">{item.name}</h1>
          {/* What the item is, in Bangla, beside a name that is usually English (issue 25). */}
          {language === 'bn' && item.banglaKind && (
            <p className="mt-1 text-stone-500">{item.banglaKind}</p>
          )}
          <p className="mt-1 text-stone-600">{item.brand ?? shopName}</p>
          <div className="mt-2">
            <Rating average={item.rating.average} count={item.rating.count} />
          </div>
          <Price product={shown} className="mt-4 text-2xl" />
          <SaleEnds endsAt={shown.saleEndsAt} className="mt-1 text-sm" />
          {/* A scheduled sale covering it starts or ends: its prices change with no reload. */}
          <PriceChangesAt at={item.priceChangesAt} />
          <p className={`mt-3 font-medium ${inStock ? 'text-emerald-700' : 'text-red-700'}`}>
            {inStock
              ? t('catalog.product.inStock', { count: shown.stockQuantity })
              : t('catalog.outOfStock')}
          </p>
          <ProductSkinTypes product={item} />
          <ProductExpiry product={item} variant={variant} />
          {choices && <VariantPicker product={item} choice={choice} onChoose={onChoose} />}
          {/* Right above Add to Cart, which it explains while disabled. */}
          {missing && (
            <p id={hintId} className="mt-6 -mb-3 text-sm font-medium text-rose-800">
              {t('catalog.variant.choose', { option: optionLabel(t, missing) })}
            </p>
          )}
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <PageForm
              id={cartFormId}
              action={PAGE_FORMS.cart}
              fields={{ productId: item.id, variantId: variant?.id }}
            />
            <PageForm
              id={stepFormId}
              method="get"
              action={`/product/${item.id}`}
              fields={{ variant: variant?.id }}
            />
            {inStock && (
              <QuantityStepper
                value={quantity}
                stock={shown.stockQuantity}
                onChange={setQuantity}
                forms={{ cart: cartFormId, step: stepFormId }}
              />
            )}
            <Button
              type="submit"
              form={cartFormId}
              size="lg"
              className="min-w-40 flex-1 sm:flex-none"
              disabled={!inStock || !onAddToCart || (choices && !variant)}
              aria-describedby={missing ? hintId : undefined}
              onClick={(event) => {
                event.preventDefault();
                onAddToCart?.(item, quantity, variant);
                track('AddToCart', {
                  value: (price * quantity) / 100,
                  currency: 'BDT',
                  content_ids: [contentIdOf(item, variant)],
                  content_type: 'product',
                  num_items: quantity,
                });
              }}
            >
              <ShoppingCart aria-hidden="true" />
              {t('catalog.addToCart')}
            </Button>
            {wishlistButton?.(item)}
            <ShareButton title={item.name} />
          </div>
          {soldOutSlot(backInStock, item, choices, variant)}
          <ChatOrderSlot
            productId={item.id}
            name={item.name}
            variantId={variant?.id}
            variantLabel={variant && choices ? variantValues(variant) : undefined}
            price={price}
          />
        </div>
      </div>
      <HydrateLater>
        <ProductDetailsTabs product={shown} shopName={shopName} sku={variant?.sku} />
      </HydrateLater>
      {reviews?.(item)}
      <RelatedProducts product={item} />
    </main>
  );
}
