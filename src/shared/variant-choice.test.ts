import { describe, expect, it } from 'vitest';
import { productPageName } from './page-title';
import type { Product, ProductVariant } from './schemas/product';
import {
  choose,
  chosenVariant,
  initialChoice,
  missingOption,
  optionValues,
  variantFromSearch,
} from './variant-choice';
import { asVariant, variantOptions } from './variant-product';

function variant(
  id: number,
  options: string[],
  extra: Partial<ProductVariant> = {},
): ProductVariant {
  return {
    id,
    sku: `SKU-${id}`,
    options,
    price: 100_000,
    salePrice: null,
    stockQuantity: 5,
    status: 'active',
    swatch: null,
    shadeFamily: null,
    images: [],
    ...extra,
  };
}

const base: Product = {
  id: 12,
  name: 'Matte Lipstick',
  description: '',
  price: 90_000,
  salePrice: null,
  category: 'makeup',
  brand: null,
  images: ['p1.webp', 'p2.webp'],
  stockQuantity: 10,
  status: 'active',
  featured: false,
  rating: { average: 0, count: 0 },
  createdAt: '2026-01-01T00:00:00.000Z',
};

const lipstick: Product = {
  ...base,
  options: [{ position: 1, name: 'Shade' }],
  variants: [
    variant(345, ['Ruby Woo'], { swatch: '#9b111e', images: ['ruby.webp', 'p2.webp'] }),
    variant(346, ['Velvet Teddy'], { swatch: '#a0695f', salePrice: 90_000 }),
    variant(347, ['Diva'], { swatch: '#5c1a1b', stockQuantity: 0 }),
    variant(348, ['Mehr'], { swatch: '#b46a6a', status: 'inactive' }),
  ],
};

// A shoe in two colours and three sizes; Black in 37 is sold out, Tan comes in 36 only.
const shoe: Product = {
  ...base,
  options: [
    { position: 1, name: 'Colour' },
    { position: 2, name: 'Size' },
  ],
  variants: [
    variant(1, ['Black', '36']),
    variant(2, ['Black', '37'], { stockQuantity: 0 }),
    variant(3, ['Black', '38']),
    variant(4, ['Tan', '36']),
  ],
};

describe('variant choice', () => {
  it('lists each value once, with its swatch, and sold out only when no variant of it can be bought', () => {
    expect(optionValues(lipstick, 0)).toEqual([
      { value: 'Ruby Woo', swatch: '#9b111e', soldOut: false },
      { value: 'Velvet Teddy', swatch: '#a0695f', soldOut: false },
      { value: 'Diva', swatch: '#5c1a1b', soldOut: true },
      { value: 'Mehr', swatch: '#b46a6a', soldOut: true },
    ]);
    // Size 37 is sold out in every colour; Black still has other sizes.
    expect(optionValues(shoe, 1).map(({ value, soldOut }) => [value, soldOut])).toEqual([
      ['36', false],
      ['37', true],
      ['38', false],
    ]);
    expect(optionValues(shoe, 0).every((item) => !item.soldOut)).toBe(true);
  });

  it("takes the address's variant only when it is one of the product's", () => {
    const search = (query: string) => new URLSearchParams(query);
    expect(variantFromSearch(lipstick, search('variant=345'))?.sku).toBe('SKU-345');
    for (const query of ['', 'variant=999', 'variant=abc', 'variant=-345', 'variant=1e3']) {
      expect(variantFromSearch(lipstick, search(query)), query).toBeUndefined();
    }
    // A product without options has nothing to name.
    expect(variantFromSearch(base, search('variant=345'))).toBeUndefined();
  });

  it('starts from the named variant, else with only single-valued options chosen', () => {
    expect(initialChoice(lipstick, lipstick.variants?.[0])).toEqual(['Ruby Woo']);
    expect(initialChoice(lipstick)).toEqual([null]);
    const oneSize: Product = {
      ...shoe,
      variants: [variant(1, ['Black', '36']), variant(2, ['Tan', '36'])],
    };
    expect(initialChoice(oneSize)).toEqual([null, '36']);
    expect(initialChoice(base)).toEqual([]);
  });

  it('finds the variant once every option is chosen, and names the first missing option', () => {
    expect(chosenVariant(shoe, ['Black', null])).toBeUndefined();
    expect(missingOption(shoe, ['Black', null])).toBe('Size');
    expect(missingOption(shoe, [null, null])).toBe('Colour');
    expect(chosenVariant(shoe, ['Black', '38'])?.id).toBe(3);
    expect(missingOption(shoe, ['Black', '38'])).toBeUndefined();
    expect(chosenVariant(base, [])).toBeUndefined();
  });

  it('keeps the other choices when the combination can be bought, and lets them go when not', () => {
    expect(choose(shoe, ['Black', null], 1, '38')).toEqual(['Black', '38']);
    expect(choose(shoe, ['Black', '36'], 0, 'Tan')).toEqual(['Tan', '36']);
    // Tan has no 38: choosing Tan lets the size go rather than leave the shopper stuck.
    expect(choose(shoe, ['Black', '38'], 0, 'Tan')).toEqual(['Tan', null]);
  });

  it("sells the product at the variant's price and stock, its own pictures first", () => {
    const ruby = lipstick.variants?.[0];
    expect(asVariant(lipstick, ruby)).toMatchObject({
      price: 100_000,
      salePrice: null,
      stockQuantity: 5,
      images: ['ruby.webp', 'p2.webp', 'p1.webp'],
    });
    expect(asVariant(lipstick, lipstick.variants?.[3]).stockQuantity).toBe(0);
    expect(asVariant(lipstick, undefined)).toBe(lipstick);
  });

  it('names the variant for the cart line and the page title', () => {
    const black38 = shoe.variants?.[2] as ProductVariant;
    expect(variantOptions(shoe, black38)).toEqual([
      { name: 'Colour', value: 'Black' },
      { name: 'Size', value: '38' },
    ]);
    expect(productPageName('Block Heels', black38)).toBe('Block Heels – Black / 38');
    expect(productPageName('Block Heels')).toBe('Block Heels');
  });
});
