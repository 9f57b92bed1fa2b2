import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { renderRoute } from '@/testing/render-route';

/** A route module whose code arrives when the test says. */
const held = vi.hoisted(() => {
  const gate = () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    return { arrived, arrive };
  };
  return { home: gate(), login: gate() };
});
vi.mock('@/app/routes/home', async (importOriginal) => {
  await held.home.arrived;
  return importOriginal();
});
vi.mock('@/app/routes/login', async (importOriginal) => {
  await held.login.arrived;
  return importOriginal();
});

describe('moves inside the app wait for the next page’s code', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    mockApi((url) =>
      url.pathname === '/api/home/shop-pages/about'
        ? { body: { page: 'about', text: { kr: '', ar: '', en: 'We print.' } } }
        : undefined,
    );
  });

  it('keeps the address and the page of a tapped link until its code is in', async () => {
    const { router } = renderRoute('/about');
    expect(await screen.findByText('We print.')).toBeTruthy();

    fireEvent.click(screen.getAllByTestId('logo-link')[0]!);
    expect(await screen.findByTestId('navigation-progress')).toBeTruthy();
    // The history has not moved: a reload or a shared address is still the page on screen.
    expect(router.location().pathname).toBe('/about');
    expect(screen.getByText('We print.')).toBeTruthy();

    held.home.arrive();
    await waitFor(() => expect(router.location().pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByText('We print.')).toBeNull());
    expect(screen.queryByTestId('navigation-progress')).toBeNull();
  });

  it('sends a signed-out visitor from a customer’s page to /login once, whatever /login’s code takes', async () => {
    const { router } = renderRoute('/card');
    // The guard's redirect waits for /login's code, at /card: not drawn again and again at a new address.
    expect(await screen.findByTestId('navigation-progress')).toBeTruthy();
    const seen = new Set<string>();
    const look = () => seen.add(router.location().key);
    look();
    expect(router.location().pathname).toBe('/card');

    held.login.arrive();
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    look();
    expect(router.location().pathname).toBe('/login');
    expect(router.location().state).toMatchObject({ from: { pathname: '/card' } });
    expect(seen.size).toBe(2);
  });
});
