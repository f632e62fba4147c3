import { useId, useState } from 'react';
import { categoryLabel } from '#shared/catalog';
import type { Product } from '#shared/schemas/product';
import { REFUND_DAYS, RETURN_POLICY_DAYS, SHIPPING_OPTIONS } from '#shared/shop-terms';
import { useI18n } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';

const TABS = ['description', 'specifications', 'shipping'] as const;
type Tab = (typeof TABS)[number];

type DetailsProps = {
  product: Product;
  shopName: string;
  /** The chosen shade's or size's; a product without options shows none, as before. */
  sku?: string | undefined;
};

function TabBody({ tab, product, shopName, sku }: DetailsProps & { tab: Tab }) {
  const { t, money } = useI18n();
  if (tab === 'description') {
    return (
      <p className="leading-relaxed whitespace-pre-line text-stone-700">{product.description}</p>
    );
  }
  if (tab === 'specifications') {
    const rows = [
      [t('catalog.details.brand'), product.brand ?? shopName],
      [t('catalog.details.category'), categoryLabel(t, product.category)],
      [t('catalog.details.stock'), t('catalog.details.units', { count: product.stockQuantity })],
      [t('catalog.details.status'), t(`catalog.details.status.${product.status}`)],
      ...(sku ? [[t('catalog.details.sku'), sku]] : []),
    ];
    return (
      <dl className="divide-y divide-stone-200 rounded-lg border border-stone-200">
        {rows.map(([term, value]) => (
          <div key={term} className="grid grid-cols-3 gap-4 px-4 py-3 text-sm">
            <dt className="font-medium text-stone-900">{term}</dt>
            <dd className="col-span-2 text-stone-700">{value}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <div className="space-y-4 text-sm text-stone-700">
      <ul className="space-y-2">
        {SHIPPING_OPTIONS.map((option) => (
          <li
            key={option.name}
            className="flex justify-between gap-4 rounded-lg bg-stone-50 px-4 py-3"
          >
            <span>
              <span className="font-medium text-stone-900">
                {t(`catalog.shipping.${option.name}`)}
              </span>{' '}
              ·{' '}
              {option.days
                ? t('catalog.shipping.businessDays', option.days)
                : t('catalog.shipping.sameDayTime')}
            </span>
            <span className="font-medium text-stone-900">
              {option.price === 0 ? t('catalog.shipping.free') : money(option.price)}
            </span>
          </li>
        ))}
      </ul>
      <p>
        {t('catalog.shipping.returns', {
          days: RETURN_POLICY_DAYS,
          refund: t('catalog.shipping.businessDays', REFUND_DAYS),
        })}
      </p>
    </div>
  );
}

/** Description, Specifications and Shipping & Returns, as accessible tabs. */
export function ProductDetailsTabs({ product, shopName, sku }: DetailsProps) {
  const { t } = useI18n();
  const [active, setActive] = useState<Tab>('description');
  const baseId = useId();
  const move = (by: number) => {
    const next = TABS[(TABS.indexOf(active) + by + TABS.length) % TABS.length] ?? 'description';
    setActive(next);
    document.getElementById(`${baseId}-${TABS.indexOf(next)}-tab`)?.focus();
  };

  return (
    <section className="mt-12" aria-label={t('catalog.details.label')}>
      {/* Three equal columns on a phone, where a long name wraps rather than hides past the edge. */}
      <div role="tablist" className="grid grid-cols-3 border-b border-stone-200 sm:flex sm:gap-1">
        {TABS.map((tab, index) => (
          <button
            key={tab}
            id={`${baseId}-${index}-tab`}
            type="button"
            role="tab"
            aria-selected={tab === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === active ? 0 : -1}
            onClick={() => setActive(tab)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(1);
              if (event.key === 'ArrowLeft') move(-1);
            }}
            className={cn(
              '-mb-px border-b-2 px-2 py-3 text-sm leading-snug font-medium sm:px-4',
              tab === active
                ? 'border-rose-700 text-rose-700'
                : 'border-transparent text-stone-600 hover:text-stone-900',
            )}
          >
            {t(`catalog.details.${tab}`)}
          </button>
        ))}
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-${TABS.indexOf(active)}-tab`}
        className="py-6"
      >
        <TabBody tab={active} product={product} shopName={shopName} sku={sku} />
      </div>
    </section>
  );
}
