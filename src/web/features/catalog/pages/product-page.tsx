import { Link, useParams } from 'react-router';
import { CATEGORY_LABELS } from '#shared/catalog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useShopInfo } from '../../../lib/shop-info';
import { useProduct } from '../api/get-product';
import { Price } from '../components/price';
import { ProductImage } from '../components/product-image';
import { Rating } from '../components/rating';

export function ProductPage() {
  const id = Number(useParams().id);
  const product = useProduct(id);
  const shopName = useShopInfo()?.name ?? 'Sajghor';

  if (!Number.isInteger(id) || id <= 0 || product.isError) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-20 text-center">
        <title>Product Not Found | Sajghor</title>
        <h1 className="font-serif text-3xl font-semibold">Product Not Found</h1>
        <p className="mt-3 text-stone-600">This product does not exist or is no longer sold.</p>
        <Button asChild className="mt-6">
          <Link to="/products">Browse Products</Link>
        </Button>
      </main>
    );
  }
  if (product.isPending) {
    return (
      <main className="mx-auto grid max-w-7xl gap-8 px-4 py-8 md:grid-cols-2" aria-busy="true">
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

  const item = product.data;
  const category = CATEGORY_LABELS[item.category];
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <title>{`${item.name} | ${shopName}`}</title>
      <nav aria-label="Breadcrumb" className="text-sm text-stone-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="hover:text-rose-700">
              Home
            </Link>{' '}
            /
          </li>
          <li>
            <Link to="/products" className="hover:text-rose-700">
              Products
            </Link>{' '}
            /
          </li>
          <li>
            <Link to={`/products/${item.category}`} className="hover:text-rose-700">
              {category}
            </Link>{' '}
            /
          </li>
          <li aria-current="page" className="text-stone-900">
            {item.name}
          </li>
        </ol>
      </nav>
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <ProductImage
          src={item.images[0]}
          alt={item.name}
          sizes="(min-width: 768px) 50vw, 100vw"
          priority
          className="rounded-xl"
        />
        <div>
          <Badge variant="secondary">{category}</Badge>
          <h1 className="mt-3 font-serif text-3xl font-semibold">{item.name}</h1>
          <p className="mt-1 text-stone-600">{item.brand ?? shopName}</p>
          <div className="mt-2">
            <Rating average={item.rating.average} count={item.rating.count} />
          </div>
          <Price product={item} className="mt-4 text-2xl" />
          <p
            className={`mt-3 font-medium ${item.stockQuantity > 0 ? 'text-emerald-700' : 'text-red-700'}`}
          >
            {item.stockQuantity > 0 ? `In Stock (${item.stockQuantity} available)` : 'Out of Stock'}
          </p>
          <p className="mt-6 leading-relaxed text-stone-700">{item.description}</p>
        </div>
      </div>
    </main>
  );
}
