import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFRESHED_TOKEN_HEADER } from '@chapkhana/shared/customer-session';
import { makeStore } from '@/app/store';
import { customerProfileApi } from '@/features/accounts/api/get-customer-profile';
import { conversationOpened } from '@/features/chat/store/chat-slice';
import { CUSTOMER_TOKEN_KEY } from '@/lib/auth-token';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { customerToken, signInAs } from '@/testing/render-app';

const profile = {
  _id: 'c1',
  name: 'Aram',
  email: 'aram@example.com',
  phone: '+9647501234567',
  userType: 'user',
  address: null,
  printHouseName: null,
  discount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Reads the profile through the real store; the open chat shows whether the tab was signed out. */
async function readProfile(answer: Parameters<typeof mockApi>[0]) {
  mockApi(answer);
  const store = makeStore();
  store.dispatch(conversationOpened('seller-1'));
  const result = await store.dispatch(
    customerProfileApi.endpoints.getCustomerProfile.initiate('c1'),
  );
  return { result, signedOut: store.getState().chat.openSellerId === null };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the API client keeps the sign-in in step with the server', () => {
  it('stores the fresh token the API hands back for a day-old one', async () => {
    signInAs('Aram');
    const fresh = customerToken('Aram', 'c1').replace('sig', 'fresh');
    const { result } = await readProfile(() => ({
      body: { customerProfile: profile },
      headers: { [REFRESHED_TOKEN_HEADER]: fresh },
    }));
    expect(result.data?.name).toBe('Aram');
    expect(window.localStorage.getItem(CUSTOMER_TOKEN_KEY)).toBe(fresh);
  });

  it('signs the tab out when the API no longer accepts its token', async () => {
    signInAs('Aram');
    const { result, signedOut } = await readProfile(() => ({
      status: 401,
      body: apiError('sign_in_expired'),
    }));
    expect(result.error).toMatchObject({ status: 401 });
    expect(window.localStorage.getItem(CUSTOMER_TOKEN_KEY)).toBeNull();
    expect(signedOut).toBe(true);
  });

  it('keeps a token it did not send when a request without one is refused', async () => {
    await readProfile(() => ({ status: 401, body: apiError('sign_in_first') }));
    expect(window.localStorage.getItem(CUSTOMER_TOKEN_KEY)).toBeNull();
    signInAs('Aram');
    const token = window.localStorage.getItem(CUSTOMER_TOKEN_KEY);
    expect(token).not.toBeNull();
    const { signedOut } = await readProfile(() => ({ status: 403, body: { error: 'Not yours.' } }));
    expect(window.localStorage.getItem(CUSTOMER_TOKEN_KEY)).toBe(token);
    expect(signedOut).toBe(false);
  });
});
