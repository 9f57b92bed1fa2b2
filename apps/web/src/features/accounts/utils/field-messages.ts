import { IRAQI_PHONE_MESSAGE } from '@chapkhana/shared/phone-message';
import type { Message } from '@/lib/api-failure';

/** The confirm-password rule's message (web only; the API never sees the confirmation). */
export const PASSWORDS_DIFFER = 'must match the new password';

/**
 * The translation of one rule of the contract's zod schemas (packages/shared: "is required",
 * "must be at least 8 characters", the Iraqi phone sentence …) as the form resolver reports it
 * in the browser. Server answers are never read this way: they are translated by their code.
 */
export function fieldMessage(message: string | undefined): Message {
  switch (message) {
    case 'is required':
    case 'is required for a print house':
    case 'must be user or printHouse':
      return { key: 'validation.required' };
    case 'must be an email address':
    case 'must be a valid email address':
      return { key: 'validation.email' };
    case IRAQI_PHONE_MESSAGE:
      return { key: 'validation.phone' };
    case PASSWORDS_DIFFER:
      return { key: 'validation.passwordsDiffer' };
  }
  const atLeast = /^must be at least (\d+) characters$/.exec(message ?? '');
  if (atLeast) return { key: 'validation.minLength', values: { min: Number(atLeast[1]) } };
  const atMost = /^must be at most (\d+) characters$/.exec(message ?? '');
  if (atMost) return { key: 'validation.maxLength', values: { max: Number(atMost[1]) } };
  return { key: 'validation.invalid' };
}
