import type { CartItemInput, CartResponse } from '@chapkhana/shared/cart';
import type { ShippingInfoInput } from '@chapkhana/shared/addresses';
import type { Product } from '@chapkhana/shared/catalogue';
import type { Order } from '@chapkhana/shared/orders';
import { randomUUID } from 'node:crypto';

/**
 * The API as a signed-in customer's storefront calls it, for setting up and checking state (by
 * the browser flows and the benchmark); a call that fails throws.
 */
export function shopApi(baseUrl: string, token: string) {
  async function call<T>(method: string, url: string, body?: unknown, headers = {}): Promise<T> {
    const response = await fetch(`${baseUrl}/api${url}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as T & { error?: string };
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${json.error ?? ''}`);
    return json;
  }
  return {
    product: async (slug: string) =>
      (await call<{ product: Product }>('GET', `/home/product-details/${slug}`)).product,
    rate: async () => (await call<{ currencyIQD: string }>('GET', '/get-currencyIQD')).currencyIQD,
    cart: (customerId: string) =>
      call<CartResponse>('GET', `/home/product/get-card-product/${customerId}`),
    addToCart: (customerId: string, productId: string, cartItems: CartItemInput[]) =>
      call('POST', '/home/product/add-to-card', { userId: customerId, productId, cartItems }),
    addToWishlist: (customerId: string, productId: string) =>
      call('POST', '/home/product/add-to-wishlist', { userId: customerId, productId }),
    saveAddress: (customerId: string, info: ShippingInfoInput) =>
      call('POST', '/home/customer/submit-address', { userId: customerId, ...info }),
    placeOrder: async (customerId: string, shippingInfo: ShippingInfoInput) =>
      (
        await call<{ orderId: string }>(
          'POST',
          '/home/order/place-order',
          { userId: customerId, shippingInfo },
          { 'Idempotency-Key': randomUUID() },
        )
      ).orderId,
    /** Chooses cash on delivery for a placed order, as the payment page's button does. */
    payOnDelivery: (orderId: string) =>
      call(
        'PUT',
        `/order/confirm/${encodeURIComponent(orderId)}`,
        { paymentMethod: 'cod' },
        { 'Idempotency-Key': randomUUID() },
      ),
    order: async (orderId: string) =>
      (await call<{ order: Order }>('GET', `/home/coustomer/get-order-details/${orderId}`)).order,
    cancelOrder: (orderId: string) => call('DELETE', '/home/coustomer/delete-orders', { orderId }),
  };
}

/** One piece of a product's first colour (and its first option) that has stock. */
export function onePieceOf(product: Product): CartItemInput[] {
  for (const colour of product.colors) {
    const option = colour.properties.find((property) => property.quantity > 0);
    if (option) {
      return [
        {
          color: colour.color.enName,
          quantity: 0,
          properties: [{ property: option.property, quantity: 1 }],
        },
      ];
    }
    if (colour.properties.length === 0 && colour.color.colorQuantity > 0) {
      return [{ color: colour.color.enName, quantity: 1, properties: [] }];
    }
  }
  throw new Error(`${product.slug} has nothing in stock`);
}
