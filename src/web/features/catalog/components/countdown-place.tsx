import { cn } from '../../../lib/utils';

/** The countdown's line; the same line, blank, holds its place until it shows (no layout shift). */
export const COUNTDOWN_CLASS = 'text-xs font-medium text-rose-700 tabular-nums';

export function CountdownPlace({ className }: { className?: string | undefined }) {
  return (
    <p className={cn(COUNTDOWN_CLASS, className)} aria-hidden="true">
      {'\u00a0'}
    </p>
  );
}
