import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PurchasePanel } from '@/features/catalogue/components/purchase-panel';
import { readSignInIntent } from '@/lib/sign-in-intent';
import { renderWithApp, signInAs } from '@/testing/render-app';
import { samplePrint } from '@/testing/sample-print';
import { sampleProductDetail } from '@/testing/sample-products';

const product = sampleProductDetail({ print: samplePrint() });

function render(printConfigurator: React.ReactNode) {
  const onAddToCart = vi.fn(async () => true);
  const onSaveToWishlist = vi.fn();
  renderWithApp(
    <MemoryRouter initialEntries={['/product/details/matte-card-1']}>
      <PurchasePanel
        product={product}
        rate="1310.0000"
        onAddToCart={onAddToCart}
        isSaved={false}
        onToggleWishlist={() => undefined}
        onSaveToWishlist={onSaveToWishlist}
        printConfigurator={printConfigurator}
      />
    </MemoryRouter>,
  );
  return { onAddToCart, onSaveToWishlist };
}

function storeIntent(reason: 'cart' | 'wishlist') {
  window.localStorage.setItem(
    'signInIntent',
    JSON.stringify({
      reason,
      path: '/product/details/matte-card-1',
      productId: product._id,
      selection: { print: { options: { paper: 'silk-400', turnaround: 'rush' }, quantity: 250 } },
      savedAt: Date.now(),
    }),
  );
  window.sessionStorage.setItem('signedInHere', '1');
}

describe('the purchase panel back from signing in, on a print product (issue 35.5)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    signInAs('Aram');
  });

  it('leaves the print choice to the configurator, which may still be loading', async () => {
    storeIntent('cart');
    const { onAddToCart } = render(<p data-testid="print-configurator-loading">…</p>);
    await screen.findByTestId('print-configurator-loading');
    // Effects have run: the kept choice is still there for the configurator to take.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readSignInIntent()?.selection).toEqual({
      print: { options: { paper: 'silk-400', turnaround: 'rush' }, quantity: 250 },
    });
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it('still finishes a wishlist intent of a print product', async () => {
    storeIntent('wishlist');
    const { onSaveToWishlist } = render(<p data-testid="print-configurator-loading">…</p>);
    await screen.findByTestId('print-configurator-loading');
    await vi.waitFor(() => expect(onSaveToWishlist).toHaveBeenCalledTimes(1));
    expect(readSignInIntent()).toBeUndefined();
  });
});
