import { formatMoney } from '#shared/money';
import type { Order } from '#shared/schemas/order';
import { cn } from '../../../../lib/utils';

/** Subtotal, shipping, the COD charge when there is one, and the total (detail and invoice). */
export function OrderTotals({
  order,
  className,
}: {
  order: Pick<Order, 'subtotal' | 'shipping' | 'codCharge' | 'total'>;
  className?: string;
}) {
  const money = (poisha: number) => formatMoney(poisha, { decimals: true });
  return (
    <dl className={cn('space-y-1 text-sm tabular-nums', className)}>
      <Row label="Subtotal" value={money(order.subtotal)} />
      <Row label="Shipping" value={money(order.shipping)} />
      {order.codCharge > 0 && <Row label="COD charge" value={money(order.codCharge)} />}
      <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd>{money(order.total)}</dd>
      </div>
    </dl>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between text-stone-700">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
