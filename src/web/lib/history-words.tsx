/**
 * An order's history speaks of parcels and returns in their own lazy words: this loads those its
 * lines need before showing them, and nothing more.
 */
import type { ReactNode } from 'react';
import type { Order } from '#shared/schemas/order';
import { DeliveryWords } from './delivery-words';
import { ReturnWords } from './return-words';

export function HistoryWords({
  history,
  children,
}: {
  history: Pick<Order['history'][number], 'kind'>[];
  children: ReactNode;
}) {
  let shown = children;
  if (history.some((event) => event.kind === 'return')) shown = <ReturnWords>{shown}</ReturnWords>;
  if (history.some((event) => event.kind === 'delivery')) {
    shown = <DeliveryWords>{shown}</DeliveryWords>;
  }
  return <>{shown}</>;
}
