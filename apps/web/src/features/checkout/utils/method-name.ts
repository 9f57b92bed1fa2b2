import type { PaymentMethod } from '@chapkhana/shared/orders';
import { PAYMENT_METHOD_DETAILS, type PaymentMethodOffer } from '@chapkhana/shared/payments';
import type { Language } from '@chapkhana/shared/languages';

/** A provider paid on its own page (Qi Card, ZainCash, FastPay): the customer comes back after. */
export const isRedirectMethod = (method: PaymentMethod | null): method is PaymentMethod =>
  method !== null && PAYMENT_METHOD_DETAILS[method].kind === 'redirect';

/** A method's name in the reader's language: the offer's, else the shared catalogue's. */
export const methodName = (
  method: PaymentMethod,
  language: Language,
  offer?: Pick<PaymentMethodOffer, 'name'>,
): string => (offer ?? PAYMENT_METHOD_DETAILS[method]).name[language];

/**
 * A name inside a plain-text sentence (an error, an alt text), isolated so a Latin brand in a
 * right-to-left sentence, or the reverse, never reorders the words around it (FSI … PDI).
 */
export const isolated = (text: string): string => `\u2068${text}\u2069`;
