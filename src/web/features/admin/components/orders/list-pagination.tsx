import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { useI18n } from '../../../../lib/i18n';

/**
 * Previous / Next links that keep the rest of the query string (filters, search), so a page can
 * be opened in a new tab or shared. Used by every paged admin list.
 */
export function ListPagination({
  page,
  pageSize,
  total,
  searchParams,
  noun,
}: {
  page: number;
  pageSize: number;
  total: number;
  searchParams: URLSearchParams;
  /** What the list holds, already in the reader's language ('orders'). */
  noun: string;
}) {
  const { t } = useI18n();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(searchParams);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    const query = next.toString();
    return query ? `?${query}` : '';
  };
  return (
    <nav
      aria-label={t('admin.pagination.label')}
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-stone-700"
    >
      <p>
        {first > total
          ? t('admin.pagination.noMore', { noun })
          : t('admin.pagination.range', { first, last, total, noun })}
      </p>
      <div className="flex items-center gap-2">
        <PageLink
          to={page > 1 ? hrefFor(page - 1) : undefined}
          label={t('admin.pagination.previous')}
        >
          <ChevronLeft aria-hidden="true" /> {t('admin.pagination.previous')}
        </PageLink>
        <span aria-current="page" className="px-1 whitespace-nowrap">
          {t('admin.pagination.page', { page, pages })}
        </span>
        <PageLink
          to={page < pages ? hrefFor(page + 1) : undefined}
          label={t('admin.pagination.next')}
        >
          {t('admin.pagination.next')} <ChevronRight aria-hidden="true" />
        </PageLink>
      </div>
    </nav>
  );
}

function PageLink({
  to,
  label,
  children,
}: {
  to: string | undefined;
  label: string;
  children: React.ReactNode;
}) {
  if (to === undefined) {
    return (
      <Button variant="outline" size="sm" disabled aria-label={label}>
        {children}
      </Button>
    );
  }
  return (
    <Button variant="outline" size="sm" asChild>
      <Link to={{ search: to }} aria-label={label}>
        {children}
      </Link>
    </Button>
  );
}
