import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createQiCardProvider, type QiCardProviderOptions } from '../../src/payments/qi/client';
import { startQiCardLookalike, type RunningQiCardLookalike } from '../../src/payments/qi/lookalike';
import type { QiLookalikeAccount } from '../../src/payments/qi/lookalike-world';
import type {
  CreatePaymentInput,
  PaymentProvider,
  ReceivedCallback,
} from '../../src/payments/provider';
import { callControl } from './provider-test-support';

export { failure } from './provider-test-support';

export const QI_ACCOUNT: QiLookalikeAccount = {
  username: 'shop-merchant',
  password: 'very-secret-qi-password',
  terminalId: 'TERMINAL-7',
};

/** A notification as our webhook route would hand it to the provider. */
export interface ReceivedNotification extends ReceivedCallback {
  paymentId: unknown;
}

/** Where the look-alike posts notifications: records them raw and answers as told (200 by default). */
export async function startReceiver() {
  const received: ReceivedNotification[] = [];
  const answers: number[] = [];
  const app: FastifyInstance = Fastify({ logger: false });
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post('/notify', async (request, reply) => {
    const rawBody = String(request.body);
    let paymentId: unknown;
    try {
      paymentId = (JSON.parse(rawBody) as { paymentId?: unknown }).paymentId;
    } catch {
      paymentId = undefined;
    }
    received.push({ headers: request.headers, rawBody, query: {}, paymentId });
    return reply.code(answers.shift() ?? 200).send({ ok: true });
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    notifyUrl: `${url}/notify`,
    received,
    /** The next answers given, in order (then 200). */
    answer: (...statuses: number[]) => answers.push(...statuses),
    of: (paymentId: string) => received.filter((r) => r.paymentId === paymentId),
    close: () => app.close(),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** The look-alike with short notification re-send waits, and the terminal above. */
export function startLookalike(retryDelaysMs: readonly number[] = [20, 40, 80]) {
  return startQiCardLookalike({
    accounts: [QI_ACCOUNT],
    notificationRetryDelaysMs: retryDelaysMs,
  });
}

/** A provider of the terminal above at the running look-alike. */
export function lookalikeProvider(
  lookalike: RunningQiCardLookalike,
  extra: Partial<QiCardProviderOptions> = {},
): PaymentProvider {
  return createQiCardProvider({
    baseUrl: lookalike.baseUrl,
    publicKeyPem: lookalike.publicKeyPem,
    ...QI_ACCOUNT,
    ...extra,
  });
}

/** A checkout's payment input, with a fresh reference. */
export function paymentInput(
  receiver: Receiver,
  overrides: Partial<CreatePaymentInput> = {},
): CreatePaymentInput {
  const reference = crypto.randomUUID();
  return {
    reference,
    orderNumber: 'CH-10042',
    amountIqd: 25_000,
    language: 'kr',
    returnUrl: `https://shop.example/pay/qi/return?p=${reference}`,
    notifyUrl: receiver.notifyUrl,
    customer: { name: 'Zainab Ali Hassan', phone: '+9647701234567', email: 'z@example.com' },
    ...overrides,
  };
}

/** Calls a look-alike control and returns its JSON; fails the test on a refusal. */
export const control = (lookalike: RunningQiCardLookalike, path: string, body?: unknown) =>
  callControl(lookalike.url, path, body);

/** A look-alike, a receiver of its notifications and a provider pointed at it, for one file. */
export async function startTestbed() {
  const [lookalike, receiver] = await Promise.all([startLookalike(), startReceiver()]);
  const close = async () => {
    await lookalike.close();
    await receiver.close();
  };
  return { lookalike, receiver, qi: lookalikeProvider(lookalike), close };
}

export type Testbed = Awaited<ReturnType<typeof startTestbed>>;

/** The file's testbed, started before its tests and closed after them. */
export function useTestbed(): Testbed {
  const bed = {} as Testbed;
  beforeAll(async () => {
    Object.assign(bed, await startTestbed());
  });
  afterAll(() => bed.close());
  return bed;
}
