import { useI18n } from '../../lib/i18n';
import { cn } from '../../lib/utils';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useI18n();
  return (
    <span role="status" className={cn('inline-flex', className)}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-rose-200 border-t-rose-700"
      />
      <span className="sr-only">{label ?? t('common.loadingShort')}</span>
    </span>
  );
}

/** The centred spinner protected pages show while the session loads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner />
    </div>
  );
}
