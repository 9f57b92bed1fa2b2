import { beforeEach, describe, expect, it, vi } from 'vitest';
import { actionToast } from '@/lib/action-toast';
import type { ShownMessage } from '@/lib/api-failure';
import { toast } from '@/lib/toast';

vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn(), dismiss: vi.fn() },
}));

/** The message as text: its key (or the sentence that came). */
const shownText = (message: ShownMessage) => ('raw' in message ? message.raw : message.key);
const gone = { status: 404, data: { code: 'wishlist_line_not_found', error: 'Not found' } };

beforeEach(() => {
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
});

describe('actionToast', () => {
  it('says a failed call by its code, under the action’s one error id', async () => {
    const feedback = actionToast('wishlist');
    await feedback.failure(gone, shownText);
    expect(toast.error).toHaveBeenCalledWith('apiErrors.wishlist_line_not_found', {
      id: 'wishlist:error',
    });
  });

  it('drops a failure’s message still loading once a success was said', async () => {
    const feedback = actionToast('add-to-cart');
    const failed = feedback.failure(gone, shownText);
    feedback.success('Added');
    await failed;
    expect(toast.success).toHaveBeenCalledWith('Added');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows only the last of two failures in a row', async () => {
    const feedback = actionToast('cart-line');
    const first = feedback.failure(gone, shownText);
    const second = feedback.failure({ status: 'FETCH_ERROR', error: 'offline' }, shownText);
    await Promise.all([first, second]);
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('apiErrors.unreachable', { id: 'cart-line:error' });
  });
});
