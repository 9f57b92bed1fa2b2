import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ABOUT_TEXT, mockAboutPage } from '@/testing/sample-shop-pages';
import { routesLoadedAt } from '@/app/route-table';
import { renderRoute } from '@/testing/render-route';

/** A route module whose code arrives when the test says. */
const held = vi.hoisted(() => {
  const gate = () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    return { arrived, arrive };
  };
  return { home: gate(), login: gate(), categories: gate() };
});
vi.mock('@/app/routes/home', async (importOriginal) => {
  await held.home.arrived;
  return importOriginal();
});
vi.mock('@/app/routes/categories', async (importOriginal) => {
  await held.categories.arrived;
  return importOriginal();
});
vi.mock('@/app/routes/login', async (importOriginal) => {
  await held.login.arrived;
  return importOriginal();
});

describe('moves inside the app wait for the next page’s code', () => {
  beforeEach(() => {
    mockAboutPage();
  });

  it('keeps the address and the page of a tapped link until its code is in', async () => {
    const { router } = renderRoute('/about');
    expect(await screen.findByText(ABOUT_TEXT)).toBeTruthy();

    fireEvent.click(screen.getAllByTestId('logo-link')[0]!);
    expect(await screen.findByTestId('navigation-progress')).toBeTruthy();
    // The history has not moved: a reload or a shared address is still the page on screen.
    expect(router.location().pathname).toBe('/about');
    expect(screen.getByText(ABOUT_TEXT)).toBeTruthy();

    held.home.arrive();
    await waitFor(() => expect(router.location().pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByText(ABOUT_TEXT)).toBeNull());
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

  it('drops a move still waiting when the reader goes back meanwhile', async () => {
    const { router } = renderRoute('/about');
    expect(await screen.findByText(ABOUT_TEXT)).toBeTruthy();
    act(() => void router.navigate('/about?from=share'));
    await waitFor(() => expect(router.location().search).toBe('?from=share'));

    fireEvent.click(document.querySelector('a[href="/categories"]')!);
    expect(await screen.findByTestId('navigation-progress')).toBeTruthy();
    // The browser's back button: the router's own history, not the app's waiting navigator.
    act(() => void router.navigate(-1));
    await waitFor(() => expect(router.location().search).toBe(''));
    const back = router.location();
    expect(screen.queryByTestId('navigation-progress')).toBeNull();

    held.categories.arrive();
    // Its code is in, but the move it was for is stale: the reader stays where they went back to.
    await act(() => routesLoadedAt({ pathname: '/categories' }));
    // What is left of the waiting move is promise callbacks: all run before the next task.
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(router.location()).toBe(back);
    expect(screen.getByText(ABOUT_TEXT)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Categories' })).toBeNull();
  });
});
