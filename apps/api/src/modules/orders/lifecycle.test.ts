import { describe, expect, it } from 'vitest';
import { decide, type OrderFacts } from './lifecycle';

const facts = (parts: OrderFacts['parts']): OrderFacts => ({
  status: 'pending',
  parts,
  payment: 'unpaid',
  method: 'cod',
});

describe('the approval rule of print parts', () => {
  const waiting = facts([
    { id: 'a', status: 'pending', proofsApproved: false },
    { id: 'b', status: 'pending', proofsApproved: true },
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
