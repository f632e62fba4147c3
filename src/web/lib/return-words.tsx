/**
 * The return words (#shared/i18n/{en,bn}/returns) load with the order page's return parts, not
 * with every page (docs/decisions/007).
 */
import type { ReactNode } from 'react';
import { AreaMessages, type MessageLoaders } from './i18n';

export const RETURN_WORDS: MessageLoaders = {
  en: () => import('#shared/i18n/en/returns').then((m) => m.returnMessages),
  bn: () => import('#shared/i18n/bn/returns').then((m) => m.returnMessages),
};

/** Shows its children once the return words are there (nothing before: a moment on first use). */
export function ReturnWords({ children }: { children: ReactNode }) {
  return <AreaMessages load={RETURN_WORDS}>{children}</AreaMessages>;
}
