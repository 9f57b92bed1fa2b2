import type { ProductBodyInput, SellerProduct } from '@chapkhana/shared/products';

export type ProductValues = ProductBodyInput;

export const emptyColour = (): ProductValues['colors'][number] => ({
  enName: '',
  kuName: '',
  arName: '',
  hex: '#000000',
  quantity: 0,
  properties: [],
});

export const emptyProperty = (): NonNullable<
  ProductValues['colors'][number]['properties']
>[number] => ({
  enName: '',
  kuName: '',
  arName: '',
  quantity: 0,
});

/** The form's starting values: the product's, or an empty product with one colour. */
export function productValues(product?: SellerProduct): ProductValues {
  if (!product) {
    return {
      enName: '',
      kuName: '',
      arName: '',
      code: '',
      categoryId: '',
      subCategoryId: null,
      enDescription: '',
      kuDescription: '',
      arDescription: '',
      price: '',
      discount: 0,
      colors: [emptyColour()],
    };
  }
  return {
    enName: product.enName,
    kuName: product.kuName,
    arName: product.arName,
    code: product.code,
    categoryId: product.categoryId,
    subCategoryId: product.subCategoryId,
    enDescription: product.enDescription,
    kuDescription: product.kuDescription,
    arDescription: product.arDescription,
    price: product.price,
    discount: product.discount,
    colors: product.colors.map((colour) => ({
      enName: colour.enName,
      kuName: colour.kuName,
      arName: colour.arName,
      hex: colour.hex,
      quantity: colour.quantity,
      properties: colour.properties.map(({ enName, kuName, arName, quantity }) => ({
        enName,
        kuName,
        arName,
        quantity,
      })),
    })),
  };
}
