import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ShopMember } from '@chapkhana/shared/staff';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { SellerStaffRoute } from '@/app/routes/seller-staff';
import { renderWithProviders } from '@/testing/render';

const owner: ShopMember = {
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'Karwan Aziz',
  email: 'erbil@chapkhana.example',
  phone: '+9647501234567',
  role: 'owner',
  lastSignInAt: '2026-11-29T07:30:00.000Z',
  createdAt: '2026-11-01T07:30:00.000Z',
};
const designer: ShopMember = {
  ...owner,
  _id: '00000000-0000-4000-8000-000000000002',
  name: 'Shilan Omer',
  email: 'designer.erbil@chapkhana.example',
  phone: '+9647501234571',
  role: 'designer',
  lastSignInAt: null,
};

beforeEach(() => window.localStorage.setItem('staffToken', 'tok'));

describe('the staff screen', () => {
  it('lists each member with role and last sign-in, in Iraq time', async () => {
    mockApi((url) =>
      url.pathname === '/api/seller/staff' ? { body: { staff: [owner, designer] } } : undefined,
    );
    renderWithProviders(<SellerStaffRoute />);
    const row = await screen.findByTestId(`member-row-${owner._id}`);
    expect(within(row).getByText('29-11-2026 10:30:00')).toBeTruthy();
    const other = screen.getByTestId(`member-row-${designer._id}`);
    expect(within(other).getByText('Not signed in yet')).toBeTruthy();
    expect((screen.getByTestId(`member-role-${designer._id}`) as HTMLSelectElement).value).toBe(
      'designer',
    );
  });

  it('changes a role only after the question, and shows the last-owner refusal as a sentence', async () => {
    const calls: { method: string; body: unknown }[] = [];
    mockApi(async (url, request) => {
      if (request.method === 'GET') return { body: { staff: [owner, designer] } };
      calls.push({ method: request.method, body: await request.json().catch(() => null) });
      return { status: 409, body: apiError('last_shop_owner') };
    });
    renderWithProviders(<SellerStaffRoute />);
    fireEvent.change(await screen.findByTestId(`member-role-${owner._id}`), {
      target: { value: 'designer' },
    });
    const dialog = await screen.findByTestId('member-confirm');
    expect(calls).toEqual([]);
    expect(dialog.textContent).toContain('signed out on every device');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/at least one owner/);
    expect(calls).toEqual([{ method: 'PATCH', body: { role: 'designer' } }]);
  });

  it('removes a member after the question', async () => {
    let removed = false;
    mockApi((url, request) => {
      if (request.method === 'DELETE') {
        removed = url.pathname === `/api/seller/staff/${designer._id}`;
        return { status: 204, body: null };
      }
      return { body: { staff: removed ? [owner] : [owner, designer] } };
    });
    renderWithProviders(<SellerStaffRoute />);
    fireEvent.click(await screen.findByTestId(`member-remove-${designer._id}`));
    const dialog = await screen.findByTestId('member-confirm');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByTestId(`member-row-${designer._id}`)).toBeNull());
    expect(removed).toBe(true);
  });
});
