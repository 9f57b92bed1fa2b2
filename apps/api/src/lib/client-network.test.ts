import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network';

describe('clientNetwork', () => {
  it('keeps an IPv4 address, also when written as IPv6', () => {
    expect(clientNetwork('192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetwork('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('counts every address of one IPv6 /64 as one network, however it is spelt', () => {
    const network = clientNetwork('2001:db8:1:2::1');
    expect(network).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(network);
    expect(clientNetwork('2001:DB8:1:2:abcd::9')).toBe(network);
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(network);
  });

  it('passes through what is not an address (the limits still count it)', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
