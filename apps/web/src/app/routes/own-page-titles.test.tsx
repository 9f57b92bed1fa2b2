import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { headWritten } from '@/rendering';
import { signInAs } from '@/testing/render-app';
import { renderRoute } from '@/testing/render-route';

/** The tab reads "<page> — <shop>" once the page's head is written. */
async function expectTabTitle(title: string) {
  await waitFor(async () => {
    await headWritten();
    expect(document.title).toBe(`${title} — Chapkhana`);
  });
}

beforeEach(() => {
  document.head.innerHTML = '<title>Chapkhana</title>';
  // Every API call answers 404: the title does not wait for the page's data.
  mockApi(() => undefined);
});
afterEach(() => {
  document.head.innerHTML = '';
});

describe('the customer’s own pages name themselves in the tab', () => {
  it.each([
    ['/card', 'Shopping cart'],
    ['/shipping', 'Shipping'],
    ['/payment', 'Payment'],
    ['/order/confirm', 'Payment result'],
    ['/dashboard', 'My account'],
    ['/dashboard/my-orders', 'My orders'],
    ['/dashboard/my-wishlist', 'My wishlist'],
    ['/dashboard/change-password', 'Change password'],
    ['/dashboard/chat', 'Chat with sellers'],
    ['/dashboard/order/details/o1', 'Order details'],
  ])('%s is “%s — Chapkhana”, with no address to index or share', async (path, title) => {
    signInAs('Aram');
    renderRoute(path);
    await expectTabTitle(title);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex',
    );
  });

  it.each([
    ['/login', 'Login'],
    ['/register', 'Create an account'],
  ])('%s, signed out, is “%s — Chapkhana”', async (path, title) => {
    renderRoute(path);
    await expectTabTitle(title);
  });
});
