import { AlertCircle } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useI18n } from '../../../../lib/i18n';

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
