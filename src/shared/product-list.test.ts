import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearedFilters,
  parseMaxPrice,
  parseMinPrice,
  parseProductListParams,
  productListSearch,
  toProductsFilter,
} from './product-list';

const parse = (search: string, pathCategory?: string) =>
  parseProductListParams(new URLSearchParams(search), pathCategory);

describe('product list URL state', () => {
  it('reads the defaults from an empty query', () => {
    expect(parse('')).toEqual({
      pageCategory: undefined,
      categories: [],
      brands: [],
      shadeFamilies: [],
      sizes: [],
      skinTypes: [],
      q: '',
      sort: undefined,
      min: undefined,
      max: undefined,
      sale: false,
      page: 1,
      view: 'grid',
    });
    expect(toProductsFilter(parse(''))).toEqual({ page: 1, limit: 24 });
  });

  it('takes the category from the path or from ?category=', () => {
    expect(parse('', 'makeup').pageCategory).toBe('makeup');
    expect(parse('category=shoes').pageCategory).toBe('shoes');
    expect(parse('category=nope').pageCategory).toBeUndefined();
    expect(toProductsFilter(parse('categories=shoes,makeup', 'makeup')).categories).toEqual([
      'makeup',
      'shoes',
    ]);
  });

  it('turns taka in the URL into poisha for the API', () => {
    const filter = toProductsFilter(parse('min=500&max=1250.5'));
    expect(filter.minPrice).toBe(50_000);
    expect(filter.maxPrice).toBe(125_050);
  });

  it('follows shared/spec/decisions.md #19: bad min is 0, empty or bad max is no bound', () => {
    expect(parseMinPrice('abc')).toBeUndefined();
    expect(parseMinPrice('0')).toBeUndefined();
    expect(parseMinPrice('-5')).toBeUndefined();
    expect(parseMaxPrice('')).toBeUndefined();
    expect(parseMaxPrice('lots')).toBeUndefined();
    expect(parseMaxPrice('20000')).toBe(20_000);
    const filter = toProductsFilter(parse('min=abc&max=xyz'));
    expect(filter.minPrice).toBeUndefined();
    expect(filter.maxPrice).toBeUndefined();
  });

  it('keeps brands with spaces and drops unknown sorts, categories and bad pages', () => {
    const state = parse('brands=The%20Ordinary,MAC,MAC&sort=cheapest&categories=x,shoes&page=-2');
    expect(state.brands).toEqual(['The Ordinary', 'MAC']);
    expect(state.sort).toBeUndefined();
    expect(state.categories).toEqual(['shoes']);
    expect(state.page).toBe(1);
  });

  it('keeps known shade families and any sizes, for the API too', () => {
    const state = parse('shadeFamilies=red,turquoise,nude,red&sizes=39,XL');
    expect(state.shadeFamilies).toEqual(['red', 'nude']);
    expect(state.sizes).toEqual(['39', 'XL']);
    expect(toProductsFilter(state)).toMatchObject({
      shadeFamilies: ['red', 'nude'],
      sizes: ['39', 'XL'],
    });
    expect(productListSearch(state, false)).toBe('?shadeFamilies=red%2Cnude&sizes=39%2CXL');
    expect(activeFilterCount(state)).toBe(4);
    expect(clearedFilters(state)).toMatchObject({ shadeFamilies: [], sizes: [] });
  });

  it('keeps known skin types, from a list or ticked boxes, for the API too', () => {
    const state = parse('skinTypes=oily,greasy&skinTypes=combination&skinTypes=oily');
    expect(state.skinTypes).toEqual(['oily', 'combination']);
    expect(toProductsFilter(state)).toMatchObject({ skinTypes: ['oily', 'combination'] });
    expect(productListSearch(state, false)).toBe('?skinTypes=oily%2Ccombination');
    expect(activeFilterCount(state)).toBe(2);
    expect(clearedFilters(state).skinTypes).toEqual([]);
  });

  it('writes a state back to the same URL', () => {
    const search =
      '?category=shoes&q=lip&categories=makeup&brands=The+Ordinary%2CMAC&min=100&max=900&sale=true&sort=price_asc&page=3&view=list';
    const state = parse(search.slice(1));
    expect(productListSearch(state, false)).toBe(search);
    expect(productListSearch(parse('', 'makeup'), true)).toBe('');
  });

  it('counts active filters and clears search, brands, categories and price', () => {
    const state = parse('q=lip&brands=A,B&categories=shoes&min=1&sort=price_desc&page=2', 'makeup');
    expect(activeFilterCount(state)).toBe(4);
    const cleared = clearedFilters(state);
    expect(cleared).toMatchObject({ q: '', brands: [], categories: [], min: undefined, page: 1 });
    expect(cleared.pageCategory).toBe('makeup');
    expect(cleared.sort).toBe('price_desc');
  });
});
