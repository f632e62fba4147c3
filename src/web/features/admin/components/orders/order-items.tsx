import type { Order } from '#shared/schemas/order';
import { ProductImage } from '../../../../components/ui/product-image';
import { useI18n } from '../../../../lib/i18n';
import { DetailSection } from './detail-section';

/** What was bought, at the price paid then (not today's price). */
export function OrderItems({
  items,
  couponCode = null,
}: {
  items: Order['items'];
  /** The order's code, named beside each line's share of it. */
  couponCode?: string | null;
}) {
  const { t, money, number } = useI18n();
  return (
    <DetailSection title={t('admin.order.items')}>
      <ul className="divide-y divide-stone-100">
        {items.map((item) => (
          <li
            key={`${item.productId}-${item.variantId ?? ''}`}
            className="flex items-center gap-3 py-3 first:pt-0 last:pb-0"
          >
            <ProductImage
              src={item.image ?? undefined}
              alt=""
              sizes="56px"
              className="size-14 shrink-0 rounded-md"
            />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-stone-900">{item.name}</p>
              {(item.variantTitle || item.sku) && (
                <p className="text-sm text-stone-800">
                  {item.variantTitle}
                  {item.variantTitle && item.sku && ' · '}
                  {item.sku && <span className="font-mono text-xs text-stone-600">{item.sku}</span>}
                </p>
              )}
              {item.brand && <p className="text-xs text-stone-600">{item.brand}</p>}
              <p className="text-sm text-stone-700 tabular-nums">
                {number(item.quantity)} × {money(item.unitPrice, { decimals: true })}
              </p>
            </div>
            <div className="text-right whitespace-nowrap tabular-nums">
              <p className="font-medium">
                {money(item.unitPrice * item.quantity, { decimals: true })}
              </p>
              {/* The line's discount holds the points' share too: only the rest is the code's. */}
              {item.discount - item.pointsDiscount > 0 && (
                <p className="text-sm text-emerald-700" data-line-discount>
                  {couponCode ? `${couponCode} ` : ''}−
                  {money(item.discount - item.pointsDiscount, { decimals: true })}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
