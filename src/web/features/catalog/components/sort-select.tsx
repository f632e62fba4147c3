import type { ProductSort } from '#shared/catalog';
import { fieldClasses } from '../../../components/ui/input';
import { useI18n } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';

/** The spec's four sorts, in its order; each reads as `catalog.sort.<value>`. */
const SORTS = ['newest', 'price_asc', 'price_desc', 'name_asc'] as const satisfies ProductSort[];

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
  const { t } = useI18n();
  const sorts = SORTS.map((sort) => ({ value: sort, label: t(`catalog.sort.${sort}`) }));
  const options = searching ? [{ value: '', label: t('catalog.sort.best') }, ...sorts] : sorts;
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 lg:flex-none">
      <label
        htmlFor="product-sort"
        className="sr-only text-sm whitespace-nowrap text-stone-700 sm:not-sr-only"
      >
        {t('catalog.sort.label')}
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
