import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilePicker } from '@/components/ui/file-picker';
import { renderWithProviders } from '@/testing/render';

function Picker({ multiple = false, onFiles = vi.fn() }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FilePicker
      id="artwork"
      label="Artwork"
      files={files}
      multiple={multiple}
      accept="application/pdf"
      testId="artwork-input"
      onFiles={(chosen) => {
        setFiles(chosen);
        onFiles(chosen);
      }}
    />
  );
}

const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });

describe('FilePicker', () => {
  it('says "no file chosen" in the reader’s language, on a button a keyboard reaches', () => {
    renderWithProviders(<Picker />, { language: 'kr' });
    const button = screen.getByRole('button', { name: /فایل هەڵبژێرە/ });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('aria-label')).toContain('Artwork');
    const said = document.getElementById(button.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(said?.textContent).toBe('هیچ فایلێک هەڵنەبژێردراوە');
    // The browser's own input, which would say "No file chosen" in English, is out of sight
    // and out of the accessibility tree.
    const input = screen.getByTestId('artwork-input');
    expect(input.getAttribute('aria-hidden')).toBe('true');
    expect(input.tabIndex).toBe(-1);
    expect(input.className).toContain('sr-only');
    expect(document.body.textContent).not.toContain('No file chosen');
  });

  it('opens the browser’s picker from the button and shows the chosen file’s name', () => {
    const onFiles = vi.fn();
    renderWithProviders(<Picker onFiles={onFiles} />, { language: 'ar' });
    const input = screen.getByTestId<HTMLInputElement>('artwork-input');
    const click = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: /اختر ملفًا/ }));
    expect(click).toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [pdf('business-card.pdf')] } });
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'business-card.pdf' })]);
    expect(screen.getByText('business-card.pdf')).toBeTruthy();
    expect(screen.queryByText('لم يُختر أي ملف')).toBeNull();
  });

  it('counts several chosen files', () => {
    renderWithProviders(<Picker multiple />, { language: 'en' });
    expect(screen.getByRole('button', { name: /Choose files/ })).toBeTruthy();
    fireEvent.change(screen.getByTestId('artwork-input'), {
      target: { files: [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')] },
    });
    expect(screen.getByText('3 files chosen')).toBeTruthy();
  });
});
