import { describe, expect, it } from 'vitest';
import { isAppRoute, privatePathPrefixes } from './routes';

describe('the route table', () => {
  it.each([
    '/',
    '/product/12',
    '/products/makeup',
    '/collections',
    '/admin',
    '/admin/orders',
    '/about/',
  ])('knows %s', (path) => expect(isAppRoute(path)).toBe(true));

  it.each(['/nope', '/product', '/product/12/extra', '/products/makeup/x', '/aboutus', '/admins'])(
    'does not know %s',
    (path) => expect(isAppRoute(path)).toBe(false),
  );

  it('keeps out of robots.txt the sign-in pages, the cart, checkout, payment links, stop links, account and admin', () => {
    expect(privatePathPrefixes().sort()).toEqual(
      [
        '/account',
        '/admin',
        '/cart',
        '/checkout',
        '/forgot-password',
        '/login',
        '/pay',
        '/register',
        '/reset-password',
        '/stop',
      ].sort(),
    );
  });
});
