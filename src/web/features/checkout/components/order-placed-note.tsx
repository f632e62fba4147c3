import type { ShopInfo } from '#shared/shop';

const linkClass = 'font-medium text-rose-700 underline underline-offset-2';

/** The success toast's request to confirm a payment with the shop (spec section 8). */
export function OrderPlacedNote({ shop }: { shop: ShopInfo | undefined }) {
  if (!shop) return <>Please confirm your payment via Messenger or our Facebook page.</>;
  return (
    <>
      Please confirm your payment via{' '}
      <a href={shop.messengerUrl} target="_blank" rel="noopener" className={linkClass}>
        Messenger
      </a>{' '}
      or our{' '}
      <a href={shop.facebookPageUrl} target="_blank" rel="noopener" className={linkClass}>
        Facebook page
      </a>
      .
    </>
  );
}
