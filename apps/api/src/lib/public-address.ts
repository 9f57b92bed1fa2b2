import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

const LOOKUP_TIMEOUT_MS = 5_000;

/** True for an address on the public internet: not loopback, private, link-local, reserved… */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() reads an IPv4-mapped IPv6 address (::ffff:10.0.0.1) as the IPv4 one it is.
  return ipaddr.process(address).range() === 'unicast';
}

/**
 * Whether every address `url`'s host names is public, so a fetch of it cannot reach the shop's
 * own machine or network (a link another service handed us, such as a courier's label). A host
 * that does not resolve in time is not. The addresses are read again by the fetch itself, so a
 * name that changes its answer in between is not covered; the fetch never follows redirects on
 * its own (each hop is checked here first).
 */
export async function isPublicUrl(url: URL): Promise<boolean> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (ipaddr.isValid(host)) return isPublicAddress(host);
  let timer: NodeJS.Timeout | undefined;
  try {
    const addresses = await Promise.race([
      lookup(host, { all: true, verbatim: true }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('lookup timed out')), LOOKUP_TIMEOUT_MS);
      }),
    ]);
    return addresses.length > 0 && addresses.every(({ address }) => isPublicAddress(address));
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
