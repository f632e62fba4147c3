import type { ProductSort } from '#shared/schemas/product';
import { fieldClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/utils';

const SORT_OPTIONS: { value: ProductSort | ''; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'name_asc', label: 'Name A-Z' },
];

/** The spec's four sorts, plus 'Best Match' (the server's default) while searching. */
export function SortSelect({
  value,
  searching,
  onChange,
}: {
  value: ProductSort | undefined;
  searching: boolean;
  onChange: (sort: ProductSort | undefined) => void;
}) {
  const options = searching ? [{ value: '', label: 'Best Match' }, ...SORT_OPTIONS] : SORT_OPTIONS;
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
        value={value ?? (searching ? '' : 'newest')}
        onChange={(event) => onChange((event.target.value || undefined) as ProductSort | undefined)}
        className={cn(fieldClasses, 'h-10 min-w-0 pr-2 lg:w-auto')}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
