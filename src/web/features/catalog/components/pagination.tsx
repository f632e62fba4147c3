import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';

/** Page numbers to show: the first, the last and two either side of the current, with gaps. */
function pageItems(page: number, pageCount: number): (number | 'gap')[] {
  const items: (number | 'gap')[] = [];
  for (let index = 1; index <= pageCount; index++) {
    if (index === 1 || index === pageCount || Math.abs(index - page) <= 1) items.push(index);
    else if (items.at(-1) !== 'gap') items.push('gap');
  }
  return items;
}

const ITEM =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600';

export function Pagination({
  page,
  pageCount,
  hrefForPage,
}: {
  page: number;
  pageCount: number;
  hrefForPage: (page: number) => string;
}) {
  const { t, number } = useI18n();
  if (pageCount <= 1) return null;
  const edge = (target: number, label: string, enabled: boolean) =>
    enabled ? (
      <Link
        to={hrefForPage(target)}
        preventScrollReset
        className={cn(ITEM, 'border-stone-300 bg-white hover:bg-stone-100')}
      >
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={cn(ITEM, 'border-stone-200 text-stone-400')}>
        {label}
      </span>
    );
  return (
    <nav
      aria-label={t('catalog.pages.label')}
      className="mt-8 flex flex-wrap items-center justify-center gap-2"
    >
      {edge(page - 1, t('catalog.pages.previous'), page > 1)}
      {pageItems(page, pageCount).map((item, index) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
          <span key={`gap-${index}`} className="px-1 text-stone-500" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={item}
            to={hrefForPage(item)}
            preventScrollReset
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('catalog.pages.page', { page: item })}
            className={cn(
              ITEM,
              item === page
                ? 'border-rose-700 bg-rose-700 text-white'
                : 'border-stone-300 bg-white hover:bg-stone-100',
            )}
          >
            {number(item)}
          </Link>
        ),
      )}
      {edge(page + 1, t('catalog.pages.next'), page < pageCount)}
    </nav>
  );
}
