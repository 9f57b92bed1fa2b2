import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSealer, deriveSealingKey, parseSealingKey, UnsealError } from './sealed';

describe('sealed secrets', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and never seals the same text to the same string', () => {
    const sealer = createSealer(key);
    const first = sealer.seal('كلمة سر 123');
    const second = sealer.seal('كلمة سر 123');
    expect(first).not.toBe(second);
    expect(first).not.toContain('123');
    expect(sealer.open(first)).toBe('كلمة سر 123');
    expect(sealer.open(second)).toBe('كلمة سر 123');
    expect(sealer.open(sealer.seal(''))).toBe('');
  });

  it('refuses a changed text, a changed tag and a cut text', () => {
    const sealer = createSealer(key);
    const sealed = sealer.seal('password');
    const [version, iv, tag, text] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(text, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => sealer.open([version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow(
      UnsealError,
    );
    const otherTag = Buffer.from(tag, 'base64url');
    otherTag[3] = (otherTag[3] ?? 0) ^ 0x80;
    expect(() =>
      sealer.open([version, iv, otherTag.toString('base64url'), text].join('.')),
    ).toThrow(UnsealError);
    expect(() => sealer.open([version, iv, tag].join('.'))).toThrow(UnsealError);
    expect(() => sealer.open('password')).toThrow(UnsealError);
  });

  it('refuses a text sealed with another key', () => {
    const sealed = createSealer(key).seal('password');
    expect(() => createSealer(randomBytes(32)).open(sealed)).toThrow(UnsealError);
  });

  it('reads a 32-byte key as hex or base64 and refuses any other length', () => {
    expect(parseSealingKey(key.toString('hex'))).toEqual(key);
    expect(parseSealingKey(key.toString('base64'))).toEqual(key);
    expect(parseSealingKey(key.toString('base64url'))).toEqual(key);
    expect(parseSealingKey(randomBytes(16).toString('base64'))).toBeUndefined();
    expect(parseSealingKey('not a key at all')).toBeUndefined();
  });

  it('derives the same key from the same secret and another from another', () => {
    expect(deriveSealingKey('a'.repeat(40))).toEqual(deriveSealingKey('a'.repeat(40)));
    expect(deriveSealingKey('a'.repeat(40))).not.toEqual(deriveSealingKey('b'.repeat(40)));
    expect(deriveSealingKey('a'.repeat(40))).toHaveLength(32);
  });
});
