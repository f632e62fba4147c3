import { describe, expect, it } from 'vitest';
import { EMPTY_CART } from '#shared/cart';
import type { CartLine } from '#shared/schemas/cart';
import { addLine, recount, removeLine, setLineQuantity } from './cart-lines';

const lipstick: CartLine = {
  productId: 1,
  name: 'Lipstick',
  brand: null,
  price: 50_000,
  images: [],
  stockQuantity: 5,
  quantity: 2,
  problem: null,
};

describe('the predicted cart', () => {
  it('adds up quantities on an existing line', () => {
    const cart = addLine(recount([lipstick]), lipstick, 3);
    expect(cart.items).toHaveLength(1);
    expect(cart.itemCount).toBe(5);
    expect(cart.subtotal).toBe(250_000);
  });

  it('starts a new line', () => {
    const cart = addLine(EMPTY_CART, lipstick, 1);
    expect(cart).toEqual({ items: [{ ...lipstick, quantity: 1 }], itemCount: 1, subtotal: 50_000 });
  });

  it('removes a line set to zero', () => {
    expect(setLineQuantity(recount([lipstick]), { productId: 1 }, 0)).toEqual(EMPTY_CART);
    expect(removeLine(recount([lipstick]), { productId: 1 })).toEqual(EMPTY_CART);
  });

  it('leaves lines with a problem out of the subtotal but in the count', () => {
    const cart = recount([lipstick, { ...lipstick, productId: 2, problem: 'out_of_stock' }]);
    expect(cart.itemCount).toBe(4);
    expect(cart.subtotal).toBe(100_000);
  });

  it('clears the stock problem once the quantity fits', () => {
    const short = recount([{ ...lipstick, quantity: 7, problem: 'not_enough_stock' }]);
    expect(short.subtotal).toBe(0);
    const fixed = setLineQuantity(short, { productId: 1 }, 5);
    expect(fixed.items[0]?.problem).toBeNull();
    expect(fixed.subtotal).toBe(250_000);
  });

  it('keeps two shades of one product as two lines, each changed and removed on its own', () => {
    const shade = (id: number, value: string): CartLine => ({
      ...lipstick,
      quantity: 1,
      variant: {
        id,
        title: `Shade: ${value}`,
        sku: `L-${id}`,
        options: [{ name: 'Shade', value }],
      },
    });
    const ruby = shade(11, 'Ruby Woo');
    const nude = shade(12, 'Velvet Nude');
    const both = addLine(addLine(EMPTY_CART, ruby, 1), nude, 1);
    expect(both.items.map((line) => line.variant?.id)).toEqual([11, 12]);
    const more = addLine(both, ruby, 2);
    expect(more.items.map((line) => line.quantity)).toEqual([3, 1]);
    const changed = setLineQuantity(more, { productId: 1, variantId: 12 }, 4);
    expect(changed.items.map((line) => line.quantity)).toEqual([3, 4]);
    const left = removeLine(changed, { productId: 1, variantId: 11 });
    expect(left.items.map((line) => line.variant?.title)).toEqual(['Shade: Velvet Nude']);
    expect(left.subtotal).toBe(200_000);
  });
});
