import type { AdminReturn } from '#shared/schemas/returns';
import { ProductImage } from '../../../../components/ui/product-image';
import { useI18n } from '../../../../lib/i18n';
import { DetailSection } from '../orders/detail-section';

/** The lines coming back, at the price paid less their coupon share, and what went on the shelf. */
export function ReturnLines({ value }: { value: AdminReturn }) {
  const { t, money, number } = useI18n();
  const received = value.receivedAt !== null;
  return (
    <DetailSection title={t('admin.returns.lines')}>
      <ul className="divide-y divide-stone-100">
        {value.lines.map((line) => (
          <li key={line.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
            <ProductImage
              src={line.image ?? undefined}
              alt=""
              sizes="56px"
              className="size-14 shrink-0 rounded-md"
            />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-stone-900">{line.name}</p>
              {line.variantTitle && <p className="text-sm text-stone-800">{line.variantTitle}</p>}
              <p className="text-sm text-stone-700 tabular-nums">
                {number(line.quantity)} × {money(line.unitPrice, { decimals: true })}
              </p>
              {received && (
                <p
                  className={
                    line.restocked < line.quantity
                      ? 'text-sm font-medium text-amber-800'
                      : 'text-sm text-green-800'
                  }
                >
                  {t('admin.returns.restocked', {
                    count: line.restocked,
                    quantity: line.quantity,
                  })}
                </p>
              )}
            </div>
            <div className="text-right whitespace-nowrap tabular-nums">
              <p className="font-medium">
                {money(line.unitPrice * line.quantity, { decimals: true })}
              </p>
              {line.discount > 0 && (
                <p className="text-sm text-emerald-700">
                  −{money(line.discount, { decimals: true })}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex justify-between border-t border-stone-100 pt-3 text-sm font-medium">
        <span>{t('admin.returns.worth')}</span>
        <span className="tabular-nums">{money(value.worth, { decimals: true })}</span>
      </p>
    </DetailSection>
  );
}
