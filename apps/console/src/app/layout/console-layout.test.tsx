import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StaffTokenPayload } from '@chapkhana/shared/staff';
import { mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { ConsoleLayout } from '@/app/layout/console-layout';
import { SignInRoute } from '@/app/routes/sign-in';
import { paths } from '@/config/paths';
import type * as forgetting from '@/lib/forget-sign-in';
import { followOtherTabs, forgetSignIn } from '@/lib/forget-sign-in';
import { makeStore } from '@/lib/store';
import { renderWithProviders } from '@/testing/render';

/**
 * The console's sockets, as the shop runs them: each opens with its sign-in's token, and the
 * shop ending that sign-in closes them (`closeSocketsOf`), as its logout does before answering.
 */
const live = vi.hoisted(() => {
  type Listener = (...args: unknown[]) => void;
  const sockets: { token: unknown; fire: (event: string, ...args: unknown[]) => void }[] = [];
  const io = (options: { auth?: { token?: unknown } }) => {
    const listeners = new Map<string, Set<Listener>>();
    const fire = (event: string, ...args: unknown[]) => {
      for (const listener of listeners.get(event) ?? []) listener(...args);
    };
    const socket = {
      io: { on: () => undefined, off: () => undefined },
      on(event: string, listener: Listener) {
        listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
        return socket;
      },
      off(event: string, listener: Listener) {
        listeners.get(event)?.delete(listener);
        return socket;
      },
      emit: () => socket,
      connect() {
        fire('connect');
        return socket;
      },
      disconnect() {
        fire('disconnect', 'io client disconnect');
        listeners.clear();
        return socket;
      },
    };
    sockets.push({ token: options.auth?.token, fire });
    return socket;
  };
  const closeSocketsOf = (token: string) => {
    for (const socket of sockets.filter((one) => one.token === token)) {
      socket.fire('disconnect', 'io server disconnect');
    }
  };
  return { io, closeSocketsOf };
});
vi.mock('socket.io-client', () => ({ io: live.io }));
vi.mock('@/lib/forget-sign-in', async (real) => {
  const actual = await real<typeof forgetting>();
  return { ...actual, forgetSignIn: vi.fn(actual.forgetSignIn) };
});

const ADMIN: StaffTokenPayload = {
  id: 'a1',
  name: 'Admin',
  role: 'admin',
  sellerId: null,
  sellerRole: null,
};
const OWNER: StaffTokenPayload = {
  id: 's1',
  name: 'Owner',
  role: 'seller',
  sellerId: 'shop1',
  sellerRole: 'owner',
};
const STAFF_OF_TOKEN: Record<string, StaffTokenPayload> = { admin: ADMIN, owner: OWNER };

const routes = [
  { path: paths.signIn, element: <SignInRoute /> },
  {
    element: <ConsoleLayout area="admin" />,
    children: [{ path: paths.admin.dashboard, element: <p>Admin dashboard</p> }],
  },
  {
    element: <ConsoleLayout area="seller" />,
    children: [{ path: paths.seller.dashboard, element: <p>Seller dashboard</p> }],
  },
];

/**
 * The shop as the console meets it: a token per staff member, a logout held until let go (which
 * first closes the sign-in's sockets, as the shop does, when `closesSockets`).
 */
function shop(logoutAnswer: { status: number; closesSockets?: boolean }) {
  let letGo: () => void = () => undefined;
  const logoutHeld = new Promise<void>((resolve) => (letGo = resolve));
  const fetch = mockApi(async (url, request) => {
    if (url.pathname === '/api/staff/me') {
      const token = request.headers.get('Authorization')?.replace('Bearer ', '') ?? '';
      const staff = STAFF_OF_TOKEN[token];
      return staff
        ? { body: { staff } }
        : { status: 401, body: { error: 'Unauthorized', code: 'unauthorized' } };
    }
    if (url.pathname === '/api/staff/logout') {
      const token = request.headers.get('Authorization')?.replace('Bearer ', '') ?? '';
      if (logoutAnswer.closesSockets) live.closeSocketsOf(token);
      await logoutHeld;
      return { status: logoutAnswer.status, body: { message: 'Logout Success' } };
    }
    if (url.pathname === '/api/staff/login') {
      return { body: { token: 'owner', message: 'Login Success', staff: OWNER } };
    }
    return undefined;
  });
  return { fetch, letGo };
}

/** The owner signs in on the sign-in page, and lands on the seller's dashboard. */
async function signInAsOwner() {
  fireEvent.change(screen.getByLabelText('Email or phone', { exact: false }), {
    target: { value: 'owner@example.com' },
  });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByText('Seller dashboard');
  await waitFor(() =>
    expect(screen.getByTestId('staff-name').textContent).toBe('Signed in as Owner (Owner)'),
  );
  expect(window.localStorage.getItem('staffToken')).toBe('owner');
}

describe('signing out of the console, then in again', () => {
  // CI (stop 62): the sign-in page came while the logout was still on its way, and a sign-in
  // made there was undone by the logout's last steps (the cached data reset, back to sign in).
  it.each([200, 500])(
    'keeps the console until the shop answered the logout (%i), then a new sign-in holds',
    async (status) => {
      window.localStorage.setItem('staffToken', 'admin');
      const { fetch, letGo } = shop({ status });
      renderWithProviders(<></>, { routes, url: paths.admin.dashboard });
      await screen.findByText('Admin dashboard');

      fireEvent.click(screen.getByTestId('sign-out'));
      const button = await screen.findByRole<HTMLButtonElement>('button', {
        name: 'Signing out…',
      });
      // Busy, not disabled (a disabled button drops the keyboard's focus): a second press
      // sends nothing.
      expect(button.getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(button);
      // The logout went with the token, so the shop ends this very sign-in.
      const logouts = fetch.mock.calls.filter(([call]) => call.url.endsWith('/api/staff/logout'));
      expect(logouts).toHaveLength(1);
      expect(logouts[0]?.[0].headers.get('Authorization')).toBe('Bearer admin');
      screen.getByText('Admin dashboard');
      expect(screen.queryByTestId('sign-in-form')).toBeNull();

      letGo();
      await screen.findByTestId('sign-in-form');
      expect(window.localStorage.getItem('staffToken')).toBeNull();
      await signInAsOwner();
    },
  );

  // Review: the shop closes the sign-in's sockets before it answers the logout, and the live
  // orders' socket then forgot whatever sign-in was there, and so did the logout's last steps.
  it('forgets the sign-in the shop closed the sockets of, and nothing more', async () => {
    window.localStorage.setItem('staffToken', 'admin');
    const { letGo } = shop({ status: 200, closesSockets: true });
    renderWithProviders(<></>, { routes, url: paths.admin.dashboard });
    await screen.findByText('Admin dashboard');
    await waitFor(() =>
      expect(screen.getByTestId('live-orders').getAttribute('data-state')).toBe('on'),
    );

    // The shop ended the sign-in (its sockets closed) before it answered: the console forgets
    // it now, which also ends the logout's wait (resetting the cache aborts the request; the
    // shop has done its part), and shows the sign-in page; the sign-out then finds it gone.
    const forgets = vi.mocked(forgetSignIn);
    forgets.mockClear();
    fireEvent.click(screen.getByTestId('sign-out'));
    await screen.findByTestId('sign-in-form');
    expect(window.localStorage.getItem('staffToken')).toBeNull();
    await waitFor(() => expect(forgets).toHaveBeenCalledTimes(2));
    expect(forgets.mock.calls.map(([, token]) => token)).toEqual(['admin', 'admin']);
    expect(forgets.mock.results.map((result) => result.value)).toEqual([true, false]);
    await signInAsOwner();
    letGo();
    expect(window.localStorage.getItem('staffToken')).toBe('owner');
  });

  it('leaves a sign-in made in another tab while the logout was on its way', async () => {
    window.localStorage.setItem('staffToken', 'admin');
    const { fetch, letGo } = shop({ status: 200 });
    renderWithProviders(<></>, { routes, url: paths.admin.dashboard });
    await screen.findByText('Admin dashboard');
    const forgets = vi.mocked(forgetSignIn);
    forgets.mockClear();
    fireEvent.click(screen.getByTestId('sign-out'));
    await screen.findByRole('button', { name: 'Signing out…' });
    // The owner signs in in another tab (tabs share the token), then the logout answers.
    window.localStorage.setItem('staffToken', 'owner');
    const logout = fetch.mock.calls.findIndex(([call]) => call.url.endsWith('/api/staff/logout'));
    letGo();
    await fetch.mock.results[logout]?.value;
    await waitFor(() => expect(forgets).toHaveBeenCalledTimes(1));
    expect(forgets.mock.results[0]?.value).toBe(false);
    expect(window.localStorage.getItem('staffToken')).toBe('owner');
  });

  it('leaves a sign-in made in another tab when the shop closes the old one’s sockets', async () => {
    window.localStorage.setItem('staffToken', 'admin');
    shop({ status: 200 });
    renderWithProviders(<></>, { routes, url: paths.admin.dashboard });
    await screen.findByText('Admin dashboard');
    await waitFor(() =>
      expect(screen.getByTestId('live-orders').getAttribute('data-state')).toBe('on'),
    );
    // Another tab signed out and in as the owner (tabs share the token); this tab's socket,
    // still the admin's, is closed by the shop only now (a tab that slept).
    window.localStorage.setItem('staffToken', 'owner');
    act(() => live.closeSocketsOf('admin'));
    expect(window.localStorage.getItem('staffToken')).toBe('owner');
  });

  it('follows a sign-in and a sign-out made in another tab', async () => {
    window.localStorage.setItem('staffToken', 'admin');
    shop({ status: 200 });
    const store = makeStore();
    const stop = followOtherTabs(store.dispatch);
    renderWithProviders(<></>, { routes, url: paths.admin.dashboard, store });
    await screen.findByText('Admin dashboard');
    const otherTab = (token: string | null) =>
      act(() => {
        if (token) window.localStorage.setItem('staffToken', token);
        else window.localStorage.removeItem('staffToken');
        window.dispatchEvent(new StorageEvent('storage', { key: 'staffToken', newValue: token }));
      });

    // The owner signed in there: this tab shows the owner's console, its socket the owner's.
    otherTab('owner');
    await screen.findByText('Seller dashboard');
    await waitFor(() =>
      expect(screen.getByTestId('staff-name').textContent).toBe('Signed in as Owner (Owner)'),
    );
    await waitFor(() =>
      expect(screen.getByTestId('live-orders').getAttribute('data-state')).toBe('on'),
    );
    // …then signed out there: this tab shows the sign-in page.
    otherTab(null);
    await screen.findByTestId('sign-in-form');
    stop();
  });
});
