import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@chapkhana/shared/messages';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { Outbox } from '@/features/messages/components/outbox';
import { renderWithProviders } from '@/testing/render';

const failed: OutboxMessage = {
  id: 'm-1',
  phone: '+9647701230001',
  channel: 'whatsapp',
  kind: 'order-new',
  language: 'kr',
  state: 'failed',
  failureReason: 'HTTP 400, code 131026: Message Undeliverable.',
  orderId: null,
  fallbackOf: null,
  createdAt: '2026-11-28T08:00:00.000Z',
  stateAt: '2026-11-28T08:00:01.000Z',
};
const fallback: OutboxMessage = {
  ...failed,
  id: 'm-2',
  channel: 'sms',
  state: 'delivered',
  failureReason: null,
  fallbackOf: 'm-1',
  createdAt: '2026-11-28T08:00:02.000Z',
  stateAt: '2026-11-28T08:00:05.000Z',
};

describe('the outbox', () => {
  it('lists the seller’s messages with channel, state, time and failure reason, and filters by state', async () => {
    const asked: string[] = [];
    mockApi(async (url) => {
      if (url.pathname !== '/api/seller/messages') return undefined;
      asked.push(url.search);
      const state = url.searchParams.get('state');
      const items = [fallback, failed].filter((m) => !state || m.state === state);
      return { body: { items, total: items.length, page: 1, perPage: 20 } };
    });
    renderWithProviders(<Outbox side="seller" />);
    const row = await screen.findByTestId('outbox-m-1');
    expect(row.textContent).toContain('New order');
    expect(row.textContent).toContain('WhatsApp');
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(row.textContent).toContain('131026');
    expect(row.textContent).toContain('0770 123 0001');
    const sms = screen.getByTestId('outbox-m-2');
    expect(sms.textContent).toContain('SMS · instead of WhatsApp');
    expect(within(sms).getByText('Delivered')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'failed' } });
    await waitFor(() => expect(screen.queryByTestId('outbox-m-2')).toBeNull());
    expect(asked.at(-1)).toContain('state=failed');

    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'read' } });
    expect((await screen.findByTestId('outbox-empty')).textContent).toBe(
      'No message matches these filters.',
    );
  });

  it('asks the admin’s outbox, says so when there is nothing yet, in Kurdish', async () => {
    mockApi(async (url) =>
      url.pathname === '/api/admin/messages'
        ? { body: { items: [], total: 0, page: 1, perPage: 20 } }
        : undefined,
    );
    renderWithProviders(<Outbox side="admin" />, { language: 'kr' });
    expect((await screen.findByTestId('outbox-empty')).textContent).toBe(
      'هێشتا هیچ نامەیەک نەنێردراوە.',
    );
  });

  it('shows why the outbox could not be read, with a retry', async () => {
    mockApi(async () => ({ status: 403, body: apiError('seller_inactive') }));
    renderWithProviders(<Outbox side="seller" />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
