import { productPrintSchema } from '@chapkhana/shared/print';
import type { SellerProduct } from '@chapkhana/shared/products';
import type { z } from 'zod';
import {
  printValues,
  type PrintValues,
  type productFormSchema,
} from '@/features/products/utils/print-values';

/** The product form's values: the product body and its print set-up (null: not printed to order). */
export type ProductValues = z.input<typeof productFormSchema>;

/** The saved print set-up of a product, when the API sends one (read through the contract's schema). */
function savedPrint(product: SellerProduct): PrintValues | null {
  const raw: unknown = 'print' in product ? product.print : null;
  const parsed = productPrintSchema.nullable().safeParse(raw);
  return parsed.success ? printValues(parsed.data) : null;
}

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
      depositPercent: null,
      colors: [emptyColour()],
      print: null,
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
    depositPercent: product.depositPercent,
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
    print: savedPrint(product),
  };
}
