import {
  PAYMENT_METHOD_DETAILS,
  PAYMENT_METHOD_IDS,
  paymentMethodLogo,
  type AdminPaymentMethod,
  type PaymentMethodId,
  type PaymentMethodOffer,
} from '@chapkhana/shared/payments';
import type { Database } from '../../db/client';
import { conflict } from '../../lib/http-errors';
import { insertSettingChange } from '../audit/repository';
import type { PaymentContext } from './context';
import { readMethodSwitches, writeMethodSwitch } from './repository';

/**
 * Which methods this server can take: cash always, each provider when its client is set up (its
 * credentials in the configuration, or the demo's look-alike), and which of them are look-alikes.
 */
export interface MethodsSetUp {
  setUp: ReadonlySet<PaymentMethodId>;
  simulated: ReadonlySet<PaymentMethodId>;
}

export function methodsSetUp(
  context: Pick<PaymentContext, 'fib' | 'pageProviders' | 'simulatedProviders'>,
): MethodsSetUp {
  const setUp = new Set<PaymentMethodId>(['cod']);
  if (context.fib) setUp.add('fib');
  for (const id of Object.keys(context.pageProviders) as (keyof typeof context.pageProviders)[]) {
    if (context.pageProviders[id]) setUp.add(id);
  }
  return { setUp, simulated: new Set(context.simulatedProviders) };
}

const offerOf = (id: PaymentMethodId, methods: MethodsSetUp): PaymentMethodOffer => ({
  id,
  name: PAYMENT_METHOD_DETAILS[id].name,
  kind: PAYMENT_METHOD_DETAILS[id].kind,
  logo: paymentMethodLogo(id),
  simulation: methods.simulated.has(id),
});

/** Every method with its state, in the shop's order (online ways first, cash last). */
export async function paymentMethodsForAdmin(
  db: Database,
  methods: MethodsSetUp,
): Promise<AdminPaymentMethod[]> {
  const switches = new Map((await readMethodSwitches(db)).map((row) => [row.method, row]));
  return PAYMENT_METHOD_IDS.map((id) => {
    const row = switches.get(id);
    return {
      ...offerOf(id, methods),
      configured: methods.setUp.has(id),
      enabled: row?.enabled ?? true,
      updatedAt: row ? row.updatedAt.toISOString() : null,
      updatedBy: row?.editorId ? { _id: row.editorId, name: row.editorName ?? '' } : null,
    };
  });
}

/** The methods a customer may choose now: set up on this server and switched on. */
export async function offeredPaymentMethods(
  db: Database,
  methods: MethodsSetUp,
): Promise<PaymentMethodOffer[]> {
  return (await paymentMethodsForAdmin(db, methods))
    .filter((method) => method.configured && method.enabled)
    .map(({ id }) => offerOf(id, methods));
}

/** True when the customer may choose `method` now. */
export async function isOffered(
  db: Database,
  methods: MethodsSetUp,
  method: PaymentMethodId,
): Promise<boolean> {
  return (await offeredPaymentMethods(db, methods)).some((offer) => offer.id === method);
}

/**
 * The admin switches a method on or off. Switching off the last method a customer could choose
 * is refused (409): the storefront would have no way to pay. A method not set up on this server
 * may be switched: it is offered once its credentials are configured.
 */
export async function switchPaymentMethod(
  db: Database,
  methods: MethodsSetUp,
  input: { method: PaymentMethodId; enabled: boolean; staffId: string; now: Date },
): Promise<AdminPaymentMethod[]> {
  await db.transaction(async (tx) => {
    await writeMethodSwitch(tx, {
      method: input.method,
      enabled: input.enabled,
      staffId: input.staffId,
      now: input.now,
    });
    if (!input.enabled && (await offeredPaymentMethods(tx, methods)).length === 0) {
      throw conflict('last_payment_method');
    }
    await insertSettingChange(tx, {
      staffId: input.staffId,
      subjectId: 'payment-methods',
      details: { [input.method]: input.enabled ? 'on' : 'off' },
      at: input.now,
    });
  });
  return paymentMethodsForAdmin(db, methods);
}
