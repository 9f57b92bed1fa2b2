import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ABOUT_TEXT, mockAboutPage } from '@/testing/sample-shop-pages';
import type * as ShopPagesModule from '@/app/routes/shop-pages';
import { renderRoute } from '@/testing/render-route';

type ShopPages = typeof ShopPagesModule;

// The categories page's code arrives when the test says; the code-request page's never does; the
// contact page throws while it is drawn.
const categoriesCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive };
});
vi.mock('@/app/routes/categories', async (importOriginal) => {
  await categoriesCode.arrived;
  return importOriginal();
});
vi.mock('@/app/routes/register-code', () => {
  throw new Error('the chunk is gone (a deploy replaced it)');
});
vi.mock('@/app/routes/shop-pages', async (importOriginal) => ({
  ...(await importOriginal<ShopPages>()),
  ContactRoute: () => {
    throw new Error('drawing failed');
  },
}));

describe('pages whose code loads when first reached', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockAboutPage();
  });

  it('keeps the page shown, with the progress bar, until the next page’s code is there; nothing is drawn anew', async () => {
    const { router } = renderRoute('/about');
    expect(await screen.findByText(ABOUT_TEXT)).toBeTruthy();
    const logo = screen.getAllByTestId('logo-link')[0];
    expect(screen.queryByTestId('navigation-progress')).toBeNull();

    act(() => void router.navigate('/categories'));
    expect(await screen.findByTestId('navigation-progress')).toBeTruthy();
    // The page before stays, reading its own address, and the frame is the same one.
    expect(screen.getByText(ABOUT_TEXT)).toBeTruthy();
    expect(screen.getAllByTestId('logo-link')[0]).toBe(logo);
    expect(router.location().pathname).toBe('/categories');

    categoriesCode.arrive();
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeTruthy();
    expect(screen.queryByText(ABOUT_TEXT)).toBeNull();
    expect(screen.queryByTestId('navigation-progress')).toBeNull();
    expect(screen.getAllByTestId('logo-link')[0]).toBe(logo);
  });

  it('offers a reload when the code of the page opened cannot load', async () => {
    renderRoute('/registerCode');
    expect(await screen.findByTestId('route-error')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });

  it('offers a reload when a page reached in the app cannot load its code, and the app goes on', async () => {
    const { router } = renderRoute('/about');
    expect(await screen.findByText(ABOUT_TEXT)).toBeTruthy();
    act(() => void router.navigate('/registerCode'));
    expect(await screen.findByTestId('route-error')).toBeTruthy();
    act(() => void router.navigate('/about'));
    expect(await screen.findByText(ABOUT_TEXT)).toBeTruthy();
    expect(screen.queryByTestId('route-error')).toBeNull();
  });

  it('shows the error screen for a page that throws while drawn, and draws the next page', async () => {
    const { router } = renderRoute('/contact');
    expect(await screen.findByTestId('route-error')).toBeTruthy();
    act(() => void router.navigate('/about'));
    await waitFor(() => expect(screen.queryByTestId('route-error')).toBeNull());
    expect(await screen.findByText(ABOUT_TEXT)).toBeTruthy();
  });
});
