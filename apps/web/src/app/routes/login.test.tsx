import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { customerToken, signInAs } from '@/testing/render-app';
import { renderRoute } from '@/testing/render-route';

const PASSWORD = 'correct horse';
const TOKEN = customerToken('Aram');

/** The login API: one customer, "Aram", phone 0750 123 4567 however it is written. */
function mockLoginApi() {
  return mockApi(async (url, request) => {
    if (url.pathname !== '/api/customer/customer-login') return undefined;
    const body = (await request.json()) as { phone: string; password: string };
    if (body.password !== PASSWORD) {
      return { status: 401, body: apiError('bad_login') };
    }
    return { body: { token: TOKEN, message: 'Login Success' } };
  });
}

async function logIn(phone: string, password: string) {
  fireEvent.input(await screen.findByTestId('login-phone'), { target: { value: phone } });
  fireEvent.input(screen.getByTestId('login-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

describe('/login', () => {
  it('requires phone and password before calling the API', async () => {
    const fetchMock = mockLoginApi();
    renderRoute('/login');
    fireEvent.click(await screen.findByTestId('login-submit'));
    expect((await screen.findByTestId('login-phone-error')).textContent).toBe(
      'This field is required.',
    );
    expect(screen.getByTestId('login-password-error').textContent).toBe('This field is required.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in, shows the name in the header at once and goes home', async () => {
    const fetchMock = mockLoginApi();
    const { router } = renderRoute('/login');
    await logIn('٠٧٥٠ ١٢٣ ٤٥٦٧', PASSWORD);

    expect((await screen.findByTestId('account-link')).textContent).toContain('Aram');
    await waitFor(() => expect(router.location().pathname).toBe('/'));
    expect(window.localStorage.getItem('customerToken')).toBe(TOKEN);
    const [request] = fetchMock.mock.calls[0]!;
    // Digits made ASCII, otherwise as typed: the API reads it as an Iraqi number.
    // The language signed in with is the one the shop mails the customer in.
    expect(await request.json()).toEqual({
      phone: '0750 123 4567',
      password: PASSWORD,
      lng: 'en',
    });
    expect(await screen.findByText('You are logged in.')).toBeTruthy();
  });

  it('goes back to the page that asked for a login, e.g. the cart', async () => {
    mockLoginApi();
    const { router } = renderRoute('/card');
    await waitFor(() => expect(router.location().pathname).toBe('/login'));
    await logIn('07501234567', PASSWORD);
    await waitFor(() => expect(router.location().pathname).toBe('/card'));
  });

  it('shows a refused login as a translated toast and stays', async () => {
    mockLoginApi();
    const { router } = renderRoute('/login');
    await logIn('07501234567', 'wrong password');
    expect(await screen.findByText('Phone number or password is incorrect')).toBeTruthy();
    expect(router.location().pathname).toBe('/login');
    expect(window.localStorage.getItem('customerToken')).toBeNull();
  });

  it('shows a server sentence it does not know verbatim', async () => {
    mockApi(() => ({ status: 503, body: { error: 'The shop is being updated.' } }));
    renderRoute('/login');
    await logIn('07501234567', PASSWORD);
    expect(await screen.findByText('The shop is being updated.')).toBeTruthy();
  });

  it('links to /registerCode to create an account', async () => {
    renderRoute('/login');
    expect((await screen.findByTestId('login-register-link')).getAttribute('href')).toBe(
      '/registerCode',
    );
  });

  it('sends a signed-in customer home', async () => {
    signInAs('Aram');
    const { router } = renderRoute('/login');
    await waitFor(() => expect(router.location().pathname).toBe('/'));
  });
});
