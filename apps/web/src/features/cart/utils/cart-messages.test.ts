import { NOTHING_SELECTED_MESSAGE } from '@chapkhana/shared/cart-messages';
import { describe, expect, it } from 'vitest';
import { cartSentence } from '@/features/cart/utils/cart-messages';

describe('cart and wishlist sentences of the API', () => {
  it('translates exact sentences', () => {
    expect(cartSentence(NOTHING_SELECTED_MESSAGE)).toEqual({ key: 'product.selectQuantity' });
    expect(cartSentence('This product is already in your wishlist.')).toEqual({
      key: 'wishlist.messages.duplicate',
    });
    expect(cartSentence('No more of this product is in stock.')).toEqual({
      key: 'cart.messages.noMoreStock',
    });
  });

  it('keeps the numbers and names of stock sentences', () => {
    expect(cartSentence('Only 4 of this product are in stock.')).toEqual({
      key: 'cart.messages.onlyStock',
      values: { count: 4 },
    });
    expect(cartSentence('Only 12 in Navy Blue are in stock.')).toEqual({
      key: 'cart.messages.onlyColourStock',
      values: { count: 12, colour: 'Navy Blue' },
    });
    expect(cartSentence('Only 3 of Navy Blue 100 pcs are in stock.')).toEqual({
      key: 'cart.messages.onlyPropertyStock',
      values: { count: 3, item: 'Navy Blue 100 pcs' },
    });
    expect(cartSentence('"A3" is not offered in White.')).toEqual({
      key: 'cart.messages.optionNotOffered',
      values: { option: 'A3', colour: 'White' },
    });
  });

  it('returns null for a sentence it does not know (shown verbatim)', () => {
    expect(cartSentence('Something new.')).toBeNull();
  });
});
