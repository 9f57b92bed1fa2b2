import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CourierAccount } from '@chapkhana/shared/courier-accounts';
import type { HandoverPreview } from '@chapkhana/shared/handover';
import type { ConsoleParcel } from '@chapkhana/shared/parcels';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { CourierSettings } from '@/features/couriers/components/courier-settings';
import { ParcelPanel } from '@/features/couriers/components/parcel-panel';
import { renderWithProviders } from '@/testing/render';
import { sampleConsoleParcel, sampleSellerOrder } from '@/testing/sample-parcel';

const account: CourierAccount = {
  _id: 'account-1',
  brand: 'alwaseet',
  baseUrl: 'https://api.alwaseet-iq.net',
  username: 'print-house',
  simulation: true,
  packageSizeId: '1',
  packageSizes: [
    { id: '1', name: 'عادي' },
    { id: '2', name: 'كبير' },
  ],
  lastError: null,
  cities: { total: 18, matched: 18 },
  connectedAt: '2026-11-28T08:00:00.000Z',
};

describe('the courier settings', () => {
  it('connects with the brand, username and password (no address), then never shows the password', async () => {
    let connected = false;
    const bodies: unknown[] = [];
    mockApi(async (url, request) => {
      if (url.pathname !== '/api/seller/courier-account') return undefined;
      if (request.method === 'PUT') {
        bodies.push(await request.json());
        connected = true;
      }
      return { body: { account: connected ? account : null, canConnect: true } };
    });
    renderWithProviders(<CourierSettings of={{ side: 'seller' }} />);
    const form = await screen.findByTestId('courier-connect');
    expect(within(form).queryByLabelText(/address|url/i)).toBeNull();
    const password = within(form).getByLabelText('Password at the courier');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.change(within(form).getByLabelText('Courier company'), {
      target: { value: 'alwaseet' },
    });
    fireEvent.change(within(form).getByLabelText('Username at the courier'), {
      target: { value: 'print-house' },
    });
    fireEvent.change(password, { target: { value: 's3cret-pass' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Connect' }));
    const panel = await screen.findByTestId('courier-connected');
    expect(bodies).toEqual([
      { brand: 'alwaseet', username: 'print-house', password: 's3cret-pass' },
    ]);
    expect(panel.textContent).toContain('Connected to Al-Waseet as');
    expect(panel.textContent).toContain('print-house');
    expect(within(panel).getByTestId('courier-simulation').textContent).toBe('Simulation');
    expect(document.body.innerHTML).not.toContain('s3cret-pass');
  });

  it("shows a refused login in the reader's language with the courier's own words", async () => {
    mockApi((url, request) => {
      if (url.pathname !== '/api/seller/courier-account') return undefined;
      if (request.method === 'PUT') {
        return {
          status: 422,
          body: apiError('courier_login_refused', {
            message: 'اسم المستخدم او كلمة المرور غير صحيحة',
          }),
        };
      }
      return { body: { account: null, canConnect: true } };
    });
    renderWithProviders(<CourierSettings of={{ side: 'seller' }} />);
    const form = await screen.findByTestId('courier-connect');
    fireEvent.change(within(form).getByLabelText('Username at the courier'), {
      target: { value: 'x' },
    });
    fireEvent.change(within(form).getByLabelText('Password at the courier'), {
      target: { value: 'wrong' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Connect' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe(
      'The courier refused this username or password. The courier said: اسم المستخدم او كلمة المرور غير صحيحة',
    );
  });

  it('shows the last error in the courier’s words and asks before disconnecting', async () => {
    let deleted = 0;
    mockApi((url, request) => {
      if (url.pathname !== '/api/admin/sellers/seller-1/courier-account') return undefined;
      if (request.method === 'DELETE') deleted += 1;
      return {
        body: {
          account: deleted ? null : { ...account, lastError: 'الخدمة غير متوفرة' },
          canConnect: true,
        },
      };
    });
    renderWithProviders(<CourierSettings of={{ side: 'admin', sellerId: 'seller-1' }} />);
    expect((await screen.findByTestId('courier-last-error')).textContent).toBe('الخدمة غير متوفرة');
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(deleted).toBe(0);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await screen.findByTestId('courier-connect');
    expect(deleted).toBe(1);
  });
});

const order = sampleSellerOrder({
  delivery_status: 'preparing',
  shippingInfo: {
    place: 'Home',
    name: 'Aso',
    address: '',
    phone: '+9647501234567',
    city: 'Baghdad',
    governorate: 'BGD',
    district: 'Karkh',
    area: 'Mansour',
    landmark: 'Near the mosque',
  },
});

const parcel = sampleConsoleParcel;

function preview(overrides: Partial<HandoverPreview> = {}): HandoverPreview {
  return {
    parcel: null,
    courier: { brand: 'alwaseet', username: 'print-house', simulation: true },
    city: { id: '1', name: 'بغداد' },
    regions: [
      { id: '10', name: 'المنصور' },
      { id: '11', name: 'الكرادة' },
    ],
    regionId: '10',
    packageSizes: [{ id: '1', name: 'عادي' }],
    packageSizeId: '1',
    cashToCollect: '80,000',
    pieces: 1,
    description: 'Business cards',
    blockedBy: null,
    courierProblem: null,
    ...overrides,
  };
}

describe('handing a part to its courier', () => {
  it('shows the preview, hands over once on confirm and shows the waybill and the label', async () => {
    let handed: ConsoleParcel | null = null;
    const bodies: unknown[] = [];
    mockApi(async (url, request) => {
      if (url.pathname !== '/api/seller/orders/part-1/handover') return undefined;
      if (request.method === 'POST') {
        bodies.push(await request.json());
        handed = parcel();
        return { body: { parcel: handed } };
      }
      return { body: preview({ parcel: handed }) };
    });
    renderWithProviders(<ParcelPanel order={order} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Hand to courier' }));
    const dialog = screen.getByTestId('handover-dialog');
    expect(dialog.textContent).toContain('Baghdad');
    expect(within(dialog).getByTestId('handover-city').textContent).toBe('(بغداد)');
    expect(within(dialog).getByTestId('handover-cash').textContent).toBe('80,000 IQD');
    expect((within(dialog).getByLabelText(/Area/) as HTMLSelectElement).value).toBe('10');
    fireEvent.change(within(dialog).getByLabelText(/Area/), { target: { value: '11' } });
    fireEvent.click(within(dialog).getByTestId('handover-confirm'));
    const waybill = await within(dialog).findByTestId('handover-waybill');
    expect(waybill.textContent).toBe('W-1001');
    expect(waybill.closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(within(dialog).getByTestId('print-label')).toBeTruthy();
    expect(bodies).toEqual([{ regionId: '11', packageSizeId: '1' }]);
    // The page behind shows the waybill for the job sheet.
    expect((await screen.findByTestId('sheet-waybill')).textContent).toBe('W-1001');
  });

  it('keeps the dialog open on a refusal with the courier’s sentence, and tries again', async () => {
    let tries = 0;
    mockApi((url, request) => {
      if (url.pathname !== '/api/seller/orders/part-1/handover') return undefined;
      if (request.method === 'POST') {
        tries += 1;
        return tries === 1
          ? { status: 422, body: apiError('courier_refused', { message: 'رقم الهاتف غير صحيح' }) }
          : { body: { parcel: parcel() } };
      }
      return { body: preview() };
    });
    renderWithProviders(<ParcelPanel order={order} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Hand to courier' }));
    const dialog = screen.getByTestId('handover-dialog');
    fireEvent.click(within(dialog).getByTestId('handover-confirm'));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(
      'The courier refused this. The courier said: رقم الهاتف غير صحيح',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect((await within(dialog).findByTestId('handover-waybill')).textContent).toBe('W-1001');
    expect(tries).toBe(2);
  });

  it('without a courier links to the settings and offers delivering ourselves', async () => {
    mockApi((url) =>
      url.pathname === '/api/seller/orders/part-1/handover'
        ? { body: preview({ courier: null, city: null, regions: [], regionId: null }) }
        : undefined,
    );
    renderWithProviders(<ParcelPanel order={order} />);
    const link = await screen.findByTestId('connect-courier');
    expect(link.getAttribute('href')).toBe('/seller/courier');
    expect(screen.getByTestId('deliver-ourselves')).toBeTruthy();
  });

  it('a move by hand asks for its reason and is not sent without one', async () => {
    const moves: unknown[] = [];
    mockApi(async (url, request) => {
      if (url.pathname === '/api/seller/parcels/parcel-1/moves' && request.method === 'POST') {
        moves.push(await request.json());
        return { body: { parcel: parcel({ carrier: 'own', state: 'picked_up' }) } };
      }
      if (url.pathname === '/api/seller/orders/part-1/handover') {
        const own = parcel({ carrier: 'own', waybill: null, courierOrderId: null, labelUrl: null });
        return { body: preview({ parcel: own }) };
      }
      return undefined;
    });
    renderWithProviders(<ParcelPanel order={order} />);
    fireEvent.click(await screen.findByTestId('move-picked_up'));
    const dialog = screen.getByTestId('move-picked_up-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark: Picked up' }));
    expect(within(dialog).getByRole('alert').textContent).toBeTruthy();
    expect(moves).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Reason (required)'), {
      target: { value: 'Our driver took it' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark: Picked up' }));
    await waitFor(() => expect(screen.queryByTestId('move-picked_up-dialog')).toBeNull());
    expect(moves).toEqual([{ state: 'picked_up', reason: 'Our driver took it' }]);
  });
});
