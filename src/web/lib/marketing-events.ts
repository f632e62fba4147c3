/** The Meta Pixel's events as the shop sends them (decision 036); no code of the pixel's. */
export type MarketingEvent = 'ViewContent' | 'AddToCart' | 'InitiateCheckout' | 'Purchase';
export type MarketingData = {
  /** In taka, as Meta wants the value. */
  value: number;
  currency: 'BDT';
  content_ids: string[];
  content_type: 'product';
  num_items?: number;
};
export type QueuedEvent = { name: MarketingEvent; data: MarketingData; eventId?: string };

/** The SKU, as the server's Purchase and the catalogue feed name it; a lone variant's for a product. */
export function contentIdOf(
  product: { id: number; variants?: { sku: string }[] | undefined },
  variant?: { sku: string },
): string {
  return variant?.sku ?? product.variants?.[0]?.sku ?? String(product.id);
}

/** The pixel's and the server's Purchase share it (decision 036). */
export const purchaseEventId = (orderId: string) => `order-${orderId}`;
