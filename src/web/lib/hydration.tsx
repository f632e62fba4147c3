/**
 * Hydration in slices (docs/decisions/009). Taking over a server-rendered page is one long task,
 * and a budget phone cannot answer a tap until it ends. Parts wrapped in `HydrateLater` (product
 * cards, the footer) keep their server HTML during that pass and are taken over one per task
 * right after, so no task grows long; a tap waits at most for one slice. Elsewhere, and in every
 * later render, `HydrateLater` is just its children.
 */
import { type ReactNode, Suspense } from 'react';

let hydrating = false;

/** Runs the page's hydration: the HydrateLater parts met during it are left for later tasks. */
export function hydrateInSlices(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

/** Resolves in a later task, so the browser can paint and answer input in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function Slice({ children }: { children: ReactNode }) {
  // Preact keeps a suspended part's server HTML while hydrating, and hydrates it when the promise
  // settles, each in its own task.
  if (hydrating) throw nextTask();
  return children;
}

/** `children` must render one element: Preact keeps exactly one server node per suspended part. */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Slice>{children}</Slice>
    </Suspense>
  );
}
