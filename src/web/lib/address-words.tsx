/**
 * The address words (#shared/i18n/{en,bn}/addresses): the district and area fields and the saved
 * addresses, loaded by the checkout's first step and Account → Addresses, not with every page
 * (docs/decisions/007). Shared here because both features use them.
 */
import type { ReactNode } from 'react';
import { AreaMessages, type MessageLoaders } from './i18n';

export const ADDRESS_WORDS: MessageLoaders = {
  en: () => import('#shared/i18n/en/addresses').then((m) => m.addressMessages),
  bn: () => import('#shared/i18n/bn/addresses').then((m) => m.addressMessages),
};

/** Shows its children once the address words are there (nothing before: a moment on first use). */
export function AddressWords({ children }: { children: ReactNode }) {
  return <AreaMessages load={ADDRESS_WORDS}>{children}</AreaMessages>;
}
