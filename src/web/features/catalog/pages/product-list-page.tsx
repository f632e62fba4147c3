import { ArrowLeft } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { CATEGORY_LABELS, isProductCategory, PRODUCT_PAGE_SIZE } from '#shared/catalog';
import { Button } from '../../../components/ui/button';
import { useProducts } from '../api/get-products';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid';

export function ProductListPage() {
  const params = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const rawCategory = params.category ?? searchParams.get('category') ?? undefined;
  const category = rawCategory && isProductCategory(rawCategory) ? rawCategory : undefined;
  const sale = searchParams.get('sale') === 'true';
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const products = useProducts({ category, sale, page, limit: PRODUCT_PAGE_SIZE });

  const heading = category ? `${CATEGORY_LABELS[category]} Products` : 'All Products';
  const pageCount = products.data ? Math.ceil(products.data.total / PRODUCT_PAGE_SIZE) : 1;
  const goToPage = (next: number) => {
    const nextParams = new URLSearchParams(searchParams);
    nextParams.set('page', String(next));
    setSearchParams(nextParams);
    window.scrollTo({ top: 0 });
  };

  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <title>{`${heading} | Sajghor`}</title>
      <Link
        to="/"
        className="inline-flex items-center gap-1 text-sm text-stone-600 hover:text-rose-700"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to Home
      </Link>
      <h1 className="mt-3 font-serif text-3xl font-semibold">
        {heading}
        {sale && <span className="ml-2 text-rose-700">on Sale</span>}
      </h1>
      {products.isPending ? (
        <div className="mt-6">
          <ProductGridSkeleton />
        </div>
      ) : products.isError ? (
        <div className="mt-10 text-center">
          <p className="text-stone-700">Error loading products. Please try again.</p>
          <Button className="mt-4" onClick={() => window.location.reload()}>
            Refresh Page
          </Button>
        </div>
      ) : products.data.total === 0 ? (
        <p className="mt-10 text-center text-stone-700">
          No products found matching your criteria.
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-stone-600">Showing {products.data.total} products</p>
          <div className="mt-6">
            <ProductGrid products={products.data.products} />
          </div>
          {pageCount > 1 && (
            <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-3">
              <Button variant="outline" disabled={page <= 1} onClick={() => goToPage(page - 1)}>
                Previous
              </Button>
              <span className="text-sm text-stone-700">
                Page {page} of {pageCount}
              </span>
              <Button
                variant="outline"
                disabled={page >= pageCount}
                onClick={() => goToPage(page + 1)}
              >
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </main>
  );
}
