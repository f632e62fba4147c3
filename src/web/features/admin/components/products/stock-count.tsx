import { LOW_STOCK_THRESHOLD } from '#shared/schemas/admin';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';

/** Stock at or under the dashboard's low-stock line stands out. */
export function StockCount({ stock }: { stock: number }) {
  const { number } = useI18n();
  return (
    <span
      className={cn(
        'tabular-nums',
        stock === 0 && 'font-semibold text-red-700',
        stock > 0 && stock <= LOW_STOCK_THRESHOLD && 'font-semibold text-amber-800',
      )}
    >
      {number(stock)}
    </span>
  );
}
