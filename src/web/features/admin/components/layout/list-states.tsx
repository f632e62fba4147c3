import type { UseQueryResult } from '@tanstack/react-query';
import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';

/** Grey rows in the shape of the list while it loads. */
export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useI18n();
  return (
    <div className="space-y-3" role="status" aria-busy="true">
      <span className="sr-only">{t('admin.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className="h-14 w-full" />
      ))}
    </div>
  );
}

/** A failed load, with the reason and a way to ask again. */
export function ListError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: Error | null;
  onRetry: () => void;
}) {
  const { t, message } = useI18n();
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-5 py-8 text-center text-red-900"
    >
      <AlertCircle className="mx-auto size-8" aria-hidden="true" />
      <p className="mt-3 font-medium">{title}</p>
      {error?.message && <p className="mt-1 text-sm">{message(error.message)}</p>}
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        {t('admin.tryAgain')}
      </Button>
    </div>
  );
}

/**
 * An admin list's states: rows of grey while it first loads, the failure with a retry, the empty
 * state, else the list, dimmed while the next page or filter loads over it.
 */
export function ListStates<Data>({
  query,
  loadFailed,
  skeletonRows = 6,
  keepListOnError = false,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<Data>;
  /** The failure's title, e.g. 'Could not load the orders'. */
  loadFailed: string;
  skeletonRows?: number;
  /** A failed refetch leaves the list it had on screen instead of the failure. */
  keepListOnError?: boolean;
  isEmpty: (data: Data) => boolean;
  empty: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton rows={skeletonRows} />;
  const data = query.data;
  // Neither loading nor holding data: the load failed.
  if (data === undefined || (query.isError && !keepListOnError)) {
    return (
      <ListError title={loadFailed} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  if (isEmpty(data)) return empty;
  return (
    <div
      className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}
      aria-busy={query.isPlaceholderData}
    >
      {children(data)}
    </div>
  );
}
