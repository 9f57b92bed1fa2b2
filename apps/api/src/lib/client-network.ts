import ipaddr from 'ipaddr.js';

/**
 * The network a request comes from, for limits per network: an IPv4 address itself, an IPv6
 * address's /64 (one home connection or phone gets a whole /64, so counting single IPv6
 * addresses would let one person take a new address for each request), and an IPv4 address
 * written as IPv6 (`::ffff:192.0.2.1`) as the IPv4 address it is.
 */
export function clientNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).toByteArray().slice(0, 8);
  return `${ipaddr.fromByteArray([...prefix, 0, 0, 0, 0, 0, 0, 0, 0]).toString()}/64`;
}
