import { useId, useState } from 'react';
import { CATEGORY_LABELS } from '#shared/catalog';
import type { Product } from '#shared/schemas/product';
import { REFUND_TIME, RETURN_POLICY_DAYS, SHIPPING_OPTIONS } from '#shared/shop';
import { cn } from '../../../lib/utils';

const TABS = ['Description', 'Specifications', 'Shipping & Returns'] as const;
type Tab = (typeof TABS)[number];

const STATUS_LABELS: Record<Product['status'], string> = {
  active: 'Active',
  inactive: 'Inactive',
  out_of_stock: 'Out of stock',
};

function TabBody({ tab, product, shopName }: { tab: Tab; product: Product; shopName: string }) {
  if (tab === 'Description') {
    return (
      <p className="leading-relaxed whitespace-pre-line text-stone-700">{product.description}</p>
    );
  }
  if (tab === 'Specifications') {
    const rows = [
      ['Brand', product.brand ?? shopName],
      ['Category', CATEGORY_LABELS[product.category]],
      ['Stock', `${product.stockQuantity} units`],
      ['Status', STATUS_LABELS[product.status]],
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
              <span className="font-medium text-stone-900">{option.name}</span> · {option.time}
            </span>
            <span className="font-medium text-stone-900">{option.price}</span>
          </li>
        ))}
      </ul>
      <p>
        Returns are accepted within {RETURN_POLICY_DAYS} days of delivery; refunds take{' '}
        {REFUND_TIME}.
      </p>
    </div>
  );
}

/** Description, Specifications and Shipping & Returns, as accessible tabs. */
export function ProductDetailsTabs({ product, shopName }: { product: Product; shopName: string }) {
  const [active, setActive] = useState<Tab>('Description');
  const baseId = useId();
  const move = (by: number) => {
    const next = TABS[(TABS.indexOf(active) + by + TABS.length) % TABS.length] ?? 'Description';
    setActive(next);
    document.getElementById(`${baseId}-${TABS.indexOf(next)}-tab`)?.focus();
  };

  return (
    <section className="mt-12" aria-label="Product details">
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
            {tab}
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
