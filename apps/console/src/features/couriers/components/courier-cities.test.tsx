import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CourierCity } from '@chapkhana/shared/courier-accounts';
import { apiError, fetchedUrls, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { CourierCities } from './courier-cities';

const city = (overrides: Partial<CourierCity>): CourierCity => ({
  brand: 'alwaseet',
  courierCityId: '1',
  name: 'بغداد',
  governorate: 'BGD',
  setByAdmin: false,
  ...overrides,
});

/** The courier cities as the API keeps them, per brand; PATCH changes them. */
function courierCitiesApi() {
  const cities: CourierCity[] = [
    city({}),
    city({ courierCityId: '7', name: 'كركوك', governorate: 'KRK' }),
    city({ courierCityId: '12', name: 'حلبچة', governorate: null }),
    city({ brand: 'modon', courierCityId: '31', name: 'البصرة', governorate: 'BSR' }),
  ];
  const patches: unknown[] = [];
  const fetchMock = mockApi(async (url, request) => {
    if (url.pathname === '/api/admin/courier-cities') {
      const brand = url.searchParams.get('brand');
      return { body: { cities: cities.filter((c) => c.brand === brand) } };
    }
    const match = /^\/api\/admin\/courier-cities\/(\w+)\/(\w+)$/.exec(url.pathname);
    if (match && request.method === 'PATCH') {
      const body = (await request.json()) as { governorate: CourierCity['governorate'] };
      patches.push({ brand: match[1], cityId: match[2], ...body });
      if (match[2] === '999') return { status: 404, body: apiError('courier_city_not_found') };
      const row = cities.find((c) => c.brand === match[1] && c.courierCityId === match[2])!;
      Object.assign(row, { governorate: body.governorate, setByAdmin: true });
      return { body: { city: row } };
    }
    return undefined;
  });
  return { fetchMock, patches };
}

describe('CourierCities', () => {
  it("lists a brand's cities, filters them, and corrects a city's governorate", async () => {
    const { fetchMock, patches } = courierCitiesApi();
    renderWithProviders(<CourierCities />);
    expect(await screen.findByTestId('city-1')).toBeTruthy();
    expect(screen.getByTestId('cities-count').textContent).toBe(
      '1 of 3 cities has no governorate.',
    );
    expect(within(screen.getByTestId('city-12')).getByText('Not matched')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'unmatched' } });
    expect(screen.queryByTestId('city-1')).toBeNull();
    expect(screen.getByTestId('city-12')).toBeTruthy();

    // Halabja is its own governorate: the admin sets it.
    fireEvent.change(screen.getByLabelText('Governorate of حلبچة'), { target: { value: 'HLB' } });
    await waitFor(() =>
      expect(patches).toEqual([{ brand: 'alwaseet', cityId: '12', governorate: 'HLB' }]),
    );
    await waitFor(() =>
      expect(screen.getByTestId('cities-count').textContent).toBe(
        'All 3 cities have a governorate.',
      ),
    );
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'admin' } });
    expect(within(screen.getByTestId('city-12')).getByText('Set by the admin')).toBeTruthy();
    expect(screen.queryByTestId('city-7')).toBeNull();

    // A name search, in the city's name or the governorate's.
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText('Find a city'), { target: { value: 'Kirkuk' } });
    expect(screen.getByTestId('city-7')).toBeTruthy();
    expect(screen.queryByTestId('city-1')).toBeNull();
    fireEvent.change(screen.getByLabelText('Find a city'), { target: { value: 'nowhere' } });
    expect(screen.getByText('No city matches this filter.')).toBeTruthy();

    // Another brand: its own cities.
    fireEvent.change(screen.getByLabelText('Courier company'), { target: { value: 'modon' } });
    fireEvent.change(screen.getByLabelText('Find a city'), { target: { value: '' } });
    expect(await screen.findByTestId('city-31')).toBeTruthy();
    expect(fetchedUrls(fetchMock).some((url) => url.searchParams.get('brand') === 'modon')).toBe(
      true,
    );
  });

  it('shows governorates in Kurdish and says when a brand has no cities yet', async () => {
    courierCitiesApi();
    renderWithProviders(<CourierCities />, { language: 'kr' });
    const select = (await screen.findByLabelText('پارێزگای كركوك')) as HTMLSelectElement;
    expect(select.selectedOptions[0]!.textContent).toBe('کەرکووک');
    fireEvent.change(screen.getByLabelText('کۆمپانیای گەیاندن'), { target: { value: 'agg' } });
    await waitFor(() => expect(screen.getByTestId('cities-count').textContent).toContain('AGG'));
  });
});
