import { describe, expect, it } from 'vitest';
import { jobStage, type JobStage } from '@chapkhana/shared/production';
import { decide, type JobFacts, type OrderFacts } from './lifecycle';

const facts = (parts: OrderFacts['parts']): OrderFacts => ({
  status: 'pending',
  parts,
  payment: 'unpaid',
  method: 'cod',
  deposit: { amount: 0, paid: false },
});

describe('the approval rule of print parts', () => {
  const waiting = facts([
    {
      id: 'a',
      status: 'pending',
      proofsApproved: false,
      amount: '124000',
      cashCollected: false,
      deposit: 0,
    },
    {
      id: 'b',
      status: 'pending',
      proofsApproved: true,
      amount: '52250',
      cashCollected: false,
      deposit: 0,
    },
  ]);

  it('keeps a part with unapproved proofs out of production', () => {
    expect(
      decide(waiting, 'seller', { kind: 'advance-part', partId: 'a', to: 'preparing' }),
    ).toEqual({ outcome: 'refused', refusal: { code: 'proofs_not_approved' } });
    expect(
      decide(waiting, 'seller', { kind: 'advance-part', partId: 'a', to: 'delivered' }),
    ).toEqual({ outcome: 'refused', refusal: { code: 'proofs_not_approved' } });
  });

  it('lets a part whose proofs are approved go on', () => {
    expect(
      decide(waiting, 'seller', { kind: 'advance-part', partId: 'b', to: 'preparing' }),
    ).toEqual({ outcome: 'allowed' });
  });

  it('keeps the whole order back while any part it would move waits for approval', () => {
    expect(decide(waiting, 'admin', { kind: 'advance-order', to: 'preparing' })).toEqual({
      outcome: 'refused',
      refusal: { code: 'proofs_not_approved' },
    });
    const approved = facts(waiting.parts.map((p) => ({ ...p, proofsApproved: true })));
    expect(decide(approved, 'admin', { kind: 'advance-order', to: 'preparing' })).toEqual({
      outcome: 'allowed',
    });
  });

  it('does not hold back a cancel', () => {
    expect(decide(waiting, 'customer', { kind: 'cancel' })).toEqual({ outcome: 'allowed' });
  });
});

describe("collecting one parcel's cash (issue 36)", () => {
  const onTheRoad = (parts: Partial<OrderFacts['parts'][number]>[]) =>
    facts(
      parts.map((p, index) => ({
        id: `part-${index}`,
        status: 'on way',
        proofsApproved: true,
        amount: index === 0 ? '124000.00' : '52250.00',
        cashCollected: false,
        deposit: 0,
        ...p,
      })),
    );
  const collect = (partId: string, amount: string) =>
    ({ kind: 'collect-part-cash', partId, amount, by: 'seller' }) as const;

  it("takes exactly the part's own amount, not the whole order's", () => {
    const order = onTheRoad([{}, {}]);
    expect(decide(order, 'seller', collect('part-1', '52250'))).toEqual({ outcome: 'allowed' });
    expect(decide(order, 'seller', collect('part-1', '176250'))).toEqual({
      outcome: 'refused',
      refusal: { code: 'cash_amount_differs', params: { amount: '52,250' } },
    });
    expect(decide(order, 'seller', collect('part-1', 'lots'))).toMatchObject({
      outcome: 'refused',
    });
  });

  it('lets a seller confirm only a parcel that left, and nobody a cancelled one', () => {
    const order = onTheRoad([{ status: 'preparing' }, { status: 'cancelled' }]);
    expect(decide(order, 'seller', collect('part-0', '124000'))).toEqual({
      outcome: 'refused',
      refusal: { code: 'order_part_not_sent' },
    });
    expect(decide(order, 'admin', collect('part-0', '124000'))).toEqual({ outcome: 'allowed' });
    expect(decide(order, 'admin', collect('part-1', '52250'))).toEqual({
      outcome: 'refused',
      refusal: { code: 'order_part_cancelled' },
    });
  });

  it('answers "already" for a part collected before, and refuses an order that is not cash', () => {
    const order = onTheRoad([{ cashCollected: true }, {}]);
    expect(decide(order, 'system', collect('part-0', '124000'))).toEqual({ outcome: 'already' });
    expect(decide({ ...order, method: 'fib' }, 'system', collect('part-1', '52250'))).toEqual({
      outcome: 'refused',
      refusal: { code: 'order_not_cash_on_delivery' },
    });
    expect(decide(order, 'customer', collect('part-1', '52250'))).toEqual({
      outcome: 'refused',
      refusal: { code: 'not_allowed' },
    });
  });
});

describe('the advance rule of parts asking one (issue 38)', () => {
  const part = (id: string, deposit: number) => ({
    id,
    status: 'pending' as const,
    proofsApproved: true,
    amount: '100000.00',
    cashCollected: false,
    deposit,
  });
  const awaiting: OrderFacts = {
    ...facts([part('a', 30000), part('b', 0)]),
    method: 'qi',
    deposit: { amount: 30000, paid: false },
  };
  const paid: OrderFacts = { ...awaiting, method: 'cod', deposit: { amount: 30000, paid: true } };

  it('keeps a part asking an advance out of production until it is paid', () => {
    const move = { kind: 'advance-part', partId: 'a', to: 'preparing' } as const;
    expect(decide({ ...awaiting, method: 'cod' }, 'seller', move)).toEqual({
      outcome: 'refused',
      refusal: { code: 'deposit_not_paid' },
    });
    expect(decide(paid, 'seller', move)).toEqual({ outcome: 'allowed' });
  });

  it('lets a part asking none go on, but not the whole order', () => {
    const unpaidCash = { ...awaiting, method: 'cod' as const };
    expect(
      decide(unpaidCash, 'seller', { kind: 'advance-part', partId: 'b', to: 'preparing' }),
    ).toEqual({ outcome: 'allowed' });
    expect(decide(unpaidCash, 'admin', { kind: 'advance-order', to: 'preparing' })).toEqual({
      outcome: 'refused',
      refusal: { code: 'deposit_not_paid' },
    });
  });

  it('refuses cash on delivery for the advance, and a second advance', () => {
    expect(decide(awaiting, 'customer', { kind: 'choose-payment', method: 'cod' })).toEqual({
      outcome: 'refused',
      refusal: { code: 'deposit_online_only' },
    });
    expect(decide(awaiting, 'customer', { kind: 'choose-payment', method: 'qi' })).toEqual({
      outcome: 'allowed',
    });
    expect(decide(paid, 'customer', { kind: 'choose-payment', method: 'qi' })).toEqual({
      outcome: 'refused',
      refusal: { code: 'deposit_already_paid' },
    });
  });

  it("collects a part's amount less its advance once that was paid", () => {
    const sent: OrderFacts = {
      ...paid,
      parts: [{ ...part('a', 30000), status: 'on way' }],
    };
    const collect = (amount: string) =>
      decide(sent, 'admin', { kind: 'collect-part-cash', partId: 'a', amount, by: 'admin' });
    expect(collect('70000')).toEqual({ outcome: 'allowed' });
    expect(collect('100000')).toEqual({
      outcome: 'refused',
      refusal: { code: 'cash_amount_differs', params: { amount: '70,000' } },
    });
  });
});

describe('moves on the production board (issue 39)', () => {
  const job = (id: string, extra: Partial<JobFacts> = {}): JobFacts => ({
    id,
    proofState: 'approved',
    needsArtwork: true,
    productionStage: null,
    ...extra,
  });
  const board = (
    jobs: JobFacts[],
    part: Partial<OrderFacts['parts'][number]> = {},
    order: Partial<OrderFacts> = {},
  ): OrderFacts => ({
    ...facts([
      {
        id: 'p',
        status: 'pending',
        proofsApproved: true,
        amount: '65500.00',
        cashCollected: false,
        deposit: 0,
        ...part,
      },
    ]),
    jobs,
    ...order,
  });
  const move = (lineId: string, from: JobStage, to: JobStage) =>
    ({ kind: 'move-job', partId: 'p', lineId, from, to }) as const;
  const refusedWith = (code: string, params?: object) => ({
    outcome: 'refused',
    refusal: params ? { code, params } : { code },
  });

  it('sends an approved job (or one needing no proof) to printing, and on through the stages', () => {
    expect(decide(board([job('a')]), 'seller', move('a', 'approved', 'printing'))).toEqual({
      outcome: 'allowed',
    });
    const plain = board([job('a', { proofState: 'not_needed', needsArtwork: false })]);
    expect(decide(plain, 'seller', move('a', 'approved', 'printing'))).toEqual({
      outcome: 'allowed',
    });
    const printing = board([job('a', { productionStage: 'printing' })], { status: 'preparing' });
    expect(decide(printing, 'seller', move('a', 'printing', 'finishing'))).toEqual({
      outcome: 'allowed',
    });
    // No finishing to do: straight to ready; and a card put back a stage when a sheet was wrong.
    expect(decide(printing, 'seller', move('a', 'printing', 'ready'))).toEqual({
      outcome: 'allowed',
    });
    const ready = board([job('a', { productionStage: 'ready' })], { status: 'preparing' });
    expect(decide(ready, 'seller', move('a', 'ready', 'finishing'))).toEqual({
      outcome: 'allowed',
    });
  });

  it('keeps a job whose proof is not approved out of printing', () => {
    for (const proofState of [
      'awaiting_artwork',
      'awaiting_proof',
      'awaiting_approval',
      'changes_requested',
    ] as const) {
      const order = board([job('a', { proofState })], { proofsApproved: false });
      const seen = jobStage({ proofState, productionStage: null, partStatus: 'pending' });
      expect(decide(order, 'seller', move('a', seen, 'printing'))).toEqual(
        refusedWith('job_not_approved'),
      );
    }
  });

  it('starts a pending part only when every proof of it is approved and its advance is paid', () => {
    const twoJobs = board([job('a'), job('b', { proofState: 'awaiting_approval' })], {
      proofsApproved: false,
    });
    expect(decide(twoJobs, 'seller', move('a', 'approved', 'printing'))).toEqual(
      refusedWith('proofs_not_approved'),
    );
    const advance = board(
      [job('a')],
      { deposit: 20000 },
      { deposit: { amount: 20000, paid: false } },
    );
    expect(decide(advance, 'seller', move('a', 'approved', 'printing'))).toEqual(
      refusedWith('deposit_not_paid'),
    );
    const paid = { ...advance, deposit: { amount: 20000, paid: true } };
    expect(decide(paid, 'seller', move('a', 'approved', 'printing'))).toEqual({
      outcome: 'allowed',
    });
    const unpaidOnline = board([job('a')], {}, { method: 'fib' });
    expect(decide(unpaidOnline, 'seller', move('a', 'approved', 'printing'))).toEqual(
      refusedWith('order_awaits_fib'),
    );
  });

  it('refuses a move from a stage the job is no longer in, naming where it is', () => {
    const printing = board([job('a', { productionStage: 'printing' })], { status: 'preparing' });
    expect(decide(printing, 'seller', move('a', 'approved', 'printing'))).toEqual(
      refusedWith('job_stage_changed', { stage: 'printing' }),
    );
  });

  it('leaves the stages before production and the hand-over to the customer and the courier', () => {
    const printing = board([job('a', { productionStage: 'printing' })], { status: 'preparing' });
    expect(decide(printing, 'seller', move('a', 'printing', 'approved'))).toEqual(
      refusedWith('job_stage_by_hand'),
    );
    expect(decide(printing, 'seller', move('a', 'printing', 'handed_over'))).toEqual(
      refusedWith('job_stage_by_hand'),
    );
    expect(decide(board([job('a')]), 'seller', move('a', 'approved', 'ready'))).toEqual(
      refusedWith('job_printing_first'),
    );
    const gone = board([job('a', { productionStage: 'ready' })], { status: 'on way' });
    expect(decide(gone, 'seller', move('a', 'handed_over', 'finishing'))).toEqual(
      refusedWith('job_handed_over'),
    );
  });

  it('refuses a cancelled order, a line of another part, and anyone but the seller', () => {
    const cancelled = board([job('a')], { status: 'cancelled' }, { status: 'cancelled' });
    expect(decide(cancelled, 'seller', move('a', 'approved', 'printing'))).toEqual(
      refusedWith('order_cancelled'),
    );
    expect(decide(board([job('a')]), 'seller', move('elsewhere', 'approved', 'printing'))).toEqual(
      refusedWith('print_line_not_found'),
    );
    expect(decide(board([job('a')]), 'customer', move('a', 'approved', 'printing'))).toEqual(
      refusedWith('not_allowed'),
    );
  });
});
