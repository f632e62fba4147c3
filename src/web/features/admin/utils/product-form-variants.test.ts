import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '#shared/i18n/catalogues';
import { createTranslator } from '#shared/i18n/translator';
import type { AdminProduct } from '#shared/schemas/admin';
import { parseProductForm, productFormValues } from './product-form-values';
import {
  addOptionValue,
  combinationsOf,
  generateVariantRows,
  isShadeOption,
  parseVariants,
  placeServerError,
  setForAll,
  suggestSku,
  type VariantRow,
  variantRowsFrom,
} from './product-form-variants';

const { message } = createTranslator('en', ALL_MESSAGES.en);
const defaults = { brand: 'MAC', name: 'Matte Lipstick', price: '2000', stockQuantity: '5' };

describe('options', () => {
  it('adds a typed value once, ignoring case and blanks', () => {
    expect(addOptionValue(['Ruby Woo'], '  chili ')).toEqual(['Ruby Woo', 'chili']);
    expect(addOptionValue(['Ruby Woo'], 'ruby woo')).toEqual(['Ruby Woo']);
    expect(addOptionValue([], '   ')).toEqual([]);
  });

  it('makes every combination, first option slowest, skipping options without values', () => {
    expect(
      combinationsOf([
        { name: 'Colour', values: ['Red', 'Blue'] },
        { name: 'Size', values: ['S', 'M', 'L'] },
        { name: 'Fit', values: [] },
      ]),
    ).toEqual([
      ['Red', 'S'],
      ['Red', 'M'],
      ['Red', 'L'],
      ['Blue', 'S'],
      ['Blue', 'M'],
      ['Blue', 'L'],
    ]);
    expect(combinationsOf([])).toEqual([]);
  });

  it('knows a shade or colour option in English and Bangla', () => {
    expect(['Shade', 'Colour', 'color', 'শেড', 'রং'].every(isShadeOption)).toBe(true);
    expect(isShadeOption('Size')).toBe(false);
  });

  it('suggests a SKU the schema accepts', () => {
    expect(suggestSku('MAC', 'Matte Lipstick', ['Ruby Woo'])).toBe('MAC-ML-RUBYWOO');
    expect(suggestSku('', 'লিপস্টিক', ['৩৮'])).toBe('');
    expect(suggestSku("L'Oréal Paris", 'True Match', ['N4 Beige'])).toMatch(/^[A-Z0-9-]+$/);
  });
});

describe('generateVariantRows', () => {
  it('keeps the rows that still match and adds the new combinations', () => {
    const first = generateVariantRows(
      [{ name: 'Shade', values: ['Ruby Woo', 'Chili'] }],
      [],
      defaults,
    );
    expect(first.map((row) => [row.values, row.sku, row.price, row.stockQuantity])).toEqual([
      [['Ruby Woo'], 'MAC-ML-RUBYWOO', '2000', '5'],
      [['Chili'], 'MAC-ML-CHILI', '2000', '5'],
    ]);
    const edited = first.map((row, index) =>
      index === 0 ? { ...row, id: 7, price: '2500', swatch: '#9b111e' } : row,
    );
    const second = generateVariantRows(
      [
        { name: 'Shade', values: ['ruby woo', 'Mocha'] },
        { name: 'Size', values: [] },
      ],
      edited,
      defaults,
    );
    expect(second).toHaveLength(2);
    expect(second[0]).toMatchObject({
      id: 7,
      price: '2500',
      swatch: '#9b111e',
      values: ['ruby woo'],
    });
    expect(second[1]).toMatchObject({ values: ['Mocha'], price: '2500', stockQuantity: '0' });
    expect(second[1]?.id).toBeUndefined();
  });

  it('sets one price or stock on every row', () => {
    const rows = generateVariantRows([{ name: 'Size', values: ['S', 'M'] }], [], defaults);
    expect(setForAll(rows, 'stockQuantity', '9').map((row) => row.stockQuantity)).toEqual([
      '9',
      '9',
    ]);
  });
});

const product: AdminProduct = {
  id: 3,
  name: 'Matte Lipstick',
  description: '',
  searchWords: 'লিপস্টিক lipistik',
  banglaKind: 'লিপস্টিক',
  skinTypes: [],
  price: 200_000,
  salePrice: null,
  category: 'makeup',
  brand: 'MAC',
  images: ['https://cdn.example/a.jpg'],
  stockQuantity: 8,
  status: 'active',
  featured: false,
  rating: { average: 0, count: 0 },
  createdAt: '2026-01-01T00:00:00.000Z',
  actualPrice: null,
  orderCount: 0,
  options: [{ position: 1, name: 'Shade' }],
  variants: [
    {
      id: 11,
      sku: 'MAC-RW',
      options: ['Ruby Woo'],
      price: 200_000,
      salePrice: 150_000,
      stockQuantity: 3,
      status: 'active',
      swatch: '#9b111e',
      shadeFamily: 'red',
      images: ['https://cdn.example/a.jpg'],
    },
    {
      id: 12,
      sku: 'MAC-CH',
      options: ['Chili'],
      price: 210_050,
      salePrice: null,
      stockQuantity: 5,
      status: 'inactive',
      swatch: null,
      shadeFamily: null,
      images: [],
    },
  ],
};

describe('form values ↔ input', () => {
  it('reads a product with options into rows and sends them back unchanged', () => {
    const values = productFormValues(product);
    expect(values.options).toEqual([{ name: 'Shade', values: ['Ruby Woo', 'Chili'] }]);
    expect(values.variants[1]).toMatchObject({
      id: 12,
      price: '2100.5',
      salePrice: '',
      swatch: '',
    });
    const result = parseProductForm(values, message);
    if (!result.success) throw new Error(JSON.stringify(result));
    expect(result.data.options).toEqual([{ name: 'Shade' }]);
    expect(result.data.variants).toEqual([
      { ...product.variants?.[0] },
      { ...product.variants?.[1] },
    ]);
    // Price and stock come from the variants: the form's own fields are not sent.
    expect(result.data.price).toBeUndefined();
    expect(result.data.stockQuantity).toBeUndefined();
  });

  it('needs no price or stock in the form when the product has options', () => {
    const values = { ...productFormValues(product), price: '', stockQuantity: '' };
    expect(parseProductForm(values, message).success).toBe(true);
  });

  it('puts each problem on its row and field', () => {
    const { options, rows } = variantRowsFrom(product);
    const broken: VariantRow[] = rows.map((row, index) =>
      index === 1 ? { ...row, stockQuantity: '-2', price: 'abc', sku: 'MAC RW' } : row,
    );
    const result = parseVariants(options, broken);
    if (result.success) throw new Error('expected errors');
    const read = Object.fromEntries(
      Object.entries(result.errors.rows[1] ?? {}).map(([field, text]) => [field, message(text)]),
    );
    expect(read).toEqual({
      price: 'Price must be a number',
      stockQuantity: 'Stock cannot be below 0',
      sku: 'A SKU is 1–64 letters, digits, dots, dashes or underscores',
    });
    expect(result.errors.rows[0]).toBeUndefined();
  });

  it('names a missing option value and a repeated SKU', () => {
    const { rows } = variantRowsFrom(product);
    const result = parseVariants(
      [
        { name: 'Shade', values: [] },
        { name: 'Finish', values: [] },
      ],
      rows.map((row) => ({ ...row, sku: 'SAME' })),
    );
    if (result.success) throw new Error('expected errors');
    expect(message(result.errors.rows[0]?.values ?? '')).toBe('Variant SAME has no Finish');
    expect(message(result.errors.rows[1]?.sku ?? '')).toBe('SKU SAME is used twice');
  });

  it('places a server refusal on the row it names', () => {
    const { rows } = variantRowsFrom(product);
    expect(placeServerError('SKU MAC-CH is already used by Kajal', rows)).toEqual({
      row: 1,
      field: 'sku',
    });
    expect(placeServerError('SKU MAC-CHX is already used by Kajal', rows)).toBeNull();
    expect(placeServerError('variants.0.price: Price cannot be below 0', rows)).toEqual({
      row: 0,
      field: 'price',
    });
    expect(placeServerError('Product not found', rows)).toBeNull();
  });
});
