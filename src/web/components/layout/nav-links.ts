import type { MessageKey } from '#shared/i18n/keys';

/** The header's links, as the spec lists them; the label is a message key. */
export const NAV_LINKS = [
  { to: '/', label: 'common.nav.home' },
  { to: '/products', label: 'common.nav.products' },
  { to: '/products/makeup', label: 'catalog.category.makeup' },
  { to: '/products/skincare', label: 'catalog.category.skincare' },
  { to: '/products/handbags', label: 'catalog.category.handbags' },
  { to: '/products/shoes', label: 'catalog.category.shoes' },
  { to: '/about', label: 'common.nav.about' },
  { to: '/contact', label: 'common.nav.contact' },
] as const satisfies readonly { to: string; label: MessageKey }[];
