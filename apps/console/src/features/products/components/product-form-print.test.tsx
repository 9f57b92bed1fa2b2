import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProductPrint } from '@chapkhana/shared/print';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { ProductForm } from '@/features/products/components/product-form';
import {
  elementById,
  fillProduct,
  savedProduct,
  serveProductForm,
  testCatalogue,
  typeInto,
} from '@/features/products/testing/product-form-fixtures';
import { renderWithProviders } from '@/testing/render';

const serve = serveProductForm;
const type = typeInto;
const byId = elementById;

describe('ProductForm — print to order', () => {
  it('sends print: null while the product is not printed to order', async () => {
    const { bodies } = serve();
    renderWithProviders(<ProductForm onSaved={vi.fn()} />);
    await fillProduct();
    fireEvent.click(screen.getByTestId('save-product'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ code: 'BC-1', print: null });
  });

  it('sends print: null again once the section is switched off', async () => {
    const { bodies } = serve();
    renderWithProviders(<ProductForm onSaved={vi.fn()} />);
    await fillProduct();
    fireEvent.click(screen.getByTestId('print-toggle'));
    fireEvent.click(screen.getByTestId('add-print-group'));
    type(byId('print-group-0-enName'), 'Size');
    fireEvent.click(screen.getByTestId('print-toggle'));
    expect(screen.queryByTestId('print-groups')).toBeNull();
    fireEvent.click(screen.getByTestId('save-product'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ print: null });
  });

  it('builds groups, values and tiers (kept sorted) and sends them as the product print', async () => {
    const { bodies } = serve();
    const onSaved = vi.fn();
    renderWithProviders(<ProductForm onSaved={onSaved} />);
    await fillProduct();
    fireEvent.click(screen.getByLabelText('This product is printed to order'));
    fireEvent.click(screen.getByTestId('add-print-group'));
    const group = screen.getByTestId('print-group-0');
    type(within(group).getByLabelText('Kind'), 'paper');
    type(byId('print-group-0-enName'), 'Paper Stock');
    const value = screen.getByTestId('print-group-0-value-0');
    type(byId('print-group-0-value-0-enName'), 'Matte 350g');
    type(within(value).getByLabelText('Price effect'), 'multiply');
    type(within(value).getByLabelText('Factor (e.g. 1.25)'), '1.25');
    fireEvent.click(within(group).getByTestId('print-group-0-add-value'));
    const second = screen.getByTestId('print-group-0-value-1');
    type(byId('print-group-0-value-1-enName'), 'Glossy');
    type(within(second).getByLabelText('Amount (USD)'), '0.02');
    // The keys of new entries follow the English names until typed over.
    await waitFor(() =>
      expect((byId('print-group-0-id') as HTMLInputElement).value).toBe('paper-stock'),
    );
    type('Tier 1: unit price (USD)', '0.10');
    fireEvent.click(screen.getByTestId('add-print-tier'));
    fireEvent.click(screen.getByTestId('add-print-tier'));
    type('Tier 2: from quantity', '1000');
    fireEvent.blur(screen.getByLabelText('Tier 2: from quantity'));
    type('Tier 2: unit price (USD)', '0.06');
    type('Tier 3: from quantity', '500');
    fireEvent.blur(screen.getByLabelText('Tier 3: from quantity'));
    // 500 moved before 1000; its price goes with it.
    expect((screen.getByLabelText('Tier 2: from quantity') as HTMLInputElement).value).toBe('500');
    expect((screen.getByLabelText('Tier 3: unit price (USD)') as HTMLInputElement).value).toBe(
      '0.06',
    );
    type('Tier 2: unit price (USD)', '0.08');
    type('Bleed (mm)', '2');
    fireEvent.click(screen.getByTestId('save-product'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect((bodies[0] as { print: unknown }).print).toEqual({
      options: [
        {
          id: 'paper-stock',
          kind: 'paper',
          enName: 'Paper Stock',
          kuName: '',
          arName: '',
          values: [
            {
              id: 'matte-350g',
              enName: 'Matte 350g',
              kuName: '',
              arName: '',
              effect: { kind: 'multiply', amount: '1.25' },
            },
            {
              id: 'glossy',
              enName: 'Glossy',
              kuName: '',
              arName: '',
              effect: { kind: 'per_unit', amount: '0.02' },
            },
          ],
        },
      ],
      tiers: [
        { minQuantity: 100, unitPrice: '0.10' },
        { minQuantity: 500, unitPrice: '0.08' },
        { minQuantity: 1000, unitPrice: '0.06' },
      ],
      artwork: { required: true, trim: { widthMm: 148, heightMm: 210 }, bleedMm: 2, sides: 1 },
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('makes the keys of a Kurdish-only seller’s groups and values itself, never asking for them', async () => {
    const { bodies } = serve();
    renderWithProviders(<ProductForm onSaved={vi.fn()} />);
    await fillProduct();
    fireEvent.click(screen.getByTestId('print-toggle'));
    fireEvent.click(screen.getByTestId('add-print-group'));
    type(byId('print-group-0-kuName'), 'قەبارە');
    type(byId('print-group-0-value-0-kuName'), 'A5');
    fireEvent.click(screen.getByTestId('print-group-0-add-value'));
    type(byId('print-group-0-value-1-kuName'), 'A4');
    type('Tier 1: unit price (USD)', '0.10');
    // No key field to see or fill in.
    expect(screen.queryByLabelText(/key/i)).toBeNull();
    expect((byId('print-group-0-id') as HTMLInputElement).type).toBe('hidden');
    fireEvent.click(screen.getByTestId('save-product'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    const [group] = (bodies[0] as { print: ProductPrint }).print.options;
    expect(group!.id).toMatch(/^option-[a-z0-9]{6}$/);
    const [first, second] = group!.values.map((value) => value.id);
    expect(first).toMatch(/^value-[a-z0-9]{6}$/);
    expect(second).toMatch(/^value-[a-z0-9]{6}$/);
    expect(first).not.toBe(second);
  });

  it('lets the seller set the resolutions of a roll-up, showing the defaults for its size', async () => {
    const { bodies } = serve();
    renderWithProviders(<ProductForm onSaved={vi.fn()} />);
    await fillProduct();
    fireEvent.click(screen.getByTestId('print-toggle'));
    type('Tier 1: unit price (USD)', '25');
    expect(screen.getByTestId('print-dpi-hint').textContent).toBe(
      'Left empty, this size refuses below 150 dpi and warns below 300 dpi.',
    );
    type(byId('print-artwork-width'), '850');
    type(byId('print-artwork-height'), '٢٠٠٠');
    await waitFor(() =>
      expect(screen.getByTestId('print-dpi-hint').textContent).toBe(
        'Left empty, this size refuses below 60 dpi and warns below 100 dpi.',
      ),
    );
    expect(byId('print-artwork-min-dpi').getAttribute('placeholder')).toBe('60');
    type('Refuse pictures below (dpi)', '80');
    fireEvent.click(screen.getByTestId('save-product'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect((bodies[0] as { print: { artwork: unknown } }).print.artwork).toEqual({
      required: true,
      trim: { widthMm: 850, heightMm: 2000 },
      bleedMm: 3,
      sides: 1,
      minDpi: 80,
    });
  });

  it('refuses a resolution out of range beside its field', async () => {
    const { bodies } = serve();
    renderWithProviders(<ProductForm onSaved={vi.fn()} />);
    await fillProduct();
    fireEvent.click(screen.getByTestId('print-toggle'));
    type('Tier 1: unit price (USD)', '25');
    type('Warn below (dpi)', '5000');
    fireEvent.click(screen.getByTestId('save-product'));
    await waitFor(() =>
      expect(byId('print-artwork-warn-dpi').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(bodies).toHaveLength(0);
  });

  it("opens a saved product's print set-up and sends it back unchanged", async () => {
    const print: ProductPrint = {
      options: [
        {
          id: 'size',
          kind: 'size',
          enName: 'Size',
          kuName: 'قەبارە',
          arName: 'المقاس',
          values: [
            {
              id: 'a5',
              enName: 'A5',
              kuName: '',
              arName: '',
              effect: { kind: 'per_job', amount: '5' },
              trim: { widthMm: 148, heightMm: 210 },
            },
          ],
        },
      ],
      tiers: [{ minQuantity: 50, unitPrice: '0.2' }],
      artwork: { required: false, trim: { widthMm: 85, heightMm: 55 }, bleedMm: 3, sides: 2 },
    };
    const product = savedProduct({
      slug: 'flyers',
      code: 'FL-1',
      enName: 'Flyers',
      stock: 0,
    });
    const puts: unknown[] = [];
    mockApi(async (url, request) => {
      if (url.pathname === '/api/home/get-categories-subCategories') return { body: testCatalogue };
      if (url.pathname === '/api/seller/products/p1' && request.method === 'PUT') {
        puts.push(await request.json());
        return { body: { product } };
      }
      return undefined;
    });
    renderWithProviders(
      <ProductForm product={Object.assign(product, { print })} onSaved={vi.fn()} />,
    );
    expect((screen.getByTestId('print-toggle') as HTMLInputElement).checked).toBe(true);
    expect((byId('print-group-0-id') as HTMLInputElement).value).toBe('size');
    expect((byId('print-group-0-value-0-trim-width') as HTMLInputElement).value).toBe('148');
    await screen.findByRole('option', { name: 'Cards' });
    // A saved key stays when its name is reworded: carts keep their choices by key.
    type(byId('print-group-0-enName'), 'Format');
    expect((byId('print-group-0-id') as HTMLInputElement).value).toBe('size');
    fireEvent.click(screen.getByTestId('save-product'));
    await waitFor(() => expect(puts).toHaveLength(1));
    const [group] = print.options;
    expect((puts[0] as { print: unknown }).print).toEqual({
      ...print,
      options: [{ ...group, enName: 'Format' }],
    });
  });

  it('shows a wrong amount beside its field and sends nothing', async () => {
    const { bodies } = serve();
    renderWithProviders(<ProductForm onSaved={vi.fn()} />);
    await fillProduct();
    fireEvent.click(screen.getByTestId('print-toggle'));
    fireEvent.click(screen.getByTestId('add-print-group'));
    const value = screen.getByTestId('print-group-0-value-0');
    type(within(value).getByLabelText('Amount (USD)'), 'abc');
    type('Tier 1: unit price (USD)', '0.10');
    fireEvent.click(screen.getByTestId('save-product'));
    const amount = within(value).getByLabelText('Amount (USD)');
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(within(value).getAllByRole('alert').length).toBeGreaterThan(0);
    expect(bodies).toHaveLength(0);
  });

  /** Sets up one print group with one value, saves, and answers that value's row. */
  async function saveOnePrintValue() {
    renderWithProviders(<ProductForm onSaved={vi.fn()} />);
    await fillProduct();
    fireEvent.click(screen.getByTestId('print-toggle'));
    fireEvent.click(screen.getByTestId('add-print-group'));
    type(byId('print-group-0-enName'), 'Size');
    type(byId('print-group-0-value-0-enName'), 'A5');
    type('Tier 1: unit price (USD)', '0.10');
    fireEvent.click(screen.getByTestId('save-product'));
    const value = screen.getByTestId('print-group-0-value-0');
    return value;
  }

  it('marks the print field an invalid_input answer names', async () => {
    serve(() => ({
      status: 400,
      body: {
        ...apiError('invalid_input', { fields: 'print.options.0.values.0.effect.amount' }),
      },
    }));
    const value = await saveOnePrintValue();
    expect(await within(value).findByText('This value is not valid.')).toBeTruthy();
    expect(within(value).getByLabelText('Amount (USD)').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the reason an invalid_input answer gives a field, by its code', async () => {
    const field = 'print.options.0.values.0.effect.amount';
    serve(() => ({
      status: 400,
      body: {
        ...apiError('invalid_input', { fields: field }),
        fieldErrors: { [field]: { code: 'too_big', params: { maximum: 5000 } } },
      },
    }));
    const value = await saveOnePrintValue();
    expect(await within(value).findByText('Enter at most 5000.')).toBeTruthy();
  });

  it('speaks Kurdish in the print section', async () => {
    serve();
    renderWithProviders(<ProductForm onSaved={vi.fn()} />, { language: 'kr' });
    fireEvent.click(await screen.findByLabelText('ئەم بەرهەمە بە داواکاری چاپ دەکرێت'));
    fireEvent.click(screen.getByRole('button', { name: 'زیادکردنی کۆمەڵە بژاردە' }));
    expect(screen.getByRole('heading', { name: 'چاپ بە داواکاری' })).toBeTruthy();
    expect(screen.getAllByLabelText('کاریگەری لەسەر نرخ')).toHaveLength(1);
    expect(screen.getByRole('option', { name: 'نرخی دانە لێکدەدات' })).toBeTruthy();
  });
});
