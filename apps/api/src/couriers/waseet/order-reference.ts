import { parseIraqiPhone } from '@chapkhana/shared/phone';
import type { WaseetOrder } from './shapes';

/** Our reference in the courier's merchant notes, first, so a search of the notes finds it. */
export function withReference(notes: string | null | undefined, reference: string): string {
  const rest = notes?.trim();
  return rest ? `${reference} | ${rest}` : reference;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The order at the courier that a lost create made: its notes carry our reference as a whole
 * word (CHK-104 is not CHK-1043), and it has the same phone and amount. The oldest if several.
 */
export function findOrderByReference(
  orders: readonly WaseetOrder[],
  sent: { clientMobile: string; price: number },
  reference: string,
): WaseetOrder | undefined {
  const word = new RegExp(`(^|[^\\w-])${escapeRegExp(reference)}($|[^\\w-])`);
  const phone = parseIraqiPhone(sent.clientMobile);
  const matches = orders.filter(
    (order) =>
      word.test(order.merchantNotes ?? '') &&
      order.clientMobile !== null &&
      parseIraqiPhone(order.clientMobile) === phone &&
      order.price === sent.price,
  );
  return matches.sort((a, b) => Number(a.id) - Number(b.id) || a.id.localeCompare(b.id))[0];
}
