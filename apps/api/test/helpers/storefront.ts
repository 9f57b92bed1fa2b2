import type { LightMyRequestResponse } from 'fastify';
import { shippingInfo } from './console';
import { bearer, type TestCustomer } from './customers';
import type { TestApp } from './test-app';

/** The customer's cart as the storefront reads it (its JSON). */
export async function getCart(shop: TestApp, customer: TestCustomer) {
  const response = await shop.app.inject({
    method: 'GET',
    url: `/api/home/product/get-card-product/${customer.id}`,
    headers: bearer(customer.token),
  });
  return response.json();
}

/**
 * Places the customer's cart as an order to the test address, with `key` as its
 * Idempotency-Key when given and `extra` fields in the body.
 */
export function placeOrder(
  shop: TestApp,
  customer: TestCustomer,
  options: { key?: string; extra?: object } = {},
): Promise<LightMyRequestResponse> {
  return shop.app.inject({
    method: 'POST',
    url: '/api/home/order/place-order',
    headers: {
      ...bearer(customer.token),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    payload: { userId: customer.id, shippingInfo, ...options.extra },
  });
}

/** The customer's order as their order page reads it. */
export async function orderDetails(shop: TestApp, customer: TestCustomer, orderId: string) {
  const response = await shop.app.inject({
    method: 'GET',
    url: `/api/home/coustomer/get-order-details/${orderId}`,
    headers: bearer(customer.token),
  });
  return response.json().order;
}
