import { useId, useState } from 'react';
import { categoryLabel } from '#shared/catalog';
import type { MessageKey } from '#shared/i18n/keys';
import type { MessageParams } from '#shared/i18n/translator';
import type { Product } from '#shared/schemas/product';
import { RETURN_POLICY_DAYS } from '#shared/shop';
import { useI18n } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';

const TABS = ['description', 'specifications', 'shipping'] as const;
type Tab = (typeof TABS)[number];

type Words = { key: MessageKey; params?: MessageParams };

/**
 * SHIPPING_OPTIONS and REFUND_TIME in #shared/shop, as words in the reader's language; the
 * numbers are parameters so Bangla shows its own digits.
 */
const SHIPPING: { name: MessageKey; time: Words; price: number }[] = [
  {
    name: 'catalog.shipping.standard',
    time: { key: 'catalog.shipping.businessDays', params: { from: 5, to: 7 } },
    price: 0,
  },
  {
    name: 'catalog.shipping.express',
    time: { key: 'catalog.shipping.businessDays', params: { from: 2, to: 3 } },
    price: 9_900,
  },
  {
    name: 'catalog.shipping.sameDay',
    time: { key: 'catalog.shipping.sameDayTime' },
    price: 19_900,
  },
];
const REFUND_TIME: Words = { key: 'catalog.shipping.businessDays', params: { from: 7, to: 10 } };

function TabBody({ tab, product, shopName }: { tab: Tab; product: Product; shopName: string }) {
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
        {SHIPPING.map((option) => (
          <li
            key={option.name}
            className="flex justify-between gap-4 rounded-lg bg-stone-50 px-4 py-3"
          >
            <span>
              <span className="font-medium text-stone-900">{t(option.name)}</span> ·{' '}
              {t(option.time.key, option.time.params)}
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
          refund: t(REFUND_TIME.key, REFUND_TIME.params),
        })}
      </p>
    </div>
  );
}

/** Description, Specifications and Shipping & Returns, as accessible tabs. */
export function ProductDetailsTabs({ product, shopName }: { product: Product; shopName: string }) {
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
      <div role="tablist" className="flex gap-1 overflow-x-auto border-b border-stone-200">
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
              '-mb-px shrink-0 border-b-2 px-4 py-3 text-sm font-medium',
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
        <TabBody tab={active} product={product} shopName={shopName} />
      </div>
    </section>
  );
}
