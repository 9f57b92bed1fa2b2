import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BoardJob, BoardResponse } from '@chapkhana/shared/production';
import { apiError, mockApi } from '@chapkhana/web-kit/testing/mock-api';
import { ProductionBoard } from '@/features/production/components/production-board';
import { liveBoardHandlers } from '@/features/production/hooks/use-live-board';
import { jobsByStage, waitedFor } from '@/features/production/utils/columns';
import { renderWithProviders } from '@/testing/render';

const job = (extra: Partial<BoardJob> = {}): BoardJob => ({
  orderLineId: 'line-1',
  orderId: 'order-1',
  orderNumber: 1042,
  sellerOrderId: 'part-1',
  seller: { _id: 'seller-1', enName: 'Hawler Print', kuName: 'چاپی هەولێر', arName: 'مطبعة أربيل' },
  customerName: 'Shwan Aziz',
  product: { enName: 'Business cards', kuName: 'کارتی بزنس', arName: 'بطاقات عمل' },
  options: [
    {
      groupId: 'paper',
      group: { enName: 'Paper', kuName: 'کاغەز', arName: 'الورق' },
      valueId: 'matte',
      value: { enName: 'Matte', kuName: 'مات', arName: 'مطفي' },
      effect: { kind: 'per_unit', amount: '0' },
    },
  ],
  quantity: 1000,
  dueDate: '2026-03-01',
  due: 'late',
  daysLate: 3,
  proofState: 'approved',
  stage: 'approved',
  moves: ['printing'],
  partStatus: 'pending',
  waitingSince: null,
  stageSince: null,
  parcel: { lines: 1, ready: 0 },
  ...extra,
});

const boardOf = (jobs: BoardJob[]): BoardResponse => ({
  today: '2026-03-04',
  jobs,
  truncated: false,
});

describe('the board columns', () => {
  it('puts every job in its stage and keeps empty stages as drop targets', () => {
    const columns = jobsByStage([job(), job({ orderLineId: 'line-2', stage: 'printing' })]);
    expect(columns.approved.map((j) => j.orderLineId)).toEqual(['line-1']);
    expect(columns.printing.map((j) => j.orderLineId)).toEqual(['line-2']);
    expect(columns.handed_over).toEqual([]);
  });

  it('says how long a job has waited, in hours under two days and in days after', () => {
    const now = Date.parse('2026-03-04T09:00:00Z');
    expect(waitedFor('2026-03-03T06:00:00Z', now)).toEqual({ hours: 27 });
    expect(waitedFor('2026-02-28T09:00:00Z', now)).toEqual({ days: 4 });
  });
});

describe('ProductionBoard', () => {
  it('shows a card with its order, customer, options and lateness in the chosen stage', async () => {
    mockApi((url) =>
      url.pathname === '/api/seller/production/board' ? { body: boardOf([job()]) } : undefined,
    );
    renderWithProviders(<ProductionBoard area="seller" />);
    const card = await screen.findByTestId('job-card');
    expect(card.textContent).toContain('Shwan Aziz');
    expect(card.textContent).toContain('Paper: Matte');
    expect(card.textContent).toContain('3 days late');
    expect(card.querySelector('[data-due="late"]')).not.toBeNull();
  });

  it('moves a card by its "Move to…" button and shows a refusal with its reason', async () => {
    const moves: unknown[] = [];
    mockApi(async (url, request) => {
      if (url.pathname === '/api/seller/production/board')
        return {
          body: boardOf([job({ proofState: 'awaiting_approval', stage: 'proof_out', moves: [] })]),
        };
      if (url.pathname === '/api/seller/production/lines/line-1/move') {
        moves.push(await request.json());
        return { status: 409, body: apiError('job_not_approved') };
      }
      return undefined;
    });
    renderWithProviders(<ProductionBoard area="seller" />);
    fireEvent.change(await screen.findByTestId('stage-picker'), { target: { value: 'proof_out' } });
    const card = await screen.findByTestId('job-card');
    fireEvent.click(within(card).getByTestId('move-to'));
    fireEvent.click(within(card).getByTestId('move-to-printing'));
    await vi.waitFor(() => expect(moves).toEqual([{ from: 'proof_out', to: 'printing' }]));
    const alert = await screen.findByTestId('move-refusal');
    expect(alert.textContent).toContain("This job's proof is not approved yet");
  });

  it('says so when there is nothing on the board', async () => {
    mockApi((url) =>
      url.pathname === '/api/seller/production/board' ? { body: boardOf([]) } : undefined,
    );
    renderWithProviders(<ProductionBoard area="seller" />);
    expect((await screen.findByTestId('board-empty')).textContent).toContain('No open print jobs');
  });

  it('lets the admin look without moving', async () => {
    mockApi((url) =>
      url.pathname === '/api/admin/production/board' ? { body: boardOf([job()]) } : undefined,
    );
    renderWithProviders(<ProductionBoard area="admin" />);
    fireEvent.change(await screen.findByTestId('stage-picker'), { target: { value: 'approved' } });
    const card = await screen.findByTestId('job-card');
    expect(within(card).queryByTestId('move-to')).toBeNull();
    expect(card.textContent).toContain('Hawler Print');
  });
});

describe('liveBoardHandlers', () => {
  it('reads the board again on an event and after a reconnect, not on the first connect', () => {
    const dispatch = vi.fn();
    const handlers = liveBoardHandlers(dispatch);
    handlers.connected();
    expect(dispatch).not.toHaveBeenCalled();
    handlers.changed();
    handlers.connected();
    expect(dispatch).toHaveBeenCalledTimes(2);
  });
});
