import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNonPublicAddress, outboundFetch, refusedAddressOf } from '#server/platform/adapters/outbound';
import type { Config } from '#server/platform/config';
import { createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './helpers/app';
import { sendSeededPrescription } from './helpers/orders';

// Pharmacy API URLs come from configuration: the server calls them on public addresses only, unless
// ALLOW_PRIVATE_OUTBOUND_URLS says a local pharmacy API is expected (development).

let pharmacy: Server;
const received: string[] = [];
let port = 0;
beforeAll(async () => {
  pharmacy = createServer((req, res) => {
    received.push(`${req.method} ${req.url}`);
    res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ externalId: `LOCAL-${received.length}` }));
  });
  await new Promise<void>((resolve) => pharmacy.listen(0, '127.0.0.1', resolve));
  port = (pharmacy.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => pharmacy.close(() => resolve())));

/** A doctor sends the prescription of an approved demo order to the RX provider configured with `settings`. */
async function sendPrescription(settings: Partial<Config>) {
  const t: TestApp = await createTestApp({ RX_PROVIDER_API_KEY: 'rxp_key', ...settings });
  try {
    const doc = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
    return (await sendSeededPrescription(t, doc.accessToken)).reply;
  } finally {
    await t.close();
  }
}

describe('pharmacy URLs from configuration', () => {
  it.each(['127.0.0.1', 'localhost', '[::1]', '169.254.169.254', '10.1.2.3', '[::ffff:127.0.0.1]'])(
    'never calls a pharmacy API on %s: 503, the address named, and no request made',
    async (host) => {
      const before = received.length;
      const res = await sendPrescription({ RX_PROVIDER_URL: `http://${host}:${port}/api` });
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/the pharmacy's address is refused: .* is a loopback, private or link-local address/);
      expect(received.length).toBe(before);
    },
  );

  it('calls a local pharmacy API when ALLOW_PRIVATE_OUTBOUND_URLS is set', async () => {
    const before = received.length;
    const res = await sendPrescription({ RX_PROVIDER_URL: `http://127.0.0.1:${port}/api`, ALLOW_PRIVATE_OUTBOUND_URLS: true });
    expect(res.status).toBeLessThan(300);
    expect(received.slice(before)).toEqual(['POST /api/prescriptions']);
  });
});

describe('outbound address rule', () => {
  it.each([
    '0.0.0.0',
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:a00:1',
    '64:ff9b::a00:1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isNonPublicAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '192.169.0.1', '2606:4700:4700::1111', '2001:4860:4860::8888'])('allows %s', (address) => {
    expect(isNonPublicAddress(address)).toBe(false);
  });

  it('does not follow redirects, even from a public address', async () => {
    const seen: RequestInit[] = [];
    const inner = (async (_url: string | URL | Request, init?: RequestInit) => {
      seen.push(init ?? {});
      return new Response('{}');
    }) as typeof fetch;
    await outboundFetch({ allowPrivate: false, fetch: inner })('https://8.8.8.8/prescriptions', { method: 'POST' });
    expect(seen).toEqual([expect.objectContaining({ method: 'POST', redirect: 'error' })]);
    await expect(outboundFetch({ allowPrivate: false, fetch: inner })('file:///etc/passwd')).rejects.toThrow(/not allowed/);
  });

  it('checks the address it connects to: a name that resolves to a public address, then to loopback, is refused', async () => {
    // A rebinding DNS server: the first answer passes the check, the next would lead the call to this machine.
    const answers = [['93.184.216.34'], ['127.0.0.1']];
    const resolve = async () => answers.shift() ?? ['127.0.0.1'];
    const before = received.length;
    const error = await outboundFetch({ allowPrivate: false, resolve })(`http://pharmacy.example:${port}/api`).catch((e: unknown) => e);
    expect(refusedAddressOf(error)?.message).toBe('pharmacy.example is a loopback, private or link-local address');
    expect(answers).toEqual([]);
    expect(received.length).toBe(before);
  });

  it('connects to a name whose every address is public, through the same agent', async () => {
    const error = await outboundFetch({ allowPrivate: false, resolve: async () => ['192.0.2.1'] })('http://pharmacy.example:9/api', {
      signal: AbortSignal.timeout(300),
    }).catch((e: unknown) => e);
    // 192.0.2.1 is public but unreachable (documentation range): refused by no rule, it just times out.
    expect(refusedAddressOf(error)).toBeUndefined();
    expect(error).toBeInstanceOf(Error);
  });
});
