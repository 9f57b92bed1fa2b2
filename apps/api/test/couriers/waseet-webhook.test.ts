import { describe, expect, it } from 'vitest';
import {
  hashWebhookSecret,
  readWaseetPush,
  webhookSecretMatches,
} from '../../src/couriers/waseet/webhook';

describe('a Modon/AGG push', () => {
  it('names the order (and a status hint), with ids as strings or numbers', () => {
    expect(readWaseetPush({ id: '1043', status_id: '4', delivery_price: '5000' })).toEqual({
      orderId: '1043',
      statusId: '4',
    });
    expect(readWaseetPush({ id: 1043 })).toEqual({ orderId: '1043', statusId: null });
    // The route admits any body that names an order: a status hint it cannot read is no hint.
    expect(readWaseetPush({ id: '7', status_id: 'x'.repeat(17) })).toEqual({
      orderId: '7',
      statusId: null,
    });
  });

  it.each([null, 'x', {}, { id: '' }, { id: { $gt: 1 } }, { id: 'x'.repeat(65) }, [1]])(
    'names no order in %j',
    (body) => {
      expect(readWaseetPush(body)).toBeNull();
    },
  );

  it('takes only the secret whose hash is stored', () => {
    const stored = hashWebhookSecret('shared-secret');
    expect(stored).not.toContain('shared-secret');
    expect(webhookSecretMatches(stored, 'shared-secret')).toBe(true);
    for (const given of ['shared-secreT', '', undefined, ['shared-secret'], stored]) {
      expect(webhookSecretMatches(stored, given)).toBe(false);
    }
    expect(webhookSecretMatches('not hex', 'shared-secret')).toBe(false);
    // An account whose seller never set a secret admits no push.
    expect(webhookSecretMatches(null, 'shared-secret')).toBe(false);
  });
});
