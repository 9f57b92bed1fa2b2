import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts before react-hot-toast has loaded: fresh copies of the modules.
async function freshToasts() {
  vi.resetModules();
  const [lib, ui] = await Promise.all([import('@/lib/toast'), import('@/components/ui/toaster')]);
  return { ...lib, Toaster: ui.Toaster };
}

/**
 * Preact runs a drawing's effects after the next frame (preact/hooks' afterNextFrame: the frame,
 * then a task); this resolves in the task queued after theirs.
 */
const drawingsEffectsRun = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

describe('the shop’s toasts, loaded at the first one', () => {
  beforeEach(() => document.body.replaceChildren());

  it('shows toasts asked for before react-hot-toast had loaded, in order', async () => {
    const { toast, Toaster, toastsLoaded } = await freshToasts();
    render(<Toaster />);
    expect(toastsLoaded()).toBe(false);
    toast.error('Choose a quantity', { id: 'add:error' });
    toast.success('Added to your cart');
    toast('A message from Erbil Print');
    expect(screen.queryByText('Added to your cart')).toBeNull(); // not drawn synchronously
    expect(await screen.findByText('Choose a quantity')).toBeTruthy();
    expect(await screen.findByText('Added to your cart')).toBeTruthy();
    expect(await screen.findByText('A message from Erbil Print')).toBeTruthy();
    // Loaded now: the next toast is shown at once, once the drawn Toaster listens to
    // react-hot-toast's store (its effect, which Preact runs after the next frame).
    await drawingsEffectsRun();
    act(() => toast.success('Link copied!'));
    expect(screen.getByText('Link copied!')).toBeTruthy();
  });

  it('keeps an early dismissal in its place: the error dismissed before it loaded never shows', async () => {
    const { toast, Toaster } = await freshToasts();
    render(<Toaster />);
    toast.error('Choose a quantity', { id: 'add:error' });
    toast.dismiss('add:error');
    toast.success('Added to your cart');
    expect(await screen.findByText('Added to your cart')).toBeTruthy();
    expect(screen.queryByText('Choose a quantity')).toBeNull();
  });

  it('loads nothing for a dismissal with no toast shown or waiting', async () => {
    const { toast, toastsLoaded } = await freshToasts();
    toast.dismiss('add:error');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toastsLoaded()).toBe(false);
  });
});
