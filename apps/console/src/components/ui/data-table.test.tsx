import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from '@/components/ui/data-table';
import { renderWithProviders } from '@/testing/render';

interface Product {
  id: string;
  name: string;
  price: string;
  stock: number;
}

const products: Product[] = [
  { id: 'a', name: 'Mug', price: '5,000', stock: 12 },
  { id: 'b', name: 'Pen', price: '750', stock: 0 },
];

function renderProducts() {
  return renderWithProviders(
    <DataTable
      rows={products}
      rowKey={(product) => product.id}
      rowTestId={(product) => `product-${product.id}`}
      columns={[
        { header: 'Name', cell: (product) => product.name },
        { header: 'Price', cell: (product) => product.price },
        { header: 'Stock', cell: (product) => product.stock },
      ]}
      actions={(product) => <button type="button">Edit {product.name}</button>}
    />,
  );
}

describe('DataTable', () => {
  it('is one table for screen readers in both layouts: explicit roles, headers read once', () => {
    renderProducts();
    const table = screen.getByRole('table');
    // The roles are written out: a table shown as cards (display: block) keeps them.
    expect(table.getAttribute('role')).toBe('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Name',
      'Price',
      'Stock',
      'Actions',
    ]);
    // Only one copy of the table: nothing is rendered twice for the other layout.
    expect(screen.getAllByText('Mug')).toHaveLength(1);
  });

  it('labels every cell of a card with its column header, hidden from screen readers', () => {
    renderProducts();
    const row = screen.getByTestId('product-a');
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'NameMug',
      'Price5,000',
      'Stock12',
      'Edit Mug',
    ]);
    for (const [index, header] of ['Name', 'Price', 'Stock'].entries()) {
      const label = within(cells[index]!).getByText(header);
      expect(label.getAttribute('aria-hidden')).toBe('true');
      // Shown on narrow screens only; the table's own header row takes over from md up.
      expect(label.className).toContain('md:hidden');
    }
  });

  it('puts the actions last, in a row of their own on a card, and hides the header row visually on phones', () => {
    renderProducts();
    const row = screen.getByTestId('product-b');
    const cells = within(row).getAllByRole('cell');
    const actions = cells.at(-1)!;
    expect(within(actions).getByRole('button', { name: 'Edit Pen' })).toBeTruthy();
    expect(actions.querySelector('[aria-hidden="true"]')).toBeNull();
    const headerRow = screen.getAllByRole('rowgroup')[0]!;
    expect(headerRow.className).toContain('max-md:sr-only');
    expect(screen.getByRole('table').className).toContain('max-md:block');
  });
});
