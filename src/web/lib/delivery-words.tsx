/**
 * The parcel words (#shared/i18n/{en,bn}/delivery) load with the parts that show a parcel (the
 * order page's delivery card and history, /track), not with every page (docs/decisions/007).
 */
import type { ReactNode } from 'react';
import { AreaMessages, type MessageLoaders } from './i18n';

export const DELIVERY_WORDS: MessageLoaders = {
  en: () => import('#shared/i18n/en/delivery').then((m) => m.deliveryMessages),
  bn: () => import('#shared/i18n/bn/delivery').then((m) => m.deliveryMessages),
};

/** Shows its children once the parcel words are there (nothing before: a moment on first use). */
export function DeliveryWords({ children }: { children: ReactNode }) {
  return <AreaMessages load={DELIVERY_WORDS}>{children}</AreaMessages>;
}
