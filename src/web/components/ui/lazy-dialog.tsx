import { type ReactNode, Suspense, useRef } from 'react';

/**
 * Renders a lazily loaded dialog (React.lazy) from the first time it opens, not with the page, so
 * Radix Dialog and what the dialog shows stay out of the first load (docs/decisions/007). Once
 * opened it stays mounted, so it closes as the dialog itself does.
 */
export function LazyDialog({ open, children }: { open: boolean; children: ReactNode }) {
  const opened = useRef(false);
  if (open) opened.current = true;
  if (!opened.current) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
