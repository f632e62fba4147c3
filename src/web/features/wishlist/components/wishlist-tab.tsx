import { useIsMutating } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { useWishlist } from '../api/get-wishlist';
import { useMoveWishlistItemToCart } from '../api/move-wishlist-item-to-cart';
import { useRemoveWishlistItem } from '../api/remove-wishlist-item';
import { WishlistCard } from './wishlist-card';

/** The account's Wishlist tab; shown only to a signed-in shopper. */
export function WishlistTab() {
  const { t, number } = useI18n();
  const wishlist = useWishlist(true);
  const remove = useRemoveWishlistItem();
  const move = useMoveWishlistItemToCart();
  const busy = useIsMutating({ mutationKey: queryKeys.wishlist }) > 0;

  if (wishlist.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label={t('wishlist.tab.loading')} />
      </div>
    );
  }
  if (wishlist.isError) {
    return (
      <div className="rounded-xl border border-stone-200 bg-white px-5 py-12 text-center">
        <p role="alert" className="text-stone-700">
          {t('wishlist.tab.loadError')}
        </p>
        <Button className="mt-4" onClick={() => void wishlist.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }
  const { items } = wishlist.data;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Heart}
        title={t('wishlist.tab.emptyTitle')}
        action={
          <Button asChild>
            <Link to="/products">{t('catalog.browseProducts')}</Link>
          </Button>
        }
      >
        {t('wishlist.tab.emptyBody')}
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby="wishlist-heading">
      <h2 id="wishlist-heading" className="font-serif text-xl font-semibold">
        {t('wishlist.tab.heading')}{' '}
        <span className="text-base font-normal text-stone-500">({number(items.length)})</span>
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <WishlistCard
            key={item.productId}
            item={item}
            busy={busy}
            onRemove={() => remove.mutate(item.productId)}
            onMoveToCart={() => move.mutate(item.productId)}
          />
        ))}
      </ul>
    </section>
  );
}
