import type { ShippingInfoInput } from '@chapkhana/shared/addresses';
import { discountedUnitPrice, formatPrice } from '@chapkhana/shared/pricing';
import type {
  ChatMessage,
  ClientToServerEvents,
  ServerToClientEvents,
} from '@chapkhana/shared/realtime';
import type { Browser, Page } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  launchBrowser,
  openContext,
  openSignedIn as openSignedInAs,
  screenshot,
  settled,
  type Language,
} from '../support/browser';
import { registerCustomer, type Customer } from '../support/customers';
import { capture, SIZES } from '../support/screens';
import { shopApi } from '../support/shop-api';
import { text, toast } from '../support/translations';
import { addressParts } from '../support/address';

// Reviews, chat with a seller and live updates (orders, rate, products) on the storefront.

const SELLERS = ['erbil', 'baghdad', 'basra'].map((city) => `${city}@chapkhana.example`);
const ADMIN = 'admin@chapkhana.example';
/** Hawler Print House (Erbil); colour table rows: White 100 pcs, White 500 pcs. */
const MATTE = {
  slug: 'matte-laminated-business-cards',
  cartItems: [{ color: 'White', quantity: 0, properties: [{ property: '500 pcs', quantity: 2 }] }],
};
const ADDRESS = {
  place: 'ماڵ',
  city: 'هەولێر',
  address: 'شەقامی ١٠٠ مەتری',
  ...addressParts('هەولێر'),
};

type SellerSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let browser: Browser;
let customer: Customer;
const baseUrl = () => inject('baseUrl');
const sockets: SellerSocket[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const phone = `0750${String(Date.now()).slice(-7)}`;
  customer = await registerCustomer(
    { baseUrl: baseUrl(), dataDir: inject('dataDir') },
    { name: 'دلنیا ئەحمەد', phone, password: 'چاپخانە-دلنیا-2026' },
  );
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await browser?.close();
});

/** A console sign-in made once for the whole run (support/global-setup.ts). */
async function staffLogin(login: string): Promise<{ token: string; sellerId?: string }> {
  const signIn = inject('staff')[login];
  if (!signIn) throw new Error(`${login} is not one of the demo console accounts.`);
  return signIn;
}

async function staffCall(token: string, method: string, url: string, body: unknown) {
  const response = await fetch(`${baseUrl()}${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok, `${method} ${url}: ${response.status} ${await response.clone().text()}`).toBe(
    true,
  );
  return response.json() as Promise<unknown>;
}

/** The seller's console socket, announced so customers see it online. */
async function sellerSocket(token: string): Promise<SellerSocket> {
  const socket: SellerSocket = io(baseUrl(), {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  socket.emit('add_seller');
  return socket;
}

/** The storefront as the signed-in customer of this file. */
const openSignedIn = (language: Language, viewport?: { width: number; height: number }) =>
  openSignedInAs(browser, customer.token, language, viewport);

async function openReviews(page: Page): Promise<void> {
  await page.goto(`/product/details/${MATTE.slug}`);
  // The reviews are what this file tests; a tap as the page comes is server-render's.
  await settled(page);
  await page.getByTestId('tab-reviews').click();
  await page.getByTestId('reviews-summary').waitFor();
}

describe('reviews', () => {
  it('a signed-in customer writes a review and sees the summary change (Kurdish)', async () => {
    const language = 'kr';
    const page = await openSignedIn(language);
    await openReviews(page);
    const api = shopApi(baseUrl(), customer.token);
    const before = (await api.product(MATTE.slug)).reviewCount;
    await expect
      .poll(() => page.getByTestId('reviews-total').innerText())
      .toBe(text(language, 'reviews.total', { total: before }));

    // Nothing is sent without a star.
    await page.getByTestId('review-text').fill('چاپەکە زۆر پاک و ڕەنگەکان ڕوونن');
    await page.getByTestId('review-submit').click();
    await page.getByTestId('review-rating-error').waitFor();

    await page.getByTestId('review-star-4').click();
    await page.getByTestId('review-submit').click();
    await toast(page, text(language, 'reviews.messages.submitted')).waitFor();
    await expect
      .poll(() => page.getByTestId('reviews-total').innerText())
      .toBe(text(language, 'reviews.total', { total: before + 1 }));
    await expect(page.getByTestId('reviews-bar-4').getAttribute('data-sum')).resolves.not.toBe('0');
    await expect(page.getByTestId('review-item').first().innerText()).resolves.toContain(
      'چاپەکە زۆر پاک و ڕەنگەکان ڕوونن',
    );
    // The product's own count (header of the page) follows without a reload.
    await expect
      .poll(() => page.getByTestId('review-count').innerText())
      .toBe(text(language, 'product.reviewCount', { total: before + 1 }));
    await page.context().close();
  });

  it('offers a Login First link to a visitor', async () => {
    const page = await (await openContext(browser, { language: 'ar' })).newPage();
    await openReviews(page);
    await expect(page.getByTestId('review-login').innerText()).resolves.toBe(
      text('ar', 'reviews.loginFirst'),
    );
    await page.getByTestId('review-login').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.context().close();
  });

  it.each(['kr', 'ar', 'en'] as const)('shows the reviews tab in %s', async (language) => {
    for (const [size, viewport] of SIZES) {
      const page = await openSignedIn(language, viewport);
      await openReviews(page);
      await page.getByTestId('review-item').first().waitFor();
      await page.getByTestId('reviews-summary').scrollIntoViewIfNeeded();
      await capture(page, 'community', 'reviews', language, size);
      await page.getByTestId('review-form').scrollIntoViewIfNeeded();
      await capture(page, 'community', 'review-form', language, size);
      await page.context().close();
    }
  });
});

describe('chat', () => {
  it('opens the seller from the product page; messages travel live both ways (Kurdish)', async () => {
    const language = 'kr';
    const product = await shopApi(baseUrl(), customer.token).product(MATTE.slug);
    const seller = (await Promise.all(SELLERS.map(staffLogin))).find(
      (staff) => staff.sellerId === product.sellerId,
    );
    expect(seller, 'the demo product belongs to a demo seller').toBeDefined();
    const socket = await sellerSocket(seller!.token);
    const received = new Promise<ChatMessage>((resolve) =>
      socket.once('customer_message', resolve),
    );

    const page = await openSignedIn(language);
    await page.goto(`/product/details/${MATTE.slug}`);
    await page.getByTestId('chat-with-seller').click();
    await page.waitForURL((url) => url.pathname === `/dashboard/chat/${product.sellerId}`);
    await page.getByTestId('chat-current').waitFor();
    await page.getByTestId('chat-online-dot').first().waitFor();

    // An empty message cannot be sent.
    await page.getByTestId('chat-input').fill('   ');
    await expect(page.getByTestId('chat-send').isDisabled()).resolves.toBe(true);

    await page.getByTestId('chat-input').fill('سڵاو، کارتی A3 چاپ دەکەن؟');
    await page.getByTestId('chat-send').click();
    await toast(page, text(language, 'chat.sent')).waitFor();
    const message = await received;
    expect(message.message).toBe('سڵاو، کارتی A3 چاپ دەکەن؟');
    expect(message.senderId).toBe(customer.id);

    const ack = await socket.emitWithAck('send_seller_message', {
      customerId: customer.id,
      text: 'بەڵێ، بە دڵنیاییەوە',
    });
    expect(ack.ok).toBe(true);
    await expect
      .poll(async () => (await page.getByTestId('chat-message').last().innerText()).trim())
      .toContain('بەڵێ، بە دڵنیاییەوە');
    await page.context().close();
  });

  // Issue 17: the seller's chat screen crashed as a customer was opened (an effect returned
  // scrollIntoView()'s promise), and had no order, unread counts or live list. A new customer
  // per language, so the conversation is the newest and its count is exact.
  it.each(['kr', 'ar'] as const)(
    'a customer writes from a product page; the seller sees it on top, unread, reads and answers, both sides live (%s)',
    async (language) => {
      const product = await shopApi(baseUrl(), customer.token).product(MATTE.slug);
      const seller = Object.values(inject('staff')).find((s) => s.sellerId === product.sellerId);
      expect(seller, 'the demo product belongs to a demo seller').toBeDefined();
      const writer = await registerCustomer(
        { baseUrl: baseUrl(), dataDir: inject('dataDir') },
        {
          name: language === 'kr' ? 'هێمن کەریم' : 'سارا علي',
          phone: `0751${String(Date.now()).slice(-7)}`,
          password: 'چاپخانە-هێمن-2026',
        },
      );

      const shopper = await openSignedInAs(browser, writer.token, language);
      await shopper.goto(`/product/details/${MATTE.slug}`);
      await shopper.getByTestId('chat-with-seller').click();
      await shopper.waitForURL((url) => url.pathname === `/dashboard/chat/${product.sellerId}`);
      await shopper.getByTestId('chat-current').waitFor();
      const first = `${language === 'kr' ? 'سڵاو' : 'مرحبا'} ${Date.now()}`;
      await shopper.getByTestId('chat-input').fill(first);
      await shopper.getByTestId('chat-send').click();
      await toast(shopper, text(language, 'chat.sent')).waitFor();

      const context = await openContext(browser, { language });
      await context.addInitScript(
        (token) => localStorage.setItem('staffToken', token),
        seller!.token,
      );
      const sellerPage = await context.newPage();
      const errors: string[] = [];
      sellerPage.on('pageerror', (error) => errors.push(error.message));
      await sellerPage.goto('/console/seller/chat');
      const top = sellerPage.getByTestId('chat-customer').first();
      await expect.poll(() => top.getByTestId('chat-customer-name').innerText()).toBe(writer.name);
      await expect(top.getByTestId('chat-unseen').innerText()).resolves.toBe('1');
      await sellerPage.getByTestId('chat-unread-total').waitFor();

      await top.click();
      const messages = sellerPage.getByTestId('messages');
      await expect.poll(() => messages.innerText()).toContain(first);
      await expect.poll(() => top.getByTestId('chat-unseen').count()).toBe(0);

      const answer = `${language === 'kr' ? 'بەڵێ' : 'نعم'} ${Date.now()}`;
      await sellerPage.locator('#chat-text').fill(answer);
      await sellerPage.locator('form button[type="submit"]').click();
      await expect
        .poll(async () => (await shopper.getByTestId('chat-message').last().innerText()).trim())
        .toContain(answer);

      // Written while the seller has the conversation open: it appears there, already read. It
      // is marked seen as it arrives, and the list is read again after that.
      const listedAfterSeen = sellerPage
        .waitForResponse((response) => response.url().includes('/seller/chat/seen/'))
        .then(() =>
          sellerPage.waitForResponse((response) =>
            response.url().endsWith('/seller/chat/customers'),
          ),
        );
      const second = `${first} 2`;
      await shopper.getByTestId('chat-input').fill(second);
      await shopper.getByTestId('chat-send').click();
      await expect.poll(() => messages.innerText()).toContain(second);
      await expect.poll(() => top.getByTestId('chat-customer-name').innerText()).toBe(writer.name);
      await listedAfterSeen;
      await expect.poll(() => top.getByTestId('chat-unseen').count()).toBe(0);
      await screenshot(sellerPage, `console-seller-chat-open-${language}-desktop`);
      expect(errors).toEqual([]);
      await context.close();
      await shopper.context().close();
    },
  );

  it.each(['kr', 'ar', 'en'] as const)(
    "shows the seller's chat (unread list, open conversation, empty) in %s",
    async (language) => {
      const product = await shopApi(baseUrl(), customer.token).product(MATTE.slug);
      const seller = Object.values(inject('staff')).find((s) => s.sellerId === product.sellerId);
      for (const [size, viewport] of SIZES) {
        const sent = await fetch(`${baseUrl()}/api/chat/customer/send-message-to-seller`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${customer.token}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({
            userId: customer.id,
            sellerId: product.sellerId,
            text: 'سڵاو! ئەم نامەیە زۆر درێژە بۆ ئەوەی ببینین چۆن دەپێچرێتەوە: '.repeat(4),
          }),
        });
        expect(sent.status).toBe(201);
        const context = await openContext(browser, { language, viewport });
        await context.addInitScript(
          (token) => localStorage.setItem('staffToken', token),
          seller!.token,
        );
        const page = await context.newPage();
        await page.goto('/console/seller/chat');
        await page.getByTestId('chat-unseen').first().waitFor();
        await capture(page, 'console', 'seller-chat-list', language, size);
        await page.getByRole('button', { name: customer.name }).click();
        await expect
          .poll(() => page.getByTestId('messages').innerText())
          .toContain('ئەم نامەیە زۆر درێژە');
        await capture(page, 'console', 'seller-chat-open', language, size);
        await page.route('**/api/seller/chat/customers', (route) =>
          route.fulfill({ json: { customers: [] } }),
        );
        await page.goto('/console/seller/chat');
        await page.getByTestId('chat-empty').waitFor();
        await capture(page, 'console', 'seller-chat-empty', language, size);
        await context.close();
      }
    },
  );

  it.each(['kr', 'ar', 'en'] as const)('shows the chat in %s', async (language) => {
    const product = await shopApi(baseUrl(), customer.token).product(MATTE.slug);
    for (const [size, viewport] of SIZES) {
      const page = await openSignedIn(language, viewport);
      await page.goto(`/dashboard/chat/${product.sellerId}`);
      await page.getByTestId('chat-message').first().waitFor();
      await capture(page, 'community', 'chat', language, size);
      await page.context().close();
    }
  });
});

describe('live updates', () => {
  it('an order status changed by the admin appears on the open order page (English)', async () => {
    const language = 'en';
    const api = shopApi(baseUrl(), customer.token);
    const product = await api.product(MATTE.slug);
    await api.addToCart(customer.id, product._id, MATTE.cartItems);
    const shippingInfo: ShippingInfoInput = {
      ...ADDRESS,
      name: customer.name,
      phone: customer.phone,
    };
    const orderId = await api.placeOrder(customer.id, shippingInfo);
    // Cash on delivery, as the payment page's submit button does it.
    const confirmed = await fetch(`${baseUrl()}/api/order/confirm/${orderId}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${customer.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ paymentMethod: 'cod' }),
    });
    expect(confirmed.status).toBe(200);

    const page = await openSignedIn(language);
    await page.goto(`/dashboard/order/details/${orderId}`);
    const status = page.getByTestId('order-detail').getByTestId('order-status');
    await expect(status.getAttribute('data-status')).resolves.toBe('pending');

    const admin = await staffLogin(ADMIN);
    await staffCall(admin.token, 'PATCH', `/api/admin/orders/${orderId}`, {
      delivery_status: 'preparing',
    });
    await expect.poll(() => status.getAttribute('data-status')).toBe('preparing');
    await expect(status.innerText()).resolves.toBe(text(language, 'orders.status.preparing'));
    await page.context().close();
  });

  it('a new rate from the admin re-renders the prices on an open product page (Arabic)', async () => {
    const language = 'ar';
    const api = shopApi(baseUrl(), customer.token);
    const product = await api.product(MATTE.slug);
    const oldRate = await api.rate();
    const newRate = (Number(oldRate) + 25).toFixed(4);
    const shown = (rate: string) =>
      text(language, 'catalogue.price', {
        amount: formatPrice(discountedUnitPrice(product.price, rate, product.discount)),
      });

    const page = await openSignedIn(language);
    await page.goto(`/product/details/${MATTE.slug}`);
    const price = page.getByTestId('product-details').getByTestId('price-current').first();
    await expect.poll(() => price.innerText()).toBe(shown(oldRate));

    const admin = await staffLogin(ADMIN);
    try {
      await staffCall(admin.token, 'POST', '/api/admin/currency', { currencyIQD: newRate });
      await expect.poll(() => price.innerText()).toBe(shown(newRate));
    } finally {
      await staffCall(admin.token, 'POST', '/api/admin/currency', { currencyIQD: oldRate });
    }
    await page.context().close();
  });
});
