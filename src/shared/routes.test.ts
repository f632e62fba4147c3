import { describe, expect, it } from 'vitest';
import { isAppRoute } from './routes';

describe('the route table', () => {
  it.each(['/', '/product/12', '/products/makeup', '/collections', '/admin/orders', '/about/'])(
    'knows %s',
    (path) => expect(isAppRoute(path)).toBe(true),
  );

  it.each(['/nope', '/product', '/product/12/extra', '/products/makeup/x', '/aboutus'])(
    'does not know %s',
    (path) => expect(isAppRoute(path)).toBe(false),
  );
});
