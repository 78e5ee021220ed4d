import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Calls to URLs from configuration (a pharmacy's API) reach public addresses only: a host that resolves to a
 * loopback, private, link-local (cloud metadata at 169.254.169.254), unique-local or otherwise non-public address is
 * refused, and redirects are not followed (one could lead there). ALLOW_PRIVATE_OUTBOUND_URLS=true lifts the rule
 * for a pharmacy API run on this machine or network during development.
 *
 * The host is resolved before the call and fetch resolves it again: a DNS server that answers differently the
 * second time could still lead the call elsewhere. Pinning the address would need an HTTP agent of our own.
 */

const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 3], // multicast, reserved, broadcast
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127], // unspecified and loopback
  ['64:ff9b::', 96], // NAT64: an IPv4 address inside
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is loopback, private, link-local, unique-local or otherwise not on the public internet. */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  // IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) are checked as IPv4 by the block list.
  return NON_PUBLIC.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export class RefusedAddress extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedAddress';
  }
}

/** Refuses a URL that is not http(s) or whose host is, or resolves to, a non-public address. */
export async function assertPublicUrl(url: string): Promise<void> {
  const { protocol, hostname } = new URL(url);
  if (protocol !== 'https:' && protocol !== 'http:') throw new RefusedAddress(`${protocol} URLs are not allowed`);
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  if (addresses.length === 0 || addresses.some(isNonPublicAddress)) {
    throw new RefusedAddress(`${hostname} is a loopback, private or link-local address`);
  }
}

/** fetch for URLs from configuration: public addresses only (unless `allowPrivate`), never following a redirect. */
export function outboundFetch(options: { allowPrivate: boolean; fetch?: typeof fetch }): typeof fetch {
  const inner = options.fetch ?? fetch;
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!options.allowPrivate) await assertPublicUrl(url);
    return inner(input, { ...init, redirect: 'error' });
  };
}
