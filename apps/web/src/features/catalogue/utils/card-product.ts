import type { ProductSummary } from '@chapkhana/shared/catalogue';

/** The fields a product card shows; also what "recently viewed" keeps in local storage. */
export type CardProduct = Pick<
  ProductSummary,
  | '_id'
  | 'slug'
  | 'enName'
  | 'kuName'
  | 'arName'
  | 'productCode'
  | 'price'
  | 'printPriceFrom'
  | 'discount'
  | 'rating'
  | 'images'
>;

/** Only the card's fields of a product (so stored entries stay small). */
export function toCardProduct(product: CardProduct): CardProduct {
  const { _id, slug, enName, kuName, arName, productCode, price, discount, rating, images } =
    product;
  const card = { _id, slug, enName, kuName, arName, productCode, price, discount, rating, images };
  return product.printPriceFrom ? { ...card, printPriceFrom: product.printPriceFrom } : card;
}
