import { describe, expect, it } from 'vitest';
import { cartLineRows, withRowStep } from '@/features/cart/utils/cart-rows';
import { sampleCart } from '@/testing/sample-cart';

describe('cart rows', () => {
  it('lists each colour × size and a colour’s own units, in the reading language, with their bounds', () => {
    const [line] = sampleCart().card_products[0]!.products;
    expect(
      cartLineRows(line!, 'ar').map((row) => [row.colourName, row.sizeName, row.quantity]),
    ).toEqual([
      ['أبيض', 'A5', 2],
      ['أسود', null, 1],
    ]);
    const [black500] = cartLineRows(sampleCart().card_products[1]!.products[0]!, 'kr');
    expect(black500).toMatchObject({ sizeName: '٥٠٠ دانە', canIncrease: false, canDecrease: true });
  });

  it('moves one row at once, dropping a row at 0, its colour, and an emptied line', () => {
    const cart = sampleCart();
    const line = { lineId: 'a', colorId: 'colour-black', propertyId: null };
    withRowStep(cart, { ...line, change: -1 });
    const [after] = cart.card_products[0]!.products;
    expect(after!.quantity).toBe(2);
    expect(after!.cartItems.map((item) => item.color)).toEqual(['White']);
    withRowStep(cart, { ...line, colorId: 'colour-white', propertyId: 'white-a5', change: -2 });
    expect(cart.card_products[0]!.products).toEqual([]);
  });
});
