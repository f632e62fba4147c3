import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '#shared/i18n/catalogues';
import { createTranslator } from '#shared/i18n/translator';
import type { AdminProduct } from '#shared/schemas/admin';
import { type ProductFormValues, parseProductForm, productFormValues } from './product-form-values';
import { imageRowsFrom } from './product-image-rows';

const filled = (overrides: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...productFormValues(),
  name: 'Matte Lipstick',
  category: 'makeup',
  price: '1250.50',
  stockQuantity: '12',
  ...overrides,
});

const { message } = createTranslator('en', ALL_MESSAGES.en);

/** The errors as the admin reads them in English. */
const errorsOf = (values: ProductFormValues) => {
  const result = parseProductForm(values, message);
  if (result.success) return {};
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, message(error)]),
  );
};

describe('parseProductForm', () => {
  it('turns taka into poisha and drops empty image rows', () => {
    const result = parseProductForm(
      filled({
        salePrice: '999.99',
        actualPrice: '700',
        brand: '  ',
        searchWords: ' লিপস্টিক   lipistik ',
        banglaKind: ' লিপস্টিক ',
        skinTypes: ['combination', 'oily'],
        images: imageRowsFrom(['', 'https://cdn.example/a.jpg', ' ']),
      }),
    );
    expect(result).toEqual({
      success: true,
      data: {
        name: 'Matte Lipstick',
        description: '',
        // Trimmed, one space between words.
        searchWords: 'লিপস্টিক lipistik',
        banglaKind: 'লিপস্টিক',
        // In SKIN_TYPES' order, whatever order they were ticked in.
        skinTypes: ['oily', 'combination'],
        category: 'makeup',
        price: 125_050,
        salePrice: 99_999,
        actualPrice: 70_000,
        stockQuantity: 12,
        brand: null,
        status: 'active',
        featured: false,
        images: ['https://cdn.example/a.jpg'],
      },
    });
  });

  it('keeps floating-point taka exact in poisha', () => {
    const result = parseProductForm(filled({ price: '19.99', salePrice: '0.29' }));
    expect(result.success && [result.data.price, result.data.salePrice]).toEqual([1999, 29]);
  });

  it('asks for the required fields', () => {
    expect(errorsOf(productFormValues())).toEqual({
      name: 'Name is required',
      category: 'Choose a category',
      price: 'Price is required',
      stockQuantity: 'Stock is required',
    });
  });

  it('refuses a negative price, a third decimal and a fractional stock', () => {
    expect(errorsOf(filled({ price: '-1' })).price).toBe('Price cannot be below 0');
    expect(errorsOf(filled({ price: '1.005' })).price).toBe('Price can have at most 2 decimals');
    expect(errorsOf(filled({ stockQuantity: '2.5' })).stockQuantity).toBe(
      'Stock must be a whole number',
    );
  });

  it('wants the sale price below the price', () => {
    expect(errorsOf(filled({ price: '100', salePrice: '100' })).salePrice).toBe(
      'Sale price must be below the price',
    );
  });

  it('names the image row that is wrong, counting the rows on screen', () => {
    const images = imageRowsFrom(['', 'ftp://nope']);
    expect(errorsOf(filled({ images })).images).toMatch(/^Image 2: /);
  });

  it('waits for uploads to finish', () => {
    const [row] = imageRowsFrom([]);
    const images = row ? [{ ...row, progress: 0.5 }] : [];
    expect(errorsOf(filled({ images })).images).toBe('Wait for the image upload to finish');
  });
});

describe('productFormValues', () => {
  it('shows a stored product in taka', () => {
    const product = {
      name: 'Tote',
      category: 'handbags',
      price: 450_000,
      salePrice: 399_950,
      actualPrice: null,
      stockQuantity: 3,
      brand: null,
      status: 'inactive',
      featured: true,
      description: 'Leather',
      images: ['/files/00000000-0000-0000-0000-000000000000'],
    } as AdminProduct;
    const values = productFormValues(product);
    expect(values).toMatchObject({
      price: '4500',
      salePrice: '3999.5',
      actualPrice: '',
      stockQuantity: '3',
      brand: '',
      status: 'inactive',
      featured: true,
    });
    expect(values.images.map((row) => row.value)).toEqual(product.images);
    expect(parseProductForm(values).success).toBe(true);
  });
});
