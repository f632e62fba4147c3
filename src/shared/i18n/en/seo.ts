/**
 * Descriptions and breadcrumb words the server writes into each page for search engines and link
 * previews; titles come from src/shared/page-title.ts.
 */
export const seo = {
  'seo.siteDescription':
    'Authentic makeup, skincare, handbags and shoes, delivered across Bangladesh. Pay by bKash, bank transfer or cash on delivery.',
  'seo.home': 'Home',
  'seo.categoryDescription':
    '{category} at {shop}: authentic products with delivery across Bangladesh. Pay by bKash, bank transfer or cash on delivery.',
  'seo.productDescriptionFallback': '{name} at {shop}, delivered across Bangladesh.',
};
