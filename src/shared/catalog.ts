/** The shop's product categories, in the order the header and tiles show them. */
export const PRODUCT_CATEGORIES = [
  'makeup',
  'skincare',
  'handbags',
  'shoes',
  'accessories',
  'clothing',
  'kids',
  'men',
  'minis',
  'designer',
  'home',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const PRODUCT_STATUSES = ['active', 'inactive', 'out_of_stock'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export function isProductCategory(value: string): value is ProductCategory {
  return (PRODUCT_CATEGORIES as readonly string[]).includes(value);
}

export const CATEGORY_LABELS: Record<ProductCategory, string> = {
  makeup: 'Makeup',
  skincare: 'Skincare',
  handbags: 'Handbags',
  shoes: 'Shoes',
  accessories: 'Accessories',
  clothing: 'Clothing',
  kids: 'Kids',
  men: 'Men',
  minis: 'Minis',
  designer: 'Designer',
  home: 'Home',
};

/** Spec section 2 (Home): 'starting at' prices, in poisha. The seed never prices below them. */
export const CATEGORY_STARTING_PRICES = {
  makeup: 200_000,
  skincare: 150_000,
  handbags: 500_000,
  shoes: 300_000,
} as const satisfies Partial<Record<ProductCategory, number>>;

export const PRODUCT_PAGE_SIZE = 24;
export const RELATED_PRODUCTS_LIMIT = 4;
export const SKELETON_CARD_COUNT = 9;
export const FEATURED_PRODUCTS_COUNT = 6;
export const GALLERY_PRODUCTS_COUNT = 10;
