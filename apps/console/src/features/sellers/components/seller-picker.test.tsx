import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ConsoleSeller } from '@chapkhana/shared/staff';
import { apiError, fetchedUrls, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { SELLERS_PER_SEARCH, SellerPicker } from './seller-picker';

/** 250 print houses: far more than one page of the sellers list. */
const SELLERS: ConsoleSeller[] = Array.from({ length: 250 }, (_, index) => ({
  _id: `seller-${index}`,
  shopNameEn: `Print House ${index}`,
  shopNameKu: `چاپخانەی ${index}`,
  shopNameAr: `مطبعة ${index}`,
  city: 'Erbil',
  active: true,
  suspendedReason: null,
  suspendedAt: null,
  account: { _id: `staff-${index}`, name: 'Aso', email: `s${index}@x.iq`, phone: '07501234567' },
  productCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
}));

/** The API's sellers list: the names containing `search`, one page. */
function answerSellers(url: URL) {
  if (url.pathname !== '/api/admin/sellers') return undefined;
  const search = url.searchParams.get('search') ?? '';
  const perPage = Number(url.searchParams.get('perPage'));
  const matching = SELLERS.filter((s) => `${s.shopNameEn} ${s.shopNameKu}`.includes(search));
  return {
    body: { items: matching.slice(0, perPage), total: matching.length, page: 1, perPage },
  };
}

function Picker({ onChosen }: { onChosen: (id: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SellerPicker
      id="cash-seller"
      value={value}
      onChange={(id) => {
        setValue(id);
        onChosen(id);
      }}
    />
  );
}

const options = () =>
  Array.from((screen.getByLabelText('Seller') as HTMLSelectElement).options).map(
    (o) => o.textContent,
  );

describe('SellerPicker', () => {
  it('finds the 243rd of 250 sellers by typing, and keeps it chosen while the search changes', async () => {
    const fetchMock = mockApi(answerSellers);
    let chosen = '';
    renderWithProviders(<Picker onChosen={(id) => (chosen = id)} />);
    // One page at first, and how many more there are.
    expect(await screen.findByText('230 more sellers: type more of the name.')).toBeTruthy();
    expect(options()).toHaveLength(1 + SELLERS_PER_SEARCH);
    expect(options()).not.toContain('Print House 243');

    fireEvent.change(screen.getByLabelText('Find a seller'), { target: { value: 'House 243' } });
    await waitFor(() => expect(options()).toEqual(['All sellers', 'Print House 243']));
    expect(fetchedUrls(fetchMock).at(-1)!.searchParams.get('search')).toBe('House 243');
    fireEvent.change(screen.getByLabelText('Seller'), { target: { value: 'seller-243' } });
    expect(chosen).toBe('seller-243');

    // Another search: the chosen seller stays listed and selected.
    fireEvent.change(screen.getByLabelText('Find a seller'), { target: { value: 'House 7' } });
    await waitFor(() => expect(options()).toContain('Print House 7'));
    expect(options()[1]).toBe('Print House 243');
    expect((screen.getByLabelText('Seller') as HTMLSelectElement).value).toBe('seller-243');

    fireEvent.change(screen.getByLabelText('Find a seller'), { target: { value: 'nobody' } });
    expect(await screen.findByText('No seller has this name.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Seller'), { target: { value: '' } });
    expect(chosen).toBe('');
  });

  it('searches in Kurdish and says so when the list cannot be loaded', async () => {
    mockApi((url) =>
      url.searchParams.get('search') === 'شکاو'
        ? { status: 500, body: apiError('server_error') }
        : answerSellers(url),
    );
    renderWithProviders(<Picker onChosen={() => undefined} />, { language: 'kr' });
    const search = await screen.findByLabelText('گەڕان بۆ فرۆشیار');
    fireEvent.change(search, { target: { value: 'چاپخانەی 12' } });
    await waitFor(() => expect(screen.getByText('چاپخانەی 12')).toBeTruthy());
    fireEvent.change(search, { target: { value: 'شکاو' } });
    expect(await screen.findByText('فرۆشیارەکان بار نەکران.')).toBeTruthy();
  });
});
