import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fetchedUrls, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { customerToken } from '@/testing/render-app';
import { renderRoute } from '@/testing/render-route';

const TOKEN = customerToken('Print House Owner');
const EMAIL = 'owner@example.com';

type Answer = { status?: number; body: unknown };

/** verify-email answers for the token "good"; register answers `registerAnswer`. */
function mockRegistrationApi(
  registerAnswer: Answer = { status: 201, body: { token: TOKEN, message: 'Register Success' } },
) {
  return mockApi(async (url, request) => {
    if (url.pathname === '/api/auth/verify-email') {
      const { token } = (await request.json()) as { token: string };
      if (token === 'good') return { body: { email: EMAIL, uid: 'good' } };
      if (token === 'used') return { status: 400, body: apiError('link_used') };
      if (token === 'old') return { status: 400, body: apiError('link_expired') };
      return { status: 400, body: apiError('invalid_link') };
    }
    if (url.pathname === '/api/customer/customer-register') return registerAnswer;
    return undefined;
  });
}

const verifyCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchedUrls(fetchMock).filter((url) => url.pathname === '/api/auth/verify-email');

function fill(testId: string, value: string) {
  fireEvent.input(screen.getByTestId(testId), { target: { value } });
}

async function fillIndividual() {
  await screen.findByTestId('register-name');
  fill('register-name', 'Print House Owner');
  fill('register-phone', '0750 123 4567');
  fill('register-password', 'long enough');
}

describe('/register', () => {
  it('without a token asks the reader to verify an email first', async () => {
    renderRoute('/register');
    await screen.findByTestId('register-link-missing');
    expect(screen.getByTestId('register-request-link').getAttribute('href')).toBe('/registerCode');
  });

  it('verifies the token once, even in strict mode, and prefills the email read-only', async () => {
    const fetchMock = mockRegistrationApi();
    renderRoute('/register?token=good');
    const email = (await screen.findByTestId('register-email')) as HTMLInputElement;
    expect(email.value).toBe(EMAIL);
    expect(email.readOnly).toBe(true);
    expect(await screen.findByText('Email verified successfully!')).toBeTruthy();
    expect(verifyCalls(fetchMock)).toHaveLength(1);
  });

  it.each([
    ['made-up', 'invalid', 'This link cannot be used', 'Invalid verification link'],
    [
      'used',
      'used',
      'This link has already been used',
      'This link has already been used to create an account. Please log in.',
    ],
    ['old', 'expired', 'This link has expired', 'This link has expired. Please ask for a new one.'],
  ])(
    'says once that the %s link cannot be used, with a way to get a new one',
    async (token, kind, title, toastText) => {
      mockRegistrationApi();
      renderRoute(`/register?token=${token}`);
      await screen.findByTestId(`register-link-${kind}`);
      expect(screen.getAllByText(title)).toHaveLength(1);
      expect(screen.getByTestId('register-request-link').getAttribute('href')).toBe(
        '/registerCode',
      );
      // No toast repeats what the page says.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByText(toastText)).toBeNull();
    },
  );

  it('offers a used link’s reader the way to log in', async () => {
    mockRegistrationApi();
    renderRoute('/register?token=used');
    await screen.findByTestId('register-link-used');
    expect(screen.getByTestId('register-login-link').getAttribute('href')).toBe('/login');
  });

  it('says why verification failed when the shop cannot be reached', async () => {
    mockApi(() => {
      throw new TypeError('Failed to fetch');
    });
    renderRoute('/register?token=good');
    await screen.findByTestId('register-link-failed');
    expect(
      await screen.findAllByText(
        'Verification failed: We could not reach the shop. Check your connection and try again.',
      ),
    ).toHaveLength(1);
  });

  it('checks the link again after a reload: opening it does not spend it', async () => {
    const fetchMock = mockRegistrationApi();
    const first = renderRoute('/register?token=good');
    expect(((await screen.findByTestId('register-email')) as HTMLInputElement).value).toBe(EMAIL);
    first.unmount();
    renderRoute('/register?token=good');
    expect(((await screen.findByTestId('register-email')) as HTMLInputElement).value).toBe(EMAIL);
    expect(verifyCalls(fetchMock).length).toBeGreaterThanOrEqual(1);
  });

  it('asks a print house for address and name, and clears them when the type changes', async () => {
    const fetchMock = mockRegistrationApi();
    renderRoute('/register?token=good');
    await fillIndividual();
    expect(screen.queryByTestId('register-address')).toBeNull();

    fireEvent.click(screen.getByTestId('register-type-printHouse'));
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('register-address-error')).textContent).toBe(
      'This field is required.',
    );
    expect(screen.getByTestId('register-printHouseName-error').textContent).toBe(
      'This field is required.',
    );

    fill('register-address', 'Erbil, 100m Street');
    fill('register-printHouseName', 'Hawler Print');
    fireEvent.click(screen.getByTestId('register-type-user'));
    expect(screen.queryByTestId('register-address')).toBeNull();
    fireEvent.click(screen.getByTestId('register-type-printHouse'));
    expect((screen.getByTestId('register-address') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('register-printHouseName') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('register-address-error')).toBeNull();
    expect(
      fetchedUrls(fetchMock).some((url) => url.pathname === '/api/customer/customer-register'),
    ).toBe(false);
  });

  it('wants a password of at least 8 characters', async () => {
    mockRegistrationApi();
    renderRoute('/register?token=good');
    await fillIndividual();
    fill('register-password', 'short');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('register-password-error')).textContent).toBe(
      'Use at least 8 characters.',
    );
  });

  it('registers a print house, stores the token and goes home signed in', async () => {
    const fetchMock = mockRegistrationApi();
    const { router } = renderRoute('/register?token=good');
    await fillIndividual();
    fireEvent.click(screen.getByTestId('register-type-printHouse'));
    fill('register-address', 'Erbil, 100m Street');
    fill('register-printHouseName', 'Hawler Print');
    fireEvent.click(screen.getByTestId('register-submit'));

    expect((await screen.findByTestId('account-link')).textContent).toContain('Print House Owner');
    await waitFor(() => expect(router.location().pathname).toBe('/'));
    expect(window.localStorage.getItem('customerToken')).toBe(TOKEN);
    const registerCall = fetchMock.mock.calls.find(([request]) =>
      request.url.endsWith('/api/customer/customer-register'),
    );
    expect(await registerCall![0].json()).toEqual({
      uid: 'good',
      email: EMAIL,
      name: 'Print House Owner',
      phone: '+9647501234567',
      password: 'long enough',
      userType: 'printHouse',
      address: 'Erbil, 100m Street',
      printHouseName: 'Hawler Print',
      lng: 'en',
    });
  });

  it('shows a taken phone number beside the field and as a toast', async () => {
    mockRegistrationApi({
      status: 409,
      body: apiError('phone_taken'),
    });
    renderRoute('/register?token=good');
    await fillIndividual();
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('register-phone-error')).textContent).toBe(
      'This phone number is already registered. Please log in.',
    );
    expect(
      await screen.findAllByText('This phone number is already registered. Please log in.'),
    ).toHaveLength(2);
  });

  it('says once that the link was used when another device registered with it first', async () => {
    mockRegistrationApi({ status: 400, body: apiError('link_used') });
    renderRoute('/register?token=good');
    await fillIndividual();
    fireEvent.click(screen.getByTestId('register-submit'));
    await screen.findByTestId('register-link-used');
    expect(
      screen.queryByText('This link has already been used to create an account. Please log in.'),
    ).toBeNull();
    expect(screen.getAllByText('This link has already been used')).toHaveLength(1);
  });
});
