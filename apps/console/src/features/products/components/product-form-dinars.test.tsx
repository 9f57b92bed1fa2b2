import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProductPrint } from '@chapkhana/shared/print';
import type { SellerProduct } from '@chapkhana/shared/products';
import { ProductForm } from '@/features/products/components/product-form';
import {
  elementById,
  fillProduct,
  savedProduct,
  serveProductForm,
  typeInto,
} from '@/features/products/testing/product-form-fixtures';
import { renderWithProviders } from '@/testing/render';

const RATE = '1310.0000';
const created = () => ({ status: 201, body: { product: { _id: 'p1' } } });
const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

/** A saved print product at 6.50 USD with one tier and one option amount. */
function savedCards(): SellerProduct {
  const print: ProductPrint = {
    options: [
      {
        id: 'paper',
        kind: 'paper',
        enName: 'Paper',
        kuName: '',
        arName: '',
        values: [
          {
            id: 'silk',
            enName: 'Silk',
            kuName: '',
            arName: '',
            effect: { kind: 'per_unit', amount: '0.01' },
          },
        ],
      },
    ],
    tiers: [{ minQuantity: 1000, unitPrice: '0.019084' }],
    artwork: null,
  };
  return savedProduct({ price: '6.50', published: false, print });
}

describe('ProductForm — prices typed in dinars', () => {
  it('takes 25,000 dinars for 1,000 cards (any digits) and saves dollars at today’s rate', async () => {
    const { bodies } = serveProductForm(created, RATE);
    renderWithProviders(<ProductForm onSaved={vi.fn()} />);
    // Dinars are the default once the rate is in.
    const price = await screen.findByLabelText('Price (IQD)');
    expect(screen.getByTestId('price-rate').textContent).toContain('1,310.00 IQD = 1 USD');
    await fillProduct({ price: '' });
    typeInto(price, '25,000');
    expect(screen.getByTestId('product-price-readout').textContent).toBe(
      '19.08 USD = 24,994.80 IQD',
    );
    fireEvent.click(screen.getByTestId('print-toggle'));
    typeInto('Tier 1: from quantity', '1000');
    // The band's price, as print houses quote it, in Eastern Arabic digits.
    typeInto(input('Or the price of 1,000 pieces (IQD)'), '٢٥٬٠٠٠');
    expect(input('Tier 1: unit price (IQD)').value).toBe('25');
    expect(screen.getByTestId('print-tier-0-price-readout').textContent).toBe(
      '0.019084 USD = 25.00 IQD',
    );
    // The band field keeps what was typed.
    expect(input('Or the price of 1,000 pieces (IQD)').value).toBe('٢٥٬٠٠٠');
    fireEvent.click(screen.getByTestId('add-print-group'));
    typeInto(elementById('print-group-0-enName'), 'Paper');
    typeInto(elementById('print-group-0-value-0-enName'), 'Silk');
    typeInto(
      within(screen.getByTestId('print-group-0-value-0')).getByLabelText('Amount (IQD)'),
      '١٣',
    );
    fireEvent.click(screen.getByTestId('save-product'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    const body = bodies[0] as { price: string; print: ProductPrint };
    expect(body.price).toBe('19.08');
    expect(body.print.tiers).toEqual([{ minQuantity: 1000, unitPrice: '0.019084' }]);
    expect(body.print.options[0]!.values[0]!.effect).toEqual({
      kind: 'per_unit',
      amount: '0.009924',
    });
  });

  it('shows a saved price in dinars, and in dollars with its dinar figure after the switch', async () => {
    serveProductForm(created, RATE);
    renderWithProviders(<ProductForm product={savedCards()} onSaved={vi.fn()} />);
    await waitFor(() => expect(input('Price (IQD)').value).toBe('8,515'));
    expect(input('Tier 1: unit price (IQD)').value).toBe('25');
    expect(input('Or the price of 1,000 pieces (IQD)').value).toBe('25,000');
    fireEvent.click(screen.getByLabelText('US dollars (USD)'));
    expect(input('Price (USD)').value).toBe('6.50');
    expect(screen.getByTestId('product-price-readout').textContent).toBe('6.50 USD = 8,515.00 IQD');
    expect(screen.queryByLabelText(/Or the price of/)).toBeNull();
  });

  it('refuses text that is no number beside the field, in dinars too', async () => {
    const { bodies } = serveProductForm(created, RATE);
    renderWithProviders(<ProductForm onSaved={vi.fn()} />);
    await screen.findByLabelText('Price (IQD)');
    await fillProduct({ price: '' });
    typeInto('Price (IQD)', '1,25');
    fireEvent.click(screen.getByTestId('save-product'));
    await waitFor(() => expect(input('Price (IQD)').getAttribute('aria-invalid')).toBe('true'));
    expect(bodies).toHaveLength(0);
  });
});

describe('ProductForm — a price changed more than ×5', () => {
  it('asks before saving 1,250 dollars on a 6.50 card, sends nothing on Go back, saves on confirm', async () => {
    const { bodies } = serveProductForm(created, RATE);
    renderWithProviders(<ProductForm product={savedCards()} onSaved={vi.fn()} />);
    await screen.findByLabelText('Price (IQD)');
    fireEvent.click(screen.getByLabelText('US dollars (USD)'));
    await screen.findByRole('option', { name: 'Cards' });
    typeInto('Price (USD)', '1,250');
    fireEvent.click(screen.getByTestId('save-product'));
    const dialog = await screen.findByTestId('price-change-dialog');
    const [change] = within(dialog).getAllByTestId('price-change');
    expect(change!.textContent).toContain('8,515.00 IQD (6.50 USD)');
    expect(change!.textContent).toContain('1,637,500.00 IQD (1250 USD)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByTestId('price-change-dialog')).toBeNull();
    expect(bodies).toHaveLength(0);
    fireEvent.click(screen.getByTestId('save-product'));
    fireEvent.click(
      within(await screen.findByTestId('price-change-dialog')).getByRole('button', {
        name: 'Save the new prices',
      }),
    );
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect((bodies[0] as { price: string }).price).toBe('1250');
  });

  it('names a tier and an option that moved too far, and lets a ×5 change through unasked', async () => {
    const { bodies } = serveProductForm(created, RATE);
    renderWithProviders(<ProductForm product={savedCards()} onSaved={vi.fn()} />);
    await screen.findByLabelText('Price (IQD)');
    await screen.findByRole('option', { name: 'Cards' });
    // 25 → 250 dinars a card (×10); the option 13.10 → 65.50 dinars (×5, allowed).
    typeInto('Tier 1: unit price (IQD)', '250');
    typeInto(
      within(screen.getByTestId('print-group-0-value-0')).getByLabelText('Amount (IQD)'),
      '65.5',
    );
    fireEvent.click(screen.getByTestId('save-product'));
    const dialog = await screen.findByTestId('price-change-dialog');
    const changes = within(dialog).getAllByTestId('price-change');
    expect(changes.map((c) => c.textContent)).toEqual([
      expect.stringContaining('From 1,000 pieces'),
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    typeInto('Tier 1: unit price (IQD)', '125');
    fireEvent.click(screen.getByTestId('save-product'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(screen.queryByTestId('price-change-dialog')).toBeNull();
  });
});
