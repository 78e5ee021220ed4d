import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';

/**
 * Calls to URLs from configuration (a pharmacy's API) reach public addresses only: a host that resolves to a
 * loopback, private, link-local (cloud metadata at 169.254.169.254), unique-local or otherwise non-public address is
 * refused, and redirects are not followed (one could lead there). ALLOW_PRIVATE_OUTBOUND_URLS=true lifts the rule
 * for a pharmacy API run on this machine or network during development.
 *
 * The rule holds where the connection is made: the HTTP agent's own DNS look-up refuses a non-public answer, so the
 * address checked is the address connected to, and a DNS server answering differently the second time (rebinding)
 * cannot lead the call elsewhere. The host is also checked before the call, for a clear message.
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

/** A host's addresses (the system resolver; tests pass their own). */
export type Resolve = (hostname: string) => Promise<string[]>;
const systemResolve: Resolve = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** Refuses a URL that is not http(s) or whose host is, or resolves to, a non-public address. */
export async function assertPublicUrl(url: string, resolve: Resolve = systemResolve): Promise<void> {
  const { protocol, hostname } = new URL(url);
  if (protocol !== 'https:' && protocol !== 'http:') throw new RefusedAddress(`${protocol} URLs are not allowed`);
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = isIP(host) ? [host] : await resolve(host);
  if (addresses.length === 0 || addresses.some(isNonPublicAddress)) {
    throw new RefusedAddress(`${hostname} is a loopback, private or link-local address`);
  }
}

/** The agent's look-up: the addresses it connects to, refused when any is non-public. */
function publicLookup(resolve: Resolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0 || addresses.some(isNonPublicAddress)) {
          callback(new RefusedAddress(`${hostname} is a loopback, private or link-local address`), '', 4);
          return;
        }
        const all = addresses.map((address) => ({ address, family: isIP(address) }));
        if (options.all) (callback as unknown as (e: null, a: typeof all) => void)(null, all);
        else callback(null, all[0].address, all[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}

/** The RefusedAddress behind a failed fetch (the agent's refusal arrives as the cause of a TypeError). */
export const refusedAddressOf = (error: unknown): RefusedAddress | undefined =>
  error instanceof RefusedAddress ? error : error instanceof Error ? refusedAddressOf(error.cause) : undefined;

/**
 * fetch for URLs from configuration: public addresses only (unless `allowPrivate`), checked where the connection is
 * made, never following a redirect. `fetch` replaces the HTTP client (tests), which then checks the host up front only.
 */
export function outboundFetch(options: { allowPrivate: boolean; fetch?: typeof fetch; resolve?: Resolve }): typeof fetch {
  const resolve = options.resolve ?? systemResolve;
  const dispatcher = options.allowPrivate ? undefined : new Agent({ connect: { lookup: publicLookup(resolve) } });
  const inner =
    options.fetch ??
    (((input: Parameters<typeof fetch>[0], init?: RequestInit) =>
      undiciFetch(input as Parameters<typeof undiciFetch>[0], { ...(init as object), dispatcher })) as unknown as typeof fetch);
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!options.allowPrivate) await assertPublicUrl(url, resolve);
    return inner(input, { ...init, redirect: 'error' });
  };
}
