import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@chapkhana/shared/audit';
import { mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { OrderHistory } from '@/features/history/components/order-history';
import { renderWithProviders } from '@/testing/render';

const entry = (extra: Partial<AuditEntry>): AuditEntry => ({
  _id: 'event-1',
  at: '2026-03-04T09:00:00.000Z',
  actor: { kind: 'staff', id: 'staff-1', name: 'Haider Jasim', role: 'production' },
  subject: 'order',
  subjectId: 'order-1',
  action: 'order.move-job',
  details: { to: 'ready', part: 'part-1' },
  ...extra,
});

describe('OrderHistory', () => {
  it('names a board move’s stage, a part’s status and a proof in the reader’s words, with who did it', async () => {
    mockApi((url) =>
      url.pathname === '/api/seller/orders/part-1/history'
        ? {
            body: {
              history: [
                entry({}),
                entry({
                  _id: 'event-2',
                  action: 'order.advance-part',
                  actor: { kind: 'staff', id: 'staff-2', name: 'Ali Jabbar', role: 'dispatcher' },
                  details: { to: 'on way', part: 'part-1' },
                }),
                entry({
                  _id: 'event-3',
                  action: 'proof.approved',
                  actor: { kind: 'customer', id: 'customer-1', name: 'Dilan', role: null },
                  details: { part: 'part-1', line: 'line-1', proof: 'proof-1', version: '1' },
                }),
              ],
            },
          }
        : undefined,
    );
    renderWithProviders(<OrderHistory area="seller" id="part-1" />);
    const entries = await screen.findAllByTestId('history-entry');
    expect(entries.map((e) => e.textContent)).toEqual([
      expect.stringContaining('Moved a job to Ready for the courier'),
      expect.stringContaining('Moved the part to'),
      expect.stringContaining('Approved the proof'),
    ]);
    expect(entries[0]!.textContent).toContain('Haider Jasim (Production)');
    expect(entries[1]!.textContent).toContain('Ali Jabbar (Dispatcher)');
    expect(entries[2]!.textContent).toContain('Customer Dilan');
  });
});
