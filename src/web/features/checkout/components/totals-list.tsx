import { formatMoney } from '#shared/money';
import type { OrderTotals } from '#shared/pricing';

function Row({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? 'flex justify-between gap-4 border-t border-stone-200 pt-2 text-lg font-semibold text-stone-900'
          : 'flex justify-between gap-4'
      }
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatMoney(value)}</dd>
    </div>
  );
}

/** Subtotal, Shipping, COD Charge (only when there is one) and Total. */
export function TotalsList({ totals }: { totals: OrderTotals }) {
  return (
    // Read out when the location or method changes the sums.
    <dl className="space-y-2 text-stone-700" aria-live="polite" aria-atomic="true">
      <Row label="Subtotal" value={totals.subtotal} />
      <Row label="Shipping" value={totals.shipping} />
      {totals.codCharge > 0 && <Row label="COD Charge" value={totals.codCharge} />}
      <Row label="Total" value={totals.total} strong />
    </dl>
  );
}

export function ServerConfirmsNote() {
  return (
    <p className="text-xs text-stone-600">
      The shop confirms the final prices when you place the order.
    </p>
  );
}
