import type { CustomerProfile } from '@chapkhana/shared/accounts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartCountsReceived } from '@/features/cart/store/cart-slice';
import { apiError, fetchedUrls, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { customerToken, signInAs } from '@/testing/render-app';
import { renderRoute } from '@/testing/render-route';
import ar from '../../../public/assets/locales/ar/translation.json';
import kr from '../../../public/assets/locales/kr/translation.json';

/** The token the API answers a password change with, made once: its expiry is in whole seconds. */
const RENEWED_TOKEN = customerToken('Aram Renewed');

const profile: CustomerProfile = {
  _id: 'c1',
  name: 'Aram',
  email: 'aram@example.com',
  phone: '+9647501234567',
  userType: 'printHouse',
  address: 'Erbil',
  printHouseName: 'Hawler Print',
  discount: 5,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The message choices the mocked API holds, and whether its next save fails. */
let savedChoices = { whatsapp: true, sms: true, email: true };
let failNextSave = false;

function mockAccountApi(overrides: Partial<CustomerProfile> = {}) {
  return mockApi(async (url, request) => {
    if (url.pathname === '/api/customer/message-choices') {
      if (request.method === 'PUT') {
        if (failNextSave) {
          failNextSave = false;
          return { status: 503, body: apiError('database_unavailable') };
        }
        savedChoices = (await request.json()) as typeof savedChoices;
      }
      return { body: { choices: savedChoices } };
    }
    if (url.pathname === '/api/get-customer/c1') {
      return { body: { customerProfile: { ...profile, ...overrides } } };
    }
    // Logout is a POST only (issue 33): the API answers any other method 404.
    if (url.pathname === '/api/customer/logout') {
      return request.method === 'POST'
        ? { body: { message: 'Logout Success' } }
        : {
            status: 404,
            body: apiError('route_not_found', { method: request.method, url: url.pathname }),
          };
    }
    if (url.pathname === '/api/customer/customer-login') {
      return { body: { token: customerToken('Aram'), message: 'Login Success' } };
    }
    if (url.pathname === '/api/customer/change-password') {
      const body = (await request.json()) as { oldPassword: string };
      return body.oldPassword === 'old secret'
        ? {
            body: {
              token: RENEWED_TOKEN,
              message: 'Password changed successfully',
            },
          }
        : { status: 400, body: apiError('wrong_current_password') };
    }
    return undefined;
  });
}

/** Clicks a message-choice switch and waits until it shows `checked`. */
async function flip(choice: HTMLElement, checked: 'true' | 'false') {
  fireEvent.click(choice);
  await waitFor(() => expect(choice.getAttribute('aria-checked')).toBe(checked));
}

describe('/dashboard', () => {
  beforeEach(() => {
    savedChoices = { whatsapp: true, sms: true, email: true };
    failNextSave = false;
  });

  it('lets the customer turn WhatsApp and SMS off and on, saving each switch', async () => {
    signInAs('Aram');
    const fetchMock = mockAccountApi();
    renderRoute('/dashboard');
    const whatsapp = await screen.findByRole('switch', { name: 'WhatsApp' });
    const sms = screen.getByRole('switch', { name: 'SMS' });
    expect(whatsapp.getAttribute('aria-checked')).toBe('true');
    expect(sms.getAttribute('aria-checked')).toBe('true');

    await flip(whatsapp, 'false');
    expect(savedChoices).toEqual({ whatsapp: false, sms: true, email: true });
    expect(screen.queryByTestId('message-choices-none')).toBeNull();

    await flip(sms, 'false');
    expect(savedChoices).toEqual({ whatsapp: false, sms: false, email: true });
    expect(screen.getByTestId('message-choices-none').textContent).toBe(
      'You will get no WhatsApp or SMS messages about your orders.',
    );
    const puts = fetchMock.mock.calls.filter(
      ([input]) =>
        input instanceof Request &&
        input.method === 'PUT' &&
        new URL(input.url).pathname === '/api/customer/message-choices',
    );
    expect(puts).toHaveLength(2);
  });

  it('lets the customer turn order mails off and on, apart from WhatsApp and SMS', async () => {
    signInAs('Aram');
    mockAccountApi();
    renderRoute('/dashboard');
    const email = await screen.findByRole('switch', { name: 'Email' });
    expect(email.getAttribute('aria-checked')).toBe('true');
    expect(
      screen.getByText('A mail for each update, to the address you signed up with.'),
    ).toBeTruthy();

    await flip(email, 'false');
    expect(savedChoices).toEqual({ whatsapp: true, sms: true, email: false });
    // Mail off is not "no messages": WhatsApp and SMS still go.
    expect(screen.queryByTestId('message-choices-none')).toBeNull();

    await flip(email, 'true');
    expect(savedChoices).toEqual({ whatsapp: true, sms: true, email: true });
  });

  it('names the mail switch in Sorani and Arabic too', () => {
    expect(kr.account.messageChoices.email).toBe('ئیمەیڵ');
    expect(ar.account.messageChoices.email).toBe('البريد الإلكتروني');
    for (const language of [kr, ar]) {
      expect(language.account.messageChoices.emailHint).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('keeps a switch as the API has it when the save fails, and says so', async () => {
    signInAs('Aram');
    mockAccountApi();
    renderRoute('/dashboard');
    const sms = await screen.findByRole('switch', { name: 'SMS' });
    failNextSave = true;
    fireEvent.click(sms);
    expect(
      (await screen.findByText('Your choice was not saved. Try again.')).getAttribute('role'),
    ).toBe('alert');
    expect(sms.getAttribute('aria-checked')).toBe('true');
    expect(savedChoices).toEqual({ whatsapp: true, sms: true, email: true });
  });

  it('greets the customer and shows their profile, with the discount', async () => {
    signInAs('Aram');
    const fetchMock = mockAccountApi();
    renderRoute('/dashboard');
    expect((await screen.findByTestId('dashboard-welcome')).textContent).toBe('Welcome, Aram');
    expect((await screen.findByTestId('profile-phone')).textContent).toBe('0750 123 4567');
    expect(screen.getByTestId('profile-email').textContent).toBe('aram@example.com');
    expect(screen.getByTestId('profile-user-type').textContent).toBe('Print house');
    expect(screen.getByTestId('profile-print-house-name').textContent).toBe('Hawler Print');
    expect(screen.getByTestId('profile-discount').textContent).toBe('5% off every order');
    expect(fetchedUrls(fetchMock).map((url) => url.pathname)).toContain('/api/get-customer/c1');
  });

  it('leaves the discount out when there is none', async () => {
    signInAs('Aram');
    mockAccountApi({ discount: 0, userType: 'user', printHouseName: null });
    renderRoute('/dashboard');
    expect((await screen.findByTestId('profile-user-type')).textContent).toBe('Individual');
    expect(screen.queryByTestId('profile-discount')).toBeNull();
    expect(screen.queryByTestId('profile-print-house-name')).toBeNull();
  });

  it('links the sidebar to the dashboard pages', async () => {
    signInAs('Aram');
    mockAccountApi();
    renderRoute('/dashboard');
    const sidebar = await screen.findByTestId('dashboard-sidebar');
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/dashboard',
      '/dashboard/my-orders',
      '/dashboard/my-wishlist',
      '/dashboard/card-designs',
      '/dashboard/change-password',
      '/dashboard/chat',
    ]);
  });

  it('logs out: token gone, counters reset, header signed out, at /login with no way back', async () => {
    signInAs('Aram');
    const fetchMock = mockAccountApi();
    const { router, store } = renderRoute('/dashboard/change-password');
    store.dispatch(cartCountsReceived({ buy_product_item: 3, wishlist_count: 2 }));
    fireEvent.click(await screen.findByTestId('logout-button'));

    await waitFor(() => expect(router.location().pathname).toBe('/login'));
    expect(router.location().state).toBeNull();
    expect(window.localStorage.getItem('customerToken')).toBeNull();
    expect(store.getState().cart).toEqual({ buy_product_item: 0, wishlist_count: 0 });
    expect(await screen.findByTestId('login-link')).toBeTruthy();
    expect(screen.queryByTestId('account-link')).toBeNull();
    expect(
      fetchMock.mock.calls.map(([request]) => `${request.method} ${new URL(request.url).pathname}`),
    ).toContain('POST /api/customer/logout');

    // Signing in again starts at home, not in the previous page of the dashboard.
    fireEvent.input(await screen.findByTestId('login-phone'), {
      target: { value: '07501234567' },
    });
    fireEvent.input(screen.getByTestId('login-password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.location().pathname).toBe('/'));
  });

  it('logs out locally even when the API cannot be reached', async () => {
    signInAs('Aram');
    mockApi(() => {
      throw new TypeError('Failed to fetch');
    });
    const { router } = renderRoute('/dashboard/change-password');
    fireEvent.click(await screen.findByTestId('logout-button'));
    await waitFor(() => expect(router.location().pathname).toBe('/login'));
    expect(window.localStorage.getItem('customerToken')).toBeNull();
  });
});

describe('/dashboard/change-password', () => {
  beforeEach(() => {
    signInAs('Aram');
  });

  function fill(oldPassword: string, newPassword: string, confirmPassword: string) {
    fireEvent.input(screen.getByTestId('change-password-old'), { target: { value: oldPassword } });
    fireEvent.input(screen.getByTestId('change-password-new'), { target: { value: newPassword } });
    fireEvent.input(screen.getByTestId('change-password-confirm'), {
      target: { value: confirmPassword },
    });
    fireEvent.click(screen.getByTestId('change-password-submit'));
  }

  it('wants the confirmation to match before calling the API', async () => {
    const fetchMock = mockAccountApi();
    renderRoute('/dashboard/change-password');
    await screen.findByTestId('change-password-old');
    fill('old secret', 'new secret', 'new secreT');
    expect((await screen.findByTestId('change-password-confirm-error')).textContent).toBe(
      'The passwords do not match.',
    );
    expect(
      fetchedUrls(fetchMock).some((url) => url.pathname === '/api/customer/change-password'),
    ).toBe(false);
  });

  it('changes the password, says so and empties the form', async () => {
    const fetchMock = mockAccountApi();
    renderRoute('/dashboard/change-password');
    await screen.findByTestId('change-password-old');
    fill('old secret', 'new secret', 'new secret');
    expect(await screen.findByText('Password changed successfully')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByTestId('change-password-old') as HTMLInputElement).value).toBe(''),
    );
    const call = fetchMock.mock.calls.find(([request]) =>
      request.url.endsWith('/api/customer/change-password'),
    );
    expect(call![0].method).toBe('PUT');
    expect(await call![0].json()).toEqual({ oldPassword: 'old secret', newPassword: 'new secret' });
    // The API ended every other sign-in; this device keeps the new token it was given.
    expect(window.localStorage.getItem('customerToken')).toBe(RENEWED_TOKEN);
  });

  it('shows a wrong current password beside the field', async () => {
    mockAccountApi();
    renderRoute('/dashboard/change-password');
    await screen.findByTestId('change-password-old');
    fill('not it', 'new secret', 'new secret');
    expect((await screen.findByTestId('change-password-old-error')).textContent).toBe(
      'Your current password is not correct.',
    );
  });
});
