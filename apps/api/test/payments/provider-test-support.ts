import { expect } from 'vitest';
import { PaymentProviderError } from '../../src/payments/provider';

/** The PaymentProviderError a promise fails with; fails the test otherwise. */
export async function failure(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

/** Calls a look-alike's control under `origin` and returns its JSON; fails the test on a refusal. */
export async function callControl(origin: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${origin}/__control/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  if (!response.ok) throw new Error(`control ${path} refused: ${JSON.stringify(answer)}`);
  return answer;
}
