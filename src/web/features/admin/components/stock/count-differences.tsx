import type { StockCountPreview } from '#shared/schemas/stock-count';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';

/** Columns a phone leaves out (their figures go under the product). */
const WIDE = 'hidden sm:table-cell';

/** A count's differences by batch with their value at cost, and the totals. */
export function CountDifferences({ preview }: { preview: StockCountPreview }) {
  const { t, money, number } = useI18n();
  const signed = (value: number) => (value > 0 ? `+${number(value)}` : number(value));
  const signedMoney = (value: number) =>
    value > 0 ? `+${money(value)}` : value < 0 ? `−${money(-value)}` : money(0);
  const tone = (value: number) => (value < 0 ? 'text-red-800' : value > 0 ? 'text-green-800' : '');
  return (
    <div className="space-y-2">
      <p className="text-sm text-stone-700">
        {t('admin.stockCount.counted', { count: preview.linesCounted })}
      </p>
      {preview.differences.length === 0 ? (
        <p className="rounded-lg border border-stone-200 bg-white p-3 text-sm">
          {t('admin.stockCount.noDifferences')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-stone-200 text-stone-700">
                <th className="px-3 py-2 font-medium">{t('admin.stockCount.col.product')}</th>
                <th className={cn(WIDE, 'px-3 py-2 font-medium')}>
                  {t('admin.stockCount.col.batch')}
                </th>
                <th className={cn(WIDE, 'px-3 py-2 text-right font-medium')}>
                  {t('admin.stockCount.col.expected')}
                </th>
                <th className={cn(WIDE, 'px-3 py-2 text-right font-medium')}>
                  {t('admin.stockCount.col.counted')}
                </th>
                <th className="px-3 py-2 text-right font-medium">
                  {t('admin.stockCount.col.difference')}
                </th>
                <th className="px-3 py-2 text-right font-medium">
                  {t('admin.stockCount.col.value')}
                </th>
              </tr>
            </thead>
            <tbody>
              {preview.differences.map((line) => (
                <tr key={line.line} className="border-b border-stone-100 align-top">
                  <td className="px-3 py-2">
                    <span className="font-medium text-stone-900">{line.product}</span>
                    {line.title && <span className="block text-stone-700">{line.title}</span>}
                    <span className="block text-xs text-stone-600">
                      {line.sku} · {t('admin.stockCount.line', { line: line.line })}
                    </span>
                    {/* A phone has no room for three more columns: the batch and figures here. */}
                    <span className="block text-xs text-stone-700 sm:hidden">
                      {line.batch || t('admin.stockCount.undated')} · {number(line.expected)} →{' '}
                      {number(line.counted)}
                    </span>
                  </td>
                  <td className={cn(WIDE, 'px-3 py-2')}>
                    {line.batch || t('admin.stockCount.undated')}
                  </td>
                  <td className={cn(WIDE, 'px-3 py-2 text-right tabular-nums')}>
                    {number(line.expected)}
                  </td>
                  <td className={cn(WIDE, 'px-3 py-2 text-right tabular-nums')}>
                    {number(line.counted)}
                  </td>
                  <td className={cn('px-3 py-2 text-right tabular-nums', tone(line.difference))}>
                    {signed(line.difference)}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {line.value === null ? (
                      <span className="text-stone-600">{t('admin.stockCount.noCost')}</span>
                    ) : (
                      signedMoney(line.value)
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-medium">
                <td className="px-3 py-2">{t('admin.stockCount.total')}</td>
                <td className={WIDE} colSpan={3} />
                <td className={cn('px-3 py-2 text-right tabular-nums', tone(preview.units))}>
                  {signed(preview.units)}
                </td>
                <td className={cn('px-3 py-2 text-right tabular-nums', tone(preview.value))}>
                  {signedMoney(preview.value)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {preview.unvalued > 0 && (
        <p className="text-sm text-stone-700">
          {t('admin.stockCount.unvalued', { count: preview.unvalued })}
        </p>
      )}
    </div>
  );
}
