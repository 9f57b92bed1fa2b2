import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets kept at rest (a seller's courier password and token): AES-256-GCM with a key from
 * configuration (COURIER_SECRET_KEY). A sealed value reads `v1.<iv>.<tag>.<ciphertext>`, each
 * part base64url; the tag makes a changed text or a wrong key fail instead of reading garbage.
 */
export const SEALING_KEY_BYTES = 32;
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed text that cannot be opened: changed, cut, or sealed with another key. */
export class UnsealError extends Error {
  override name = 'UnsealError';
}

/** Reads COURIER_SECRET_KEY: 32 bytes as 64 hex digits or as base64/base64url; undefined when malformed. */
export function parseSealingKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === SEALING_KEY_BYTES ? key : undefined;
}

/**
 * A key derived from another secret (the JWT secret, itself generated into DATA_DIR when unset):
 * what development and the demo use when COURIER_SECRET_KEY is not set. HKDF with its own label,
 * so the derived key tells nothing about the secret it came from.
 */
export function deriveSealingKey(secret: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', secret, 'chapkhana', 'courier credentials v1', SEALING_KEY_BYTES),
  );
}

export interface Sealer {
  seal(plain: string): string;
  /** Throws UnsealError when the text was changed or sealed with another key. */
  open(sealed: string): string;
}

/** Seals and opens texts with `key` (32 bytes). */
export function createSealer(key: Buffer): Sealer {
  if (key.length !== SEALING_KEY_BYTES) {
    throw new Error(`A sealing key must be ${SEALING_KEY_BYTES} bytes, not ${key.length}.`);
  }
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const text = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, text]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, text, ...rest] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || text === undefined || rest.length > 0) {
        throw new UnsealError('This is not a sealed text.');
      }
      const ivBytes = Buffer.from(iv, 'base64url');
      const tagBytes = Buffer.from(tag, 'base64url');
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) {
        throw new UnsealError('This sealed text is cut short.');
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, ivBytes);
        decipher.setAuthTag(tagBytes);
        return Buffer.concat([
          decipher.update(Buffer.from(text, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch (error) {
        throw new UnsealError('This sealed text was changed or sealed with another key.', {
          cause: error,
        });
      }
    },
  };
}
