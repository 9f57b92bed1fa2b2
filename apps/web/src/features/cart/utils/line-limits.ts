import type { CartLine } from '@chapkhana/shared/cart';

/**
 * Whether +1 and −1 can be pressed on a line, by the API's own rules (cart/service.ts):
 * +1 adds a unit of a colour and stops at the product's stock; −1 takes a unit of a colour's
 * own quantity (option quantities are changed on the product page) and never goes below 1.
 */
export function lineStepLimits(line: CartLine): { canIncrease: boolean; canDecrease: boolean } {
  const colours = line.cartItems.filter((item) => item.selected);
  return {
    canIncrease: colours.length > 0 && line.quantity < line.productInfo.stock,
    canDecrease: line.quantity > 1 && colours.some((item) => item.quantity > 0),
  };
}
