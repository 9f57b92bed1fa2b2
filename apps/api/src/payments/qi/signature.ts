import { constants, createPublicKey, createSign, verify, type KeyObject } from 'node:crypto';

/**
 * Qi Card's notification signature (reference/payments-iraq.md, Qi Card, "Notification"):
 * `X-Signature` is the Base64 RSA-SHA256 signature of `paymentId|amount|currency|creationDate|status`,
 * `-` standing for a missing or null field. Sources disagree on the amount's format (3 decimals in
 * live payloads and two codebases, 2 decimals in another): we accept either, Qi's look-alike signs
 * with 3.
 */
export const QI_SIGNATURE_HEADER = 'x-signature';

/** The decimals tried, in order, for the amount inside the signed string. */
export const QI_SIGNED_AMOUNT_DECIMALS = [3, 2] as const;

// An RSA-4096 signature is 684 Base64 characters: anything much longer is not a signature.
const MAX_SIGNATURE_LENGTH = 1_024;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const DECIMAL = /^\d{1,15}(\.\d{1,6})?$/;

/** Qi's key is RSA-2048 (reference, Qi Card, "Notification"): nothing weaker is taken. */
const MIN_MODULUS_BITS = 2_048;

/**
 * Qi's public key from its PEM, refused at start unless it is an RSA key of at least 2048 bits:
 * another type (EC, Ed25519, RSA-PSS) would make `verify` check another kind of signature, and
 * a private key pasted here would be a secret sitting in the wrong setting.
 */
export function qiPublicKey(pem: string): KeyObject {
  if (/PRIVATE KEY/.test(pem)) {
    throw new Error("Qi Card's key must be its public key, not a private key.");
  }
  const key = createPublicKey(pem);
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (key.asymmetricKeyType !== 'rsa' || bits < MIN_MODULUS_BITS) {
    throw new Error(
      `Qi Card's public key must be an RSA key of at least ${MIN_MODULUS_BITS} bits (got ${key.asymmetricKeyType ?? 'unknown'}, ${bits} bits).`,
    );
  }
  return key;
}

/** The five signed fields as they arrive in a notification's JSON. */
export interface QiSignedFields {
  paymentId?: unknown;
  amount?: unknown;
  currency?: unknown;
  creationDate?: unknown;
  status?: unknown;
}

function plainField(value: unknown): string | undefined {
  if (value === undefined || value === null) return '-';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function amountField(value: unknown, decimals: number): string | undefined {
  if (value === undefined || value === null) return '-';
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !DECIMAL.test(text)) return undefined;
  return Number(text).toFixed(decimals);
}

/**
 * The string Qi signs for these fields with the amount at `decimals` places; undefined when a
 * field is neither absent nor a plain value (an object, an amount that is not a number).
 */
export function qiSignedString(fields: QiSignedFields, decimals: number): string | undefined {
  const parts = [
    plainField(fields.paymentId),
    amountField(fields.amount, decimals),
    plainField(fields.currency),
    plainField(fields.creationDate),
    plainField(fields.status),
  ];
  if (parts.some((part) => part === undefined)) return undefined;
  return parts.join('|');
}

/** Signs the fields as Qi does (3 decimals): what the look-alike puts in `X-Signature`. */
export function signQiFields(fields: QiSignedFields, privateKey: KeyObject | string): string {
  const text = qiSignedString(fields, QI_SIGNED_AMOUNT_DECIMALS[0]);
  if (text === undefined) throw new Error('The payment has a field that cannot be signed.');
  return createSign('sha256').update(text, 'utf8').sign(privateKey, 'base64');
}

/**
 * Whether `signature` (the header's Base64) is Qi's signature of these fields, with the amount
 * at 3 decimals or else at 2. Never throws: a malformed signature or field is simply not valid.
 */
export function verifyQiSignature(
  fields: QiSignedFields,
  signature: string,
  publicKey: KeyObject,
): boolean {
  const trimmed = signature.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_SIGNATURE_LENGTH || !BASE64.test(trimmed)) {
    return false;
  }
  const bytes = Buffer.from(trimmed, 'base64');
  for (const decimals of QI_SIGNED_AMOUNT_DECIMALS) {
    const text = qiSignedString(fields, decimals);
    if (text === undefined) return false;
    try {
      const key = { key: publicKey, padding: constants.RSA_PKCS1_PADDING };
      if (verify('sha256', Buffer.from(text, 'utf8'), key, bytes)) return true;
    } catch {
      return false;
    }
  }
  return false;
}
