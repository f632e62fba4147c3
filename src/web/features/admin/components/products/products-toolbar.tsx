import { useId } from 'react';
import { CATEGORY_LABELS, PRODUCT_CATEGORIES, PRODUCT_STATUSES } from '#shared/catalog';
import { fieldClasses } from '../../../../components/ui/input';
import { cn } from '../../../../lib/utils';
import type { AdminProductsFilter } from '../../utils/products-filter';
import { SearchField } from '../orders/search-field';
import { PRODUCT_STATUS_LABELS } from './product-status-badge';

type FilterChange = Partial<Omit<AdminProductsFilter, 'page'>>;

const SELECT = cn(fieldClasses, 'h-10 sm:w-44');

export function ProductsToolbar({
  filter,
  onChange,
}: {
  filter: AdminProductsFilter;
  onChange: (change: FilterChange, options?: { replace: boolean }) => void;
}) {
  const id = useId();
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchField
        id={`${id}-search`}
        label="Search products"
        placeholder="Search by name, brand or description"
        value={filter.q ?? ''}
        // Each keystroke pause must not add a history entry.
        onSearch={(q) => onChange({ q: q || undefined }, { replace: true })}
      />
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <label className="sr-only" htmlFor={`${id}-category`}>
          Category
        </label>
        <select
          id={`${id}-category`}
          className={SELECT}
          value={filter.category ?? ''}
          onChange={(event) =>
            onChange({
              category: (event.target.value || undefined) as AdminProductsFilter['category'],
            })
          }
        >
          <option value="">All categories</option>
          {PRODUCT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor={`${id}-status`}>
          Status
        </label>
        <select
          id={`${id}-status`}
          className={SELECT}
          value={filter.status ?? ''}
          onChange={(event) =>
            onChange({ status: (event.target.value || undefined) as AdminProductsFilter['status'] })
          }
        >
          <option value="">All statuses</option>
          {PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PRODUCT_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
