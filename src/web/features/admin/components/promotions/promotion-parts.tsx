import type { Promotion } from '#shared/schemas/admin-promotions';
import { Badge } from '../../../../components/ui/badge';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';

const STATUS_CLASSES: Record<Promotion['status'], string> = {
  scheduled: 'bg-sky-100 text-sky-900',
  running: 'bg-emerald-100 text-emerald-900',
  ended: 'bg-stone-200 text-stone-800',
  used_up: 'bg-amber-100 text-amber-900',
};

/** Where it stands now (one switched off has ended). */
export function PromotionStatusBadge({ promotion }: { promotion: Promotion }) {
  const { t } = useI18n();
  return (
    <Badge
      variant="secondary"
      className={cn('whitespace-nowrap', STATUS_CLASSES[promotion.status])}
    >
      {t(`admin.promotions.status.${promotion.status}`)}
    </Badge>
  );
}

/** 'EID20' in a code face with its name under it; a sale shows its name and kind. */
export function PromotionTitle({ promotion }: { promotion: Promotion }) {
  const { t } = useI18n();
  return (
    <div className="min-w-0">
      {promotion.code ? (
        <p className="font-mono font-semibold tracking-wide break-all text-stone-900">
          {promotion.code}
        </p>
      ) : (
        <p className="font-medium text-stone-900">{promotion.name}</p>
      )}
      <p className="text-xs text-stone-600">
        {promotion.code ? `${promotion.name} · ` : ''}
        {t(`admin.promotions.kind.${promotion.kind}`)}
      </p>
    </div>
  );
}

export function PromotionDiscount({ promotion }: { promotion: Promotion }) {
  const { t, money } = useI18n();
  const p = promotion;
  const main =
    p.discountType === 'percent'
      ? p.maxDiscount === null
        ? t('admin.promotions.discount.percent', { value: p.discountValue })
        : t('admin.promotions.discount.percentCapped', {
            value: p.discountValue,
            cap: money(p.maxDiscount),
          })
      : p.discountType === 'fixed'
        ? t('admin.promotions.discount.fixed', { amount: money(p.discountValue) })
        : t('admin.promotions.discount.free_delivery');
  return (
    <div>
      <p className="font-medium text-stone-900">{main}</p>
      {p.minSubtotal !== null && p.minSubtotal > 0 && (
        <p className="text-xs text-stone-600">
          {t('admin.promotions.minimum', { amount: money(p.minSubtotal) })}
        </p>
      )}
    </div>
  );
}

export function PromotionUses({ promotion }: { promotion: Promotion }) {
  const { t } = useI18n();
  if (promotion.kind === 'sale') return <span className="text-stone-500">–</span>;
  return (
    <span className="whitespace-nowrap">
      {promotion.usageLimit === null
        ? t('admin.promotions.usesUnlimited', { uses: promotion.uses })
        : t('admin.promotions.uses', { uses: promotion.uses, limit: promotion.usageLimit })}
    </span>
  );
}

/** From and until, in Dhaka time (the translator's dates are Dhaka's). */
export function PromotionDates({ promotion }: { promotion: Promotion }) {
  const { t, dateTime } = useI18n();
  return (
    <div className="text-xs text-stone-700">
      <p className="whitespace-nowrap">
        {t('admin.promotions.from', { date: dateTime(promotion.startsAt) })}
      </p>
      <p className="whitespace-nowrap">
        {promotion.endsAt
          ? t('admin.promotions.until', { date: dateTime(promotion.endsAt) })
          : t('admin.promotions.noEnd')}
      </p>
      {!promotion.active && <p className="font-medium text-red-800">{t('admin.promotions.off')}</p>}
    </div>
  );
}
