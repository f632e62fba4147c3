/**
 * The store credit the shopper asks the order to take (decision 049), beside the quote that prices
 * it: the server refuses more than she holds or the order needs, and credit paying everything
 * unless the method is cash on delivery, so Use picks cash on delivery for her then.
 */
import { useCallback, useEffect, useState } from 'react';
import type { PaymentMethod } from '#shared/pricing';
import type { CartQuote } from '#shared/schemas/promotion';
import { apiErrorCode, apiErrorMessage, hasStatus } from '../../../lib/api-errors';
import type { CreditBoxProps } from '../utils/quoted-totals';

export function useStoreCredit() {
  // Poisha asked for; `paysAll`: she asked for all that was left to pay.
  const [asked, setAsked] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [paysAll, setPaysAll] = useState(false);
  const choose = useCallback((next: number, all: boolean) => {
    setRefusal(null);
    setPaysAll(all);
    setAsked(next);
  }, []);
  // What the quote request carries: nothing while none is asked.
  const request = asked > 0 ? { credit: asked } : {};
  return { asked, refusal, paysAll, request, choose, setRefusal };
}

type Quote = { data: CartQuote | undefined; error: Error | null; isFetching: boolean };

/** What the quote says back: a refusal returns the credit to none with its reason. */
export function useCreditFollowsQuote(
  credit: ReturnType<typeof useStoreCredit>,
  quote: Quote,
  method: PaymentMethod,
) {
  const { asked, paysAll, choose, setRefusal } = credit;
  // More than she holds or the order needs, or paying it all by another method than cash on
  // delivery (chosen after using it): back to none, the reason beside the box.
  useEffect(() => {
    const error = quote.error;
    if (asked === 0 || !error) return;
    if (!apiErrorCode(error)?.startsWith('CREDIT_') && !hasStatus(error, 400)) return;
    choose(0, false);
    setRefusal(apiErrorMessage(error, ''));
  }, [quote.error, asked, choose, setRefusal]);
  // Paying it all moved her to cash on delivery, whose COD charge (outside Dhaka) leaves a little
  // to pay: the credit takes that too while she holds enough.
  const quoted = quote.data?.credit;
  const left = quote.isFetching ? 0 : (quote.data?.total ?? 0);
  useEffect(() => {
    if (!paysAll || method !== 'cod' || !quoted || left === 0 || quoted.used !== asked) return;
    if (quoted.used + left <= quoted.balance) choose(quoted.used + left, true);
  }, [paysAll, method, quoted, left, asked, choose]);
}

/** The review's box for this quote, or null when she holds no credit. */
export function creditBoxProps(
  credit: ReturnType<typeof useStoreCredit>,
  quote: CartQuote | undefined,
  method: PaymentMethod,
  chooseCod: () => void,
): CreditBoxProps | null {
  const held = quote?.credit;
  if (!quote || !held || held.balance === 0) return null;
  // What is left to pay before any credit.
  const payable = quote.total + held.used;
  return {
    credit: held,
    max: Math.min(held.balance, payable),
    paysAll: held.used > 0 && quote.total === 0,
    refusal: credit.refusal,
    onUse: (next) => {
      // More than that is refused as it stands (the server says the most it takes).
      const all = next === payable;
      // Nothing would be left for another method to take: the server takes only cash on delivery
      // then, with nothing to collect.
      if (all && method !== 'cod') chooseCod();
      credit.choose(next, all);
    },
    onRemove: () => credit.choose(0, false),
  };
}
