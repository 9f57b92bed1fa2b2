import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProductPrint } from '@chapkhana/shared/print';
import { ProductForm } from '@/features/products/components/product-form';
import {
  elementById,
  fillProduct,
  serveProductForm,
  typeInto,
} from '@/features/products/testing/product-form-fixtures';
import { renderWithProviders } from '@/testing/render';

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** Moves the focus as a keyboard or a tap does: blur and focus events with their related target. */
const focus = (element: HTMLElement) => act(() => element.focus());

describe('ProductForm — the tier editor', () => {
  it('keeps the rows where they are and the focus in the field while a quantity is typed', async () => {
    serveProductForm();
    renderWithProviders(<ProductForm onSaved={vi.fn()} />);
    await fillProduct();
    fireEvent.click(screen.getByTestId('print-toggle'));
    fireEvent.click(screen.getByTestId('add-print-tier'));
    const quantity = input('Tier 2: from quantity');
    focus(quantity);
    // "5", "50": below the first row's 100, and the row stays second while typed.
    for (const typed of ['5', '50']) {
      typeInto(quantity, typed);
      expect(document.activeElement).toBe(quantity);
      expect(input('Tier 2: from quantity').value).toBe(typed);
    }
    // On to its price in the same row: not re-sorted under the seller's hands, the focus lands
    // where it went and stays there while the price is typed.
    const price = within(screen.getByTestId('print-tier-1')).getByLabelText(/Tier 2: unit price/);
    focus(price);
    expect(document.activeElement).toBe(price);
    expect(input('Tier 2: from quantity').value).toBe('50');
    typeInto(price, '0.08');
    expect(document.activeElement).toBe(price);
    expect(input('Tier 1: from quantity').value).toBe('100');
  });

  it('sorts the rows when the focus leaves the tiers, and before saving', async () => {
    const { bodies } = serveProductForm();
    renderWithProviders(<ProductForm onSaved={vi.fn()} />);
    await fillProduct();
    fireEvent.click(screen.getByTestId('print-toggle'));
    typeInto(screen.getByLabelText(/Tier 1: unit price/), '0.10');
    fireEvent.click(screen.getByTestId('add-print-tier'));
    const quantity = input('Tier 2: from quantity');
    focus(quantity);
    typeInto(quantity, '50');
    typeInto(within(screen.getByTestId('print-tier-1')).getByLabelText(/unit price/), '0.20');
    // Leaving the table for the bleed field puts 50 first, its price with it.
    focus(elementById('print-artwork-bleed'));
    expect(input('Tier 1: from quantity').value).toBe('50');
    expect(input('Tier 2: from quantity').value).toBe('100');
    // Typed out of order again and saved with Enter, without leaving the table.
    const second = input('Tier 2: from quantity');
    focus(second);
    typeInto(second, '10');
    fireEvent.submit(screen.getByTestId('product-form'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect((bodies[0] as { print: ProductPrint }).print.tiers).toEqual([
      { minQuantity: 10, unitPrice: '0.10' },
      { minQuantity: 50, unitPrice: '0.20' },
    ]);
  });
});

/** A new print product with one turnaround group of one value; answers the group's element. */
async function turnaroundGroup(groupName: string, valueName: string) {
  const served = serveProductForm();
  renderWithProviders(<ProductForm onSaved={vi.fn()} />);
  await fillProduct();
  fireEvent.click(screen.getByTestId('print-toggle'));
  typeInto(screen.getByLabelText(/Tier 1: unit price/), '0.10');
  fireEvent.click(screen.getByTestId('add-print-group'));
  const group = screen.getByTestId('print-group-0');
  typeInto(within(group).getByLabelText('Kind'), 'turnaround');
  typeInto(elementById('print-group-0-enName'), groupName);
  typeInto(elementById('print-group-0-value-0-enName'), valueName);
  return { group, bodies: served.bodies };
}

describe('ProductForm — turnaround working days', () => {
  it('sets the working days of a turnaround value, read in any digits, and sends them', async () => {
    const { group, bodies } = await turnaroundGroup('Turnaround', 'Standard');
    typeInto(within(group).getByLabelText('Working days'), '٣');
    fireEvent.click(screen.getByTestId('save-product'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    const [option] = (bodies[0] as { print: ProductPrint }).print.options;
    expect(option!.values[0]!.workingDays).toBe(3);
  });

  it('refuses a fraction or more than 90 days beside the field, and sends nothing', async () => {
    const { group, bodies } = await turnaroundGroup('Turnaround', 'Slow');
    const days = within(group).getByLabelText('Working days');
    typeInto(days, '91');
    fireEvent.click(screen.getByTestId('save-product'));
    expect(await within(group).findByText('Enter at most 90.')).toBeTruthy();
    expect(days.getAttribute('aria-invalid')).toBe('true');
    typeInto(days, '2.5');
    fireEvent.click(screen.getByTestId('save-product'));
    expect(await within(group).findByText(/whole number/)).toBeTruthy();
    expect(bodies).toHaveLength(0);
  });

  it('drops the working days when the group stops being a turnaround', async () => {
    const { group, bodies } = await turnaroundGroup('Finish', 'Matte');
    typeInto(within(group).getByLabelText('Working days'), '4');
    typeInto(within(group).getByLabelText('Kind'), 'finish');
    expect(within(group).queryByLabelText('Working days')).toBeNull();
    fireEvent.click(screen.getByTestId('save-product'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    const [option] = (bodies[0] as { print: ProductPrint }).print.options;
    expect(option!.values[0]).not.toHaveProperty('workingDays');
  });
});
