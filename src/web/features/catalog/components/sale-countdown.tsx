/**
 * A scheduled sale's countdown ('Ends in 02:14:09', issue 19). Every countdown on the page reads
 * one shared 1-second ticker, running only while one is shown: no timer when no sale has an end.
 * At zero the catalogue's answers are fetched again, so the price changes with no reload. Loaded
 * only when a sale has an end (sale-timing.tsx), so cards cost the first load almost nothing.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { inLanguageDigits } from '#shared/numbers';
import { useI18n } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { cn } from '../../../lib/utils';
import { COUNTDOWN_CLASS, CountdownPlace } from './countdown-place';

const listeners = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | undefined;
let now = Date.now();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!ticker) {
    now = Date.now();
    ticker = setInterval(() => {
      now = Date.now();
      for (const each of listeners) each();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(ticker);
      ticker = undefined;
    }
  };
}

/** The shared second, from after the first render (the server's HTML shows no countdown). */
function useNow(): number | null {
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    setValue(Date.now());
    return subscribe(() => setValue(now));
  }, []);
  return value;
}

const CATALOGUE_ROOTS = [queryKeys.products(null)[0], queryKeys.product(0)[0]];
let refetchedAt = 0;

/**
 * Fetches the catalogue's answers again: a sale started or ended. Once for the many cards whose
 * sale ends together, and twice more a little later in case this device's clock runs ahead of
 * the shop's.
 */
export function useRefetchCatalogue() {
  const client = useQueryClient();
  return () => {
    const at = Date.now();
    if (at - refetchedAt < 1000) return;
    refetchedAt = at;
    const refetch = () => {
      for (const root of CATALOGUE_ROOTS) client.invalidateQueries({ queryKey: [root] });
    };
    refetch();
    setTimeout(refetch, 3000);
    setTimeout(refetch, 10_000);
  };
}

/** '02:14:09'; '3d 02:14:09' past a day ('৩ দিন ০২:১৪:০৯' in Bangla). */
function remainingText(ms: number, t: ReturnType<typeof useI18n>['t']): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(seconds / 86_400);
  const clock = [Math.floor(seconds / 3600) % 24, Math.floor(seconds / 60) % 60, seconds % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return days > 0 ? t('sales.countdown.days', { days, clock }) : clock;
}

export function SaleCountdown({ endsAt, className }: { endsAt: string; className?: string }) {
  const { t, language } = useI18n();
  const current = useNow();
  const refetch = useRefetchCatalogue();
  const left = current === null ? null : Date.parse(endsAt) - current;
  const over = left !== null && left <= 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when this end is reached
  useEffect(() => {
    if (over) refetch();
  }, [over, endsAt]);
  if (left === null) return <CountdownPlace className={className} />;
  if (over) return null;
  return (
    <p className={cn(COUNTDOWN_CLASS, className)} role="timer">
      {t('sales.countdown.endsIn', { time: inLanguageDigits(remainingText(left, t), language) })}
    </p>
  );
}

/** Fetches the catalogue again when a scheduled sale covering the product starts or ends. */
export function PriceChangeWatch({ at }: { at: string }) {
  const refetch = useRefetchCatalogue();
  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch is the same each render in effect
  useEffect(() => {
    const delay = Date.parse(at) - Date.now();
    if (!(delay < 2_147_483_647)) return;
    const timer = setTimeout(refetch, Math.max(delay, 0) + 200);
    return () => clearTimeout(timer);
  }, [at]);
  return null;
}
