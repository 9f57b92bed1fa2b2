import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from '@/lib/lazy-resolver';

type Values = { phone: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const valid: Resolver<Values> = (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the resolver at the first check, not before, and once for every later check', async () => {
    const load = vi.fn(async () => valid);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await expect(resolver({ phone: '0750' }, undefined, options)).resolves.toEqual({
      values: { phone: '0750' },
      errors: {},
    });
    await resolver({ phone: '0751' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers with what the loaded resolver finds (its messages unchanged)', async () => {
    const refusing: Resolver<Values> = () => ({
      values: {},
      errors: { phone: { type: 'custom', message: 'must be an Iraqi phone number' } },
    });
    const result = await lazyResolver(async () => refusing)({ phone: 'x' }, undefined, options);
    expect(result.errors.phone?.message).toBe('must be an Iraqi phone number');
  });

  it('loads again at the next check when loading failed (the network came back)', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(valid);
    const resolver = lazyResolver(load);
    await expect(resolver({ phone: '0750' }, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({ phone: '0750' }, undefined, options)).resolves.toMatchObject({
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
