import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from '@/components/ui/date-field';
import { renderWithProviders } from '@/testing/render';

describe('DateField', () => {
  it('hands on a day typed DD-MM-YYYY in Arabic digits as YYYY-MM-DD', () => {
    const onChange = vi.fn();
    renderWithProviders(<DateField id="from" label="From" value={undefined} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '٢٤-١١-٢٠٢٦' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-11-24');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so, and hands on nothing, while the text is not a day; empty clears the filter', () => {
    const onChange = vi.fn();
    renderWithProviders(<DateField id="to" label="To" value="2026-11-24" onChange={onChange} />);
    const input = screen.getByLabelText('To');
    expect(input).toHaveProperty('value', '24-11-2026');
    fireEvent.change(input, { target: { value: '11/24/2026' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('24-11-2026');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
