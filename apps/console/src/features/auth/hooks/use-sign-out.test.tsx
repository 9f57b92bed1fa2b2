import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

function SignOutButton() {
  const { signOut } = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      Sign out
    </button>
  );
}

describe('useSignOut', () => {
  // Issue 33: a GET logout could be set off by any page (a picture's address); the API now
  // answers only a POST, checked for the shop's own origin.
  it('ends the session with a POST and forgets the token', async () => {
    window.localStorage.setItem('staffToken', 'tok');
    const fetch = mockApi((url, request) => {
      if (url.pathname !== '/api/staff/logout') return undefined;
      return request.method === 'POST'
        ? { body: { message: 'Logout Success' } }
        : {
            status: 404,
            body: apiError('route_not_found', { method: request.method, url: url.pathname }),
          };
    });
    renderWithProviders(<SignOutButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const calls = fetch.mock.calls.map(
      ([request]) => `${request.method} ${new URL(request.url).pathname}`,
    );
    expect(calls).toEqual(['POST /api/staff/logout']);
    expect(window.localStorage.getItem('staffToken')).toBeNull();
  });
});
