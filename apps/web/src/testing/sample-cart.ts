import type { CartLine, CartResponse } from '@chapkhana/shared/cart';
import type { WishlistItem } from '@chapkhana/shared/wishlist';
import type { Order } from '@chapkhana/shared/orders';
import { names } from '@/testing/sample-names';

/** A cart line; `overrides` change single fields. */
export function sampleCartLine(id: string, overrides: Partial<CartLine> = {}): CartLine {
  return {
    _id: id,
    quantity: 3,
    unitPrice: '14031.00',
    lineTotal: '42093.00',
    productInfo: {
      _id: `product-${id}`,
      slug: `product-${id}`,
      enName: `Matte card ${id}`,
      kuName: `کارتی مات ${id}`,
      arName: `بطاقة مطفية ${id}`,
      productCode: 'BC-1001',
      price: '12.60',
      discount: 15,
      images: [`/uploads/products/${id}-1-800.webp`],
      stock: 40,
    },
    cartItems: [
      {
        _id: 'colour-white',
        color: 'White',
        code: '#ffffff',
        kuName: 'سپی',
        arName: 'أبيض',
        quantity: 0,
        selected: true,
        colorQuantity: 20,
        properties: [
          {
            ...names('A5'),
            _id: 'white-a5',
            property: 'A5',
            quantity: 2,
            selected: true,
            stock: 10,
          },
        ],
      },
      {
        _id: 'colour-black',
        color: 'Black',
        code: '#1a1a1a',
        kuName: 'ڕەش',
        arName: 'أسود',
        quantity: 1,
        selected: true,
        colorQuantity: 5,
        properties: [],
      },
    ],
    ...overrides,
  };
}

/**
 * Two shops: 3 × 14,031.00 and 2 × 7,008.50 (options only, at the stock limit), a line out of
 * stock, a 5 % customer discount and 5,000 IQD shipping per shop.
 */
export function sampleCart(overrides: Partial<CartResponse> = {}): CartResponse {
  return {
    card_products: [
      {
        sellerId: 'seller-1',
        shopName: 'Hawler Print House',
        shopNameKu: 'چاپخانەی هەولێر',
        shopNameAr: 'مطبعة أربيل',
        price: '42093.00',
        products: [sampleCartLine('a')],
      },
      {
        sellerId: 'seller-2',
        shopName: 'Shatt Al-Arab Print Studio',
        shopNameKu: 'ستۆدیۆی چاپی شەتولعەرەب',
        shopNameAr: 'استوديو شط العرب للطباعة',
        price: '14017.00',
        products: [
          sampleCartLine('b', {
            quantity: 2,
            unitPrice: '7008.50',
            lineTotal: '14017.00',
            productInfo: { ...sampleCartLine('b').productInfo, stock: 2, discount: 0 },
            cartItems: [
              {
                _id: 'colour-black',
                color: 'Black',
                code: '#1a1a1a',
                kuName: 'ڕەش',
                arName: 'أسود',
                quantity: 0,
                selected: true,
                colorQuantity: 2,
                properties: [
                  {
                    ...names('500 pcs', '٥٠٠ دانە', '٥٠٠ قطعة'),
                    _id: 'black-500',
                    property: '500 pcs',
                    quantity: 2,
                    selected: true,
                    stock: 2,
                  },
                ],
              },
            ],
          }),
        ],
      },
    ],
    price: '56110.00',
    card_product_count: 3,
    shipping_fee: '10000.00',
    outOfStockProduct: [sampleCartLine('c', { quantity: 9, lineTotal: '126279.00' })],
    buy_product_item: 5,
    customerDiscount: 5,
    // splitOrderFigures of 56,000 − 2,750 + 10,000 = 63,250: 45,000 + 18,250.
    parcels: [
      {
        sellerId: 'seller-1',
        shopName: 'Hawler Print House',
        shopNameKu: 'چاپخانەی هەولێر',
        shopNameAr: 'مطبعة أربيل',
        lines: 1,
        subtotal: '42000.00',
        discount: '2000.00',
        shipping: '5000.00',
        amount: '45000.00',
      },
      {
        sellerId: 'seller-2',
        shopName: 'Shatt Al-Arab Print Studio',
        shopNameKu: 'ستۆدیۆی چاپی شەتولعەرەب',
        shopNameAr: 'استوديو شط العرب للطباعة',
        lines: 1,
        subtotal: '14000.00',
        discount: '750.00',
        shipping: '5000.00',
        amount: '18250.00',
      },
    ],
    ...overrides,
  };
}

/** The same cart with nothing in it. */
export const emptyCart: CartResponse = {
  card_products: [],
  price: '0.00',
  card_product_count: 0,
  shipping_fee: '0.00',
  outOfStockProduct: [],
  buy_product_item: 0,
  customerDiscount: 0,
  parcels: [],
};

export function sampleWishlistItem(n: number, overrides: Partial<WishlistItem> = {}): WishlistItem {
  return {
    _id: `wish-${n}`,
    userId: 'c1',
    productId: `product-${n}`,
    name: `Matte card ${n}`,
    enName: `Matte card ${n}`,
    kuName: `کارتی مات ${n}`,
    arName: `بطاقة مطفية ${n}`,
    price: '12.60',
    image: `/uploads/products/p${n}-1-800.webp`,
    discount: 15,
    rating: 4,
    slug: `matte-card-${n}`,
    stock: 10,
    ...overrides,
  };
}

/** An order of the customer c1; `overrides` change single fields. */
export function sampleOrder(n: number, overrides: Partial<Order> = {}): Order {
  return {
    _id: `order-${n}`,
    orderNumber: 1000 + n,
    price: '63304.50',
    subtotal: '56110.00',
    discount: '2805.50',
    shipping_fee: '10000.00',
    items: 5,
    payment_status: 'unpaid',
    payment_method: null,
    deposit: { amount: 0, paid: false },
    delivery_status: 'pending',
    status_reason: null,
    createdAt: `2026-03-0${n}T09:00:00.000Z`,
    date: `0${n}-03-2026 12:00:00`,
    shippingInfo: {
      place: 'Home',
      name: 'Aram',
      address: '60 Meter Street',
      phone: '+9647501234567',
      city: 'Erbil',
    },
    products: [
      {
        productId: 'product-a',
        productInfo: {
          slug: 'product-a',
          productCode: 'BC-1001',
          enName: 'Matte card a',
          kuName: 'کارتی مات a',
          arName: 'بطاقة مطفية a',
          image: null,
          price: '12.60',
          discount: 15,
        },
        cartItems: [
          {
            color: 'White',
            code: '#ffffff',
            kuName: 'سپی',
            arName: 'أبيض',
            quantity: 1,
            properties: [{ ...names('A5'), property: 'A5', quantity: 2 }],
          },
        ],
        quantity: 3,
        unitPrice: '14031.00',
        lineTotal: '42093.00',
      },
      {
        productId: 'product-b',
        productInfo: {
          slug: 'product-b',
          productCode: 'FL-2002',
          enName: 'Flyer b',
          kuName: 'فلایەری b',
          arName: 'منشور b',
          image: null,
          price: '5.35',
          discount: 0,
        },
        cartItems: [
          {
            color: 'White',
            code: '#ffffff',
            kuName: 'سپی',
            arName: 'أبيض',
            quantity: 2,
            properties: [],
          },
        ],
        quantity: 2,
        unitPrice: '7008.50',
        lineTotal: '14017.00',
      },
    ],
    // The sample cart's two parcels: 45,000 + 18,250 = 63,250, the total as shown.
    parcels: sampleCart().parcels.map((parcel, index) => ({
      _id: `part-${index + 1}`,
      sellerId: parcel.sellerId,
      shopName: parcel.shopName,
      shop: { enName: parcel.shopName, kuName: parcel.shopNameKu, arName: parcel.shopNameAr },
      price: index === 0 ? '42093.00' : '14017.00',
      delivery_status: 'pending',
      subtotal: parcel.subtotal,
      discount: parcel.discount,
      shipping_fee: parcel.shipping,
      amount: parcel.amount,
      cash_to_collect: '0.00',
      cash_collected_at: null,
      cash_collected: null,
      cash_collected_by: null,
    })),
    ...overrides,
  };
}
