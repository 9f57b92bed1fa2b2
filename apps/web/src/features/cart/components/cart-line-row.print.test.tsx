import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '@chapkhana/shared/cart';
import { CartLineRow } from '@/features/cart/components/cart-line-row';
import { renderWithApp } from '@/testing/render-app';
import { sampleCartLine } from '@/testing/sample-cart';
import { sampleArtwork, sampleChosenOptions } from '@/testing/sample-print';

function printLine(artwork = [sampleArtwork('art-1')]): CartLine {
  return sampleCartLine('p', {
    quantity: 250,
    unitPrice: '130.99',
    lineTotal: '45849.25',
    cartItems: [],
    print: {
      choice: { paper: 'silk-400', turnaround: 'rush' },
      options: sampleChosenOptions,
      tierMinQuantity: 250,
      jobFee: '13100.00',
      needsArtwork: true,
      artwork,
      reusesProof: null,
    },
  });
}

function renderLine(line: CartLine, variant: 'editable' | 'summary' | 'outOfStock') {
  return renderWithApp(
    <MemoryRouter>
      <ul>
        <CartLineRow line={line} variant={variant} />
      </ul>
    </MemoryRouter>,
  );
}

describe('a print line in the cart', () => {
  it('shows its options, pieces, tier, set-up fee and design files, without colour rows or −/+', () => {
    renderLine(printLine(), 'editable');
    const line = screen.getByTestId('cart-line');
    expect(
      within(line)
        .getAllByTestId('print-option')
        .map((o) => o.textContent),
    ).toEqual(['Paper:400 g silk', 'Turnaround:Rush']);
    expect(screen.getByTestId('print-line-pieces').textContent).toBe('Pieces: 250');
    expect(screen.getByTestId('print-line-tier').textContent).toBe('Price band: from 250 pieces');
    expect(screen.getByTestId('print-line-job-fee').textContent).toBe('Set-up fee: 13,100 IQD');
    expect(screen.getByTestId('print-line-artwork').textContent).toBe('Design: card-art-1.pdf');
    expect(screen.queryByRole('button', { name: /Add one|Remove one|Take out/ })).toBeNull();
    expect(screen.queryByTestId('colour-breakdown')).toBeNull();
    const edit = screen.getByRole('link', { name: 'Edit Matte card p on its product page' });
    expect(edit.getAttribute('href')).toBe('/product/details/product-p?line=p');
    expect(screen.getByTestId('cart-remove')).toBeTruthy();
  });

  it('says the design comes later when none was uploaded', () => {
    renderLine(printLine([]), 'editable');
    expect(screen.getByTestId('print-line-artwork').textContent).toBe(
      'Design: send later from your order',
    );
  });

  it('lists the options in the checkout summary too', () => {
    renderLine(printLine(), 'summary');
    expect(screen.getAllByTestId('print-option')).toHaveLength(2);
    expect(screen.queryByTestId('print-line-edit')).toBeNull();
  });

  it('a line whose choice no longer fits says why, translated, with Edit and Remove', () => {
    renderLine(
      sampleCartLine('p', {
        cartItems: [],
        quantity: 50,
        problem: { code: 'print_quantity_below_minimum', params: { min: 100 } },
      }),
      'outOfStock',
    );
    expect(screen.getByTestId('cart-line-problem').textContent).toBe(
      'The smallest quantity for this product is 100 pieces.',
    );
    expect(screen.getByTestId('print-line-edit')).toBeTruthy();
    expect(screen.getByTestId('cart-remove')).toBeTruthy();
  });
});
