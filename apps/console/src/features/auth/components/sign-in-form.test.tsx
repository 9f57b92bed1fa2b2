import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

function fill(login: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email or phone'), { target: { value: login } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInForm', () => {
  it('shows a sentence beside each empty field and does not call the server', async () => {
    const fetch = mockApi(() => undefined);
    renderWithProviders(<SignInForm onSignedIn={vi.fn()} />);
    fill('', '');
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByLabelText('Email or phone').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the token and hands over the staff member on success', async () => {
    const staff = { id: 'a1', name: 'Admin', role: 'admin', sellerId: null };
    const fetch = mockApi(() => ({ body: { token: 'tok', staff, message: 'Login Success' } }));
    const onSignedIn = vi.fn();
    renderWithProviders(<SignInForm onSignedIn={onSignedIn} />);
    fill(' admin@chapkhana.example ', 'chapkhana-demo');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(staff));
    expect(window.localStorage.getItem('staffToken')).toBe('tok');
    const request = fetch.mock.calls[0]?.[0];
    if (!request) throw new Error('no request');
    expect(await request.json()).toEqual({
      login: 'admin@chapkhana.example',
      password: 'chapkhana-demo',
      // The console's language is the one the shop mails this account in.
      lng: 'en',
    });
  });

  it('explains a wrong password as a sentence', async () => {
    mockApi(() => ({ status: 401, body: apiError('staff_bad_login') }));
    const onSignedIn = vi.fn();
    renderWithProviders(<SignInForm onSignedIn={onSignedIn} />);
    fill('admin@chapkhana.example', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The email, phone or password is incorrect.',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
