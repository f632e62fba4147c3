import type { ProductSort } from '#shared/schemas/product';
import { fieldClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/utils';

const SORT_OPTIONS: { value: ProductSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'name_asc', label: 'Name A-Z' },
];

export function SortSelect({
  value,
  onChange,
}: {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}) {
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 lg:flex-none">
      <label
        htmlFor="product-sort"
        className="sr-only text-sm whitespace-nowrap text-stone-700 sm:not-sr-only"
      >
        Sort by
      </label>
      <select
        id="product-sort"
        value={value}
        onChange={(event) => onChange(event.target.value as ProductSort)}
        className={cn(fieldClasses, 'h-10 min-w-0 pr-2 lg:w-auto')}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
