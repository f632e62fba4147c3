import { useId } from 'react';
import { categoryLabel, PRODUCT_CATEGORIES, PRODUCT_STATUSES } from '#shared/catalog';
import { fieldClasses } from '../../../../components/ui/input';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import type { AdminProductsFilter } from '../../utils/products-filter';
import { SearchField } from '../orders/search-field';
import { productStatusLabel } from './product-status-badge';

type FilterChange = Partial<Omit<AdminProductsFilter, 'page'>>;

const SELECT = cn(fieldClasses, 'h-10 sm:w-44');

export function ProductsToolbar({
  filter,
  onChange,
}: {
  filter: AdminProductsFilter;
  onChange: (change: FilterChange, options?: { replace: boolean }) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchField
        id={`${id}-search`}
        label={t('admin.products.search')}
        placeholder={t('admin.products.searchPlaceholder')}
        value={filter.q ?? ''}
        // Each keystroke pause must not add a history entry.
        onSearch={(q) => onChange({ q: q || undefined }, { replace: true })}
      />
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <label className="sr-only" htmlFor={`${id}-category`}>
          {t('admin.products.column.category')}
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
          <option value="">{t('admin.products.allCategories')}</option>
          {PRODUCT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(t, category)}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor={`${id}-status`}>
          {t('admin.filter.status')}
        </label>
        <select
          id={`${id}-status`}
          className={SELECT}
          value={filter.status ?? ''}
          onChange={(event) =>
            onChange({ status: (event.target.value || undefined) as AdminProductsFilter['status'] })
          }
        >
          <option value="">{t('admin.filter.allStatuses')}</option>
          {PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {productStatusLabel(t, status)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
