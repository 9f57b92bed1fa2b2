import type { SellerOrder } from '@chapkhana/shared/orders';
import { inject } from 'vitest';
import type { Language } from './browser';
import { newPhone, registerCustomer } from './customers';
import { onePieceOf, shopApi } from './shop-api';
import { staffCall } from './staff';

/** The demo's Baghdad print house, connected to the look-alike Al-Waseet (support/global-setup.ts). */
export const BAGHDAD = 'baghdad@chapkhana.example';
/** One of Baghdad's products. */
const BAGHDAD_PRODUCT = 'glossy-uv-business-cards';

/**
 * A new customer's cash order of one Baghdad product to a Baghdad address, and the print house's
 * part of it as the console reads it.
 */
export async function baghdadCashOrder(language: Language) {
  const baseUrl = inject('baseUrl');
  const customer = await registerCustomer(
    { baseUrl, dataDir: inject('dataDir') },
    { name: `Tracking ${language}`, phone: newPhone(), password: 'tracking-buyer-2026' },
  );
  const api = shopApi(baseUrl, customer.token);
  const product = await api.product(BAGHDAD_PRODUCT);
  await api.addToCart(customer.id, product._id, onePieceOf(product));
  const orderId = await api.placeOrder(customer.id, {
    place: 'البيت',
    name: customer.name,
    phone: customer.phone,
    city: 'بغداد',
    governorate: 'BGD',
    district: 'بغداد',
    area: 'الكرادة',
    address: 'محلة 901، زقاق 12، دار 7',
    landmark: 'قرب جامع الرحمن',
  });
  await api.payOnDelivery(orderId);
  const { orderNumber } = await api.order(orderId);
  const { items } = await staffCall<{ items: SellerOrder[] }>(
    BAGHDAD,
    'GET',
    `/seller/orders?search=%23${orderNumber}`,
  );
  const part = items.find((item) => item.orderNumber === orderNumber);
  if (!part) throw new Error(`order #${orderNumber} has no Baghdad part`);
  return { customer, orderId, part };
}
