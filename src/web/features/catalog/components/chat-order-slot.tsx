/**
 * Where the chat buttons go. Their code and words load only for a shop with a chat setting, so
 * every other shop's product page stays within the first-load budget. The server renders them;
 * while hydrating, Preact keeps that HTML until the chunk arrives (one element, as in
 * lib/hydration.tsx). On a page reached in the browser the fallback holds their height.
 */
import { lazy, Suspense } from 'react';
import { useShopInfo } from '../../../lib/shop-info';
import type { ChatOrderButtonsProps } from './chat-order-buttons';

const ChatOrderButtons = lazy(() =>
  import('./chat-order-buttons').then((m) => ({ default: m.ChatOrderButtons })),
);

export function ChatOrderSlot(props: ChatOrderButtonsProps) {
  const shop = useShopInfo();
  const both = Boolean(shop?.whatsappNumber && shop.messengerPage);
  if (!shop?.whatsappNumber && !shop?.messengerPage) return null;
  // Heading (1.25rem) + gap (0.5rem) + one button (2.75rem), or two stacked below `sm`.
  const height = both ? 'min-h-32 sm:min-h-18' : 'min-h-18';
  return (
    <Suspense fallback={<div aria-hidden="true" className={`mt-4 ${height}`} />}>
      <ChatOrderButtons {...props} />
    </Suspense>
  );
}
