import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { NumberInput } from '@/components/ui/number-input';
import { readNumber } from '@/lib/number-input';
import { renderWithProviders } from '@/testing/render';

function StockForm({ onSave }: { onSave: (stock: number) => void }) {
  const { register, handleSubmit } = useForm<{ stock: number }>();
  return (
    <form onSubmit={handleSubmit((values) => onSave(values.stock))}>
      <label htmlFor="stock">Stock</label>
      <NumberInput id="stock" whole {...register('stock', { setValueAs: readNumber })} />
      <button type="submit">Save</button>
    </form>
  );
}

async function save(typed: string) {
  const onSave = vi.fn();
  const { unmount } = renderWithProviders(<StockForm onSave={onSave} />, { language: 'kr' });
  fireEvent.change(screen.getByLabelText('Stock'), { target: { value: typed } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSave).toHaveBeenCalled());
  unmount();
  return onSave.mock.calls[0]?.[0] as number;
}

describe('NumberInput', () => {
  it('takes Eastern Arabic and Persian digits and the Arabic marks', async () => {
    expect(await save('١٢')).toBe(12);
    expect(await save('۱۲')).toBe(12);
    expect(await save('٣٫٧٥')).toBe(3.75);
    expect(await save('١٬٢٥٠')).toBe(1250);
    expect(await save('-٣')).toBe(-3);
  });

  it('hands on NaN, for the schema to refuse, rather than guess at odd text', async () => {
    expect(await save('1,31')).toBeNaN();
    expect(await save('0x10')).toBeNaN();
  });

  it('is a text field shown left to right, with the digits keypad for whole numbers', () => {
    renderWithProviders(<NumberInput aria-label="Price" />, { language: 'ar' });
    const input = screen.getByLabelText('Price');
    expect(input.getAttribute('type')).toBe('text');
    expect(input.getAttribute('dir')).toBe('ltr');
    expect(input.getAttribute('inputmode')).toBe('decimal');
  });
});
