import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SellerDelivery } from '@chapkhana/shared/delivery';
import type { Language } from '@chapkhana/shared/languages';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { AdminSellerDeliveryRoute } from '@/app/routes/admin-seller-delivery';
import { renderWithProviders } from '@/testing/render';

const saved: SellerDelivery = {
  sellerId: 'seller-9',
  governorate: 'ERB',
  district: '',
  override: null,
  cutOff: '14:00',
  courierDays: null,
  pickup: {
    offered: false,
    address: { kr: '', ar: '', en: '' },
    hours: { days: [], from: '09:00', to: '17:00' },
  },
  updatedAt: null,
};

function renderAt(url: string, language?: Language) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/sellers/:id/delivery" element={<AdminSellerDeliveryRoute />} />
    </Routes>,
    { url, ...(language ? { language } : {}) },
  );
}

describe("the admin's page of one seller's delivery", () => {
  it("sets the seller's own fees through the admin's route, and turns them off again", async () => {
    const puts: { url: string; body: unknown }[] = [];
    let stored = saved;
    mockApi(async (url, request) => {
      if (url.pathname !== '/api/admin/sellers/seller-9/delivery') return undefined;
      if (request.method === 'PUT') {
        const body = (await request.json()) as Pick<SellerDelivery, 'district' | 'override'>;
        puts.push({ url: url.pathname, body });
        stored = { ...stored, ...body, updatedAt: `2026-11-29T00:0${puts.length}:00.000Z` };
      }
      return { body: stored };
    });
    renderAt('/admin/sellers/seller-9/delivery');
    expect(await screen.findByText("The seller's delivery fees")).toBeTruthy();
    const own = screen.getByLabelText('This seller uses its own delivery fees') as HTMLInputElement;
    expect(own.checked).toBe(false);
    fireEvent.click(own);
    fireEvent.change(screen.getByLabelText('Same city'), { target: { value: '3000' } });
    fireEvent.change(screen.getByLabelText('Same governorate'), { target: { value: '5000' } });
    fireEvent.change(screen.getByLabelText('Other governorates'), { target: { value: '7,250' } });
    fireEvent.change(screen.getByLabelText("The seller's city or district"), {
      target: { value: 'Ankawa' },
    });
    fireEvent.click(screen.getByTestId('seller-delivery-save'));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toMatchObject({
      district: 'Ankawa',
      override: { sameCity: 3000, sameGovernorate: 5000, other: 7250 },
    });

    await waitFor(() =>
      expect(
        (screen.getByLabelText('This seller uses its own delivery fees') as HTMLInputElement)
          .checked,
      ).toBe(true),
    );
    fireEvent.click(screen.getByLabelText('This seller uses its own delivery fees'));
    fireEvent.click(screen.getByTestId('seller-delivery-save'));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]!.body).toMatchObject({ override: null });
  });

  it("refuses a fee that is not in steps of 250 before asking, in the reader's language", async () => {
    let asked = 0;
    mockApi((url, request) => {
      if (url.pathname !== '/api/admin/sellers/seller-9/delivery') return undefined;
      if (request.method === 'PUT') asked += 1;
      return { body: saved };
    });
    renderAt('/admin/sellers/seller-9/delivery', 'ar');
    fireEvent.click(await screen.findByLabelText('يستخدم هذا البائع رسوم توصيل خاصة به'));
    fireEvent.change(screen.getByTestId('fee-sameCity'), { target: { value: '3100' } });
    fireEvent.click(screen.getByTestId('seller-delivery-save'));
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0));
    expect(asked).toBe(0);
  });

  it.each(['kr', 'ar', 'en'] as const)(
    'shows the cut-off as 24-hour 14:00 and reads one typed on any keyboard (%s)',
    async (language) => {
      const puts: { cutOff?: string }[] = [];
      mockApi(async (url, request) => {
        if (url.pathname !== '/api/admin/sellers/seller-9/delivery') return undefined;
        if (request.method === 'PUT') puts.push((await request.json()) as { cutOff?: string });
        return { body: saved };
      });
      renderAt('/admin/sellers/seller-9/delivery', language);
      const cutOff = (await screen.findByTestId('cut-off')) as HTMLInputElement;
      // A text field: a time field is drawn in the browser's locale ("02:00 PM").
      expect(cutOff.type).toBe('text');
      expect(cutOff.value).toBe('14:00');
      fireEvent.change(cutOff, { target: { value: '١٦٣٠' } });
      fireEvent.click(screen.getByTestId('seller-delivery-save'));
      await waitFor(() => expect(puts).toHaveLength(1));
      expect(puts[0]!.cutOff).toBe('16:30');
    },
  );

  it('says so when the seller does not exist', async () => {
    mockApi(() => ({ status: 404, body: apiError('seller_not_found') }));
    renderAt('/admin/sellers/nobody/delivery');
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
