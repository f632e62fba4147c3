/** A scheduled sale's countdown and price-change watch, loaded only when a sale has an end. */
import { lazy, Suspense } from 'react';
import { CountdownPlace } from './countdown-place';

const Countdown = lazy(() =>
  import('./sale-countdown').then((module) => ({ default: module.SaleCountdown })),
);
const Watch = lazy(() =>
  import('./sale-countdown').then((module) => ({ default: module.PriceChangeWatch })),
);

/** 'Ends in 02:14:09' until `endsAt`; nothing for a sale without an end. */
export function SaleEnds({ endsAt, className }: { endsAt?: string | null; className?: string }) {
  if (!endsAt) return null;
  return (
    <Suspense fallback={<CountdownPlace className={className} />}>
      <Countdown endsAt={endsAt} {...(className ? { className } : {})} />
    </Suspense>
  );
}

/** Fetches the catalogue again at `at` (a scheduled sale's start or end); nothing without one. */
export function PriceChangesAt({ at }: { at?: string | null }) {
  if (!at) return null;
  return (
    <Suspense fallback={null}>
      <Watch at={at} />
    </Suspense>
  );
}
