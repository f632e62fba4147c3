/** The header's links, as the spec lists them. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Products' },
  { to: '/products/makeup', label: 'Makeup' },
  { to: '/products/skincare', label: 'Skincare' },
  { to: '/products/handbags', label: 'Handbags' },
  { to: '/products/shoes', label: 'Shoes' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;
