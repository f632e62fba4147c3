import { Pencil, TimerOff } from 'lucide-react';
import { Link } from 'react-router';
import type { Promotion } from '#shared/schemas/admin-promotions';
import { Button } from '../../../../components/ui/button';
import { useI18n } from '../../../../lib/i18n';
import { AdminTable } from '../layout/admin-table';
import {
  PromotionDates,
  PromotionDiscount,
  PromotionStatusBadge,
  PromotionTitle,
  PromotionUses,
} from './promotion-parts';

type ListProps = { promotions: Promotion[]; onEnd: (promotion: Promotion) => void };

const label = (promotion: Promotion) => promotion.code ?? promotion.name;

function PromotionActions({
  promotion,
  onEnd,
}: {
  promotion: Promotion;
  onEnd: ListProps['onEnd'];
}) {
  const { t } = useI18n();
  const name = label(promotion);
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="outline" size="sm" asChild>
        <Link
          to={`/admin/promotions/${promotion.id}/edit`}
          aria-label={t('admin.promotions.editName', { name })}
        >
          <Pencil aria-hidden="true" />
          {t('admin.promotions.edit')}
        </Link>
      </Button>
      {promotion.status !== 'ended' && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onEnd(promotion)}
          aria-label={t('admin.promotions.endNowName', { name })}
        >
          <TimerOff aria-hidden="true" />
          {t('admin.promotions.endNow')}
        </Button>
      )}
    </div>
  );
}

/** Wide screens: one row per promotion with its figures. */
export function PromotionsTable({ promotions, onEnd }: ListProps) {
  const { t, money, number } = useI18n();
  return (
    <AdminTable
      columns={[
        { label: t('admin.promotions.col.status') },
        { label: t('admin.promotions.col.promotion') },
        { label: t('admin.promotions.col.discount') },
        { label: t('admin.promotions.col.uses'), align: 'right' },
        { label: t('admin.promotions.col.orders'), align: 'right' },
        { label: t('admin.promotions.col.revenue'), align: 'right' },
        { label: t('admin.promotions.col.discountGiven'), align: 'right' },
        { label: t('admin.promotions.col.dates') },
        { label: t('admin.promotions.col.actions'), hidden: true },
      ]}
    >
      {promotions.map((promotion) => (
        <tr key={promotion.id} className="align-top">
          <td className="px-3 py-3">
            <PromotionStatusBadge promotion={promotion} />
          </td>
          <td className="max-w-48 px-3 py-3">
            <PromotionTitle promotion={promotion} />
          </td>
          <td className="px-3 py-3">
            <PromotionDiscount promotion={promotion} />
          </td>
          <td className="px-3 py-3 text-right tabular-nums">
            <PromotionUses promotion={promotion} />
          </td>
          <td className="px-3 py-3 text-right tabular-nums">{number(promotion.orders)}</td>
          <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
            {money(promotion.revenue)}
          </td>
          <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
            {money(promotion.discountGiven)}
          </td>
          <td className="px-3 py-3">
            <PromotionDates promotion={promotion} />
          </td>
          <td className="px-3 py-3">
            <PromotionActions promotion={promotion} onEnd={onEnd} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** Phones: a card per promotion. */
export function PromotionCards({ promotions, onEnd }: ListProps) {
  const { t, money, number } = useI18n();
  return (
    <ul className="space-y-3">
      {promotions.map((promotion) => (
        <li key={promotion.id} className="rounded-xl border border-stone-200 bg-white p-4">
          <div className="flex items-start justify-between gap-3">
            <PromotionTitle promotion={promotion} />
            <PromotionStatusBadge promotion={promotion} />
          </div>
          <div className="mt-2 text-sm">
            <PromotionDiscount promotion={promotion} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <div>
              <dt className="text-xs text-stone-600">{t('admin.promotions.col.uses')}</dt>
              <dd className="tabular-nums">
                <PromotionUses promotion={promotion} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-stone-600">{t('admin.promotions.col.orders')}</dt>
              <dd className="tabular-nums">{number(promotion.orders)}</dd>
            </div>
            <div>
              <dt className="text-xs text-stone-600">{t('admin.promotions.col.revenue')}</dt>
              <dd className="tabular-nums">{money(promotion.revenue)}</dd>
            </div>
            <div>
              <dt className="text-xs text-stone-600">{t('admin.promotions.col.discountGiven')}</dt>
              <dd className="tabular-nums">{money(promotion.discountGiven)}</dd>
            </div>
          </dl>
          <div className="mt-3">
            <PromotionDates promotion={promotion} />
          </div>
          <div className="mt-3 border-t border-stone-100 pt-3">
            <PromotionActions promotion={promotion} onEnd={onEnd} />
          </div>
        </li>
      ))}
    </ul>
  );
}
