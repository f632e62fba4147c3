/**
 * The complaint words (#shared/i18n/{en,bn}/complaints) load with the parts that show an order's
 * complaints (the order page, /track), not with every page (docs/decisions/007).
 */
import type { ReactNode } from 'react';
import { AreaMessages, type MessageLoaders } from './i18n';

export const COMPLAINT_WORDS: MessageLoaders = {
  en: () => import('#shared/i18n/en/complaints').then((m) => m.complaintMessages),
  bn: () => import('#shared/i18n/bn/complaints').then((m) => m.complaintMessages),
};

/** Shows its children once the complaint words are there (nothing before: a moment on first use). */
export function ComplaintWords({ children }: { children: ReactNode }) {
  return <AreaMessages load={COMPLAINT_WORDS}>{children}</AreaMessages>;
}
