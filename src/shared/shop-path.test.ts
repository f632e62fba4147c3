import { describe, expect, it } from 'vitest';
import { shopPath, shopPathOr } from './shop-path';

const SHOP = 'https://sajghor.example';

/** Where a browser on the shop goes with this Location (the request's address as its base). */
const landsOn = (location: string) =>
  new URL(location, `${SHOP}/api/page-forms/language?to=bn`).origin;

/** Ways to name another site that a naive "starts with one slash" check lets through. */
const OFF_SITE_PATHS = [
  '//evil.example/login',
  '/.//evil.example/login',
  '/././/evil.example',
  '/x/..//evil.example',
  '/x/y/../..//evil.example',
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/%2e%2e//evil.example',
  '/x/%2e%2e//evil.example',
  '/.%2e/x/..//evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '/.\\\\evil.example',
  '/.\\/evil.example',
  '/x/..\\/evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/.\t//evil.example',
  '/./\t/evil.example',
  ' //evil.example',
  '\u0000//evil.example',
  '/\u0000/evil.example',
  'https://evil.example/',
  'https:evil.example',
  'http:evil.example',
  'http:/evil.example',
  'https:/\\evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '///evil.example',
  '/\u3000/evil.example',
  '/\u00a0/evil.example',
  'evil.example',
  '',
];

describe('shopPath', () => {
  it.each(OFF_SITE_PATHS)('is null for %j, which is not a page of this shop', (target) => {
    expect(shopPath(target)).toBeNull();
    expect(landsOn(shopPathOr(target))).toBe(SHOP);
  });

  it.each([
    ['/', '/'],
    ['/product/3?variant=7', '/product/3?variant=7'],
    ['/products?q=serum#reviews', '/products?q=serum#reviews'],
    ['/products/./lipstick', '/products/lipstick'],
    ['/x/../products', '/products'],
    ['/%2e/products', '/products'],
    // Kept encoded, as a browser keeps it: a path, not a host.
    ['/%2f%2fevil.example', '/%2f%2fevil.example'],
    ['/%5cevil.example', '/%5cevil.example'],
    ['/search?q=//evil.example', '/search?q=//evil.example'],
    ['/খুঁজুন', '/%E0%A6%96%E0%A7%81%E0%A6%81%E0%A6%9C%E0%A7%81%E0%A6%A8'],
  ])('keeps %j as the normalised %j', (target, expected) => {
    expect(shopPath(target)).toBe(expected);
    expect(landsOn(expected)).toBe(SHOP);
  });

  it('refuses what is not text or is longer than a form sends', () => {
    expect(shopPath(null)).toBeNull();
    expect(shopPath(['/'])).toBeNull();
    expect(shopPath(`/${'a'.repeat(2000)}`)).toBeNull();
  });

  it('falls back to the home page, or to the fallback given', () => {
    expect(shopPathOr('/.//evil.example')).toBe('/');
    expect(shopPathOr('//evil.example', '/account')).toBe('/account');
  });
});
