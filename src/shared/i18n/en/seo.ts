/** Titles and descriptions the server writes into each page for search engines and link previews. */
export const seo = {
  'seo.siteTitle': '{shop} | Beauty and fashion, delivered across Bangladesh',
  'seo.siteDescription':
    'Authentic makeup, skincare, handbags and shoes, delivered across Bangladesh. Pay by bKash, bank transfer or cash on delivery.',
  'seo.pageTitle': '{page} | {shop}',
  'seo.home': 'Home',
  'seo.allProducts': 'All products',
  'seo.searchResults': 'Search results for “{q}”',
  'seo.categoryDescription':
    '{category} at {shop}: authentic products with delivery across Bangladesh. Pay by bKash, bank transfer or cash on delivery.',
  'seo.productDescriptionFallback': '{name} at {shop}, delivered across Bangladesh.',
  'seo.about': 'About us',
  'seo.contact': 'Contact us',
  'seo.terms': 'Terms of service',
  'seo.privacy': 'Privacy policy',
  'seo.notFound': 'Page not found',
};
