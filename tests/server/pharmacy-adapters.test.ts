import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PharmacyRefusal, PharmacyUnavailable, type PharmacyPrescription } from '#server/platform/adapters/pharmacies';
import { httpPharmacy } from '#server/platform/adapters/pharmacies-http';
import { sandboxPharmacy } from '#server/platform/adapters/pharmacies-sandbox';
import { createPharmacies } from '#server/platform/adapters/pharmacies-setup';
import { loadConfig } from '#server/platform/config';
import { send, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './helpers/app';
import { sendSeededPrescription } from './helpers/orders';

let t: TestApp;
beforeAll(async () => {
  // The RX provider points at a closed local port (local addresses allowed): its HTTP client cannot reach it. Digital
  // Rx stays the sandbox.
  t = await createTestApp({ RX_PROVIDER_URL: 'http://127.0.0.1:9', RX_PROVIDER_API_KEY: 'rxp_key', ALLOW_PRIVATE_OUTBOUND_URLS: true });
});
afterAll(() => t.close());

const rx = (
  overrides: Partial<PharmacyPrescription['patient']['address']> & { dateOfBirth?: string | null; reference?: string } = {},
): PharmacyPrescription => {
  const { dateOfBirth = '1980-02-03', reference = crypto.randomUUID(), ...address } = overrides;
  return {
    reference,
    patient: {
      firstName: 'Jamie',
      lastName: 'Ortiz',
      dateOfBirth,
      phone: '+12025550121',
      email: 'jamie@example.test',
      address: { address1: '1 Main Street', address2: null, city: 'Albany', state: 'NY', zipcode: '12207', country: 'US', ...address },
    },
    prescriber: { name: 'Dana Whitfield', npi: '1234567893' },
    medication: 'semaglutide',
    dose: '0.25 mg',
    directions: 'Inject 0.25 mg under the skin once a week.',
    quantity: 4,
    refills: 0,
    daysSupply: 28,
    note: null,
  };
};

type Seen = { url: string; method: string; headers: Headers; body: string | null };

/** A pharmacy API answered by a fake fetch: each call gets the next answer (a Response, or an error to throw). */
function fakePharmacyApi(...answers: (Response | Error | 'hang')[]) {
  const seen: Seen[] = [];
  const fetchFn = (async (url: string | URL, init?: RequestInit) => {
    seen.push({
      url: String(url),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : null,
    });
    const answer = answers.shift() ?? new Error('no more answers');
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    }
    if (answer instanceof Error) throw answer;
    return answer;
  }) as typeof fetch;
  return { fetchFn, seen };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const client = (fetchFn: typeof fetch, timeoutMs?: number) =>
  httpPharmacy('DIGITAL_RX', { baseUrl: 'https://pharmacy.example/api/', apiKey: 'key_123', fetch: fetchFn, timeoutMs });

describe('HTTP pharmacy client', () => {
  it('posts the prescription with the API key and our prescription id as idempotency key', async () => {
    const api = fakePharmacyApi(json(201, { externalId: 'EXT-1' }));
    const prescription = rx();
    expect(await client(api.fetchFn).submit(prescription)).toEqual({ externalId: 'EXT-1' });
    const [request] = api.seen;
    expect(request).toMatchObject({ url: 'https://pharmacy.example/api/prescriptions', method: 'POST' });
    expect(request.headers.get('authorization')).toBe('Bearer key_123');
    expect(request.headers.get('idempotency-key')).toBe(prescription.reference);
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(request.body!)).toEqual(prescription);
  });

  it('reads a status, with its tracking number', async () => {
    const api = fakePharmacyApi(json(200, { status: 'SHIPPED', trackingNumber: '1ZABC' }), json(200, { status: 'PROCESSING' }));
    const pharmacy = client(api.fetchFn);
    expect(await pharmacy.status('EXT/1')).toEqual({ status: 'SHIPPED', trackingNumber: '1ZABC' });
    expect(await pharmacy.status('EXT-2')).toEqual({ status: 'PROCESSING', trackingNumber: null });
    expect(api.seen.map((s) => [s.method, s.url])).toEqual([
      ['GET', 'https://pharmacy.example/api/prescriptions/EXT%2F1'],
      ['GET', 'https://pharmacy.example/api/prescriptions/EXT-2'],
    ]);
    expect(api.seen[0].headers.get('authorization')).toBe('Bearer key_123');
  });

  it("turns a 4xx into a refusal with the pharmacy's reason", async () => {
    const api = fakePharmacyApi(json(422, { message: 'Prescriber NPI is not registered' }), new Response('nope', { status: 400 }));
    const pharmacy = client(api.fetchFn);
    await expect(pharmacy.submit(rx())).rejects.toEqual(new PharmacyRefusal('Prescriber NPI is not registered'));
    const second = await pharmacy.submit(rx()).catch((e: unknown) => e);
    expect(second).toBeInstanceOf(PharmacyRefusal);
    expect((second as PharmacyRefusal).reason).toContain('HTTP 400');
  });

  it('turns a 5xx, a 429, a network error, an unreadable answer and a time-out into "unavailable"', async () => {
    const api = fakePharmacyApi(
      json(503, { message: 'maintenance' }),
      json(429, {}),
      new TypeError('fetch failed'),
      json(200, { unexpected: true }),
      'hang',
    );
    const pharmacy = client(api.fetchFn, 50);
    for (let i = 0; i < 5; i++) await expect(pharmacy.submit(rx())).rejects.toBeInstanceOf(PharmacyUnavailable);
    expect(api.seen).toHaveLength(5);
  });
});

describe('pharmacies chosen by configuration', () => {
  const env = { NODE_ENV: 'test' } as const;
  it('uses the HTTP client for a provider whose URL is set, the sandbox for the other', async () => {
    const config = loadConfig({ ...env, DIGITAL_RX_URL: 'https://drx.example', DIGITAL_RX_API_KEY: 'drx_key' });
    const api = fakePharmacyApi(json(200, { externalId: 'DRX-HTTP-1' }));
    const pharmacies = createPharmacies(config, t.db, api.fetchFn);
    expect(await pharmacies.DIGITAL_RX.submit(rx())).toEqual({ externalId: 'DRX-HTTP-1' });
    expect((await pharmacies.RX_PROVIDER.submit(rx())).externalId).toMatch(/^RXP-/);
    expect(api.seen).toHaveLength(1);
  });

  it('refuses a pharmacy URL without its API key, and defaults the sandbox step and the poll interval', () => {
    expect(() => loadConfig({ ...env, RX_PROVIDER_URL: 'https://rxp.example' })).toThrow(
      'RX_PROVIDER_API_KEY must be set with RX_PROVIDER_URL',
    );
    expect(loadConfig(env)).toMatchObject({ PHARMACY_SANDBOX_STEP_SECONDS: 30, PHARMACY_POLL_SECONDS: 60 });
  });
});

describe('sandbox pharmacy', () => {
  let clock = new Date('2026-03-01T12:00:00Z');
  const sandbox = () => sandboxPharmacy(t.db, 'DIGITAL_RX', { stepSeconds: 30, now: () => clock });
  const later = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));

  it('moves a prescription from received to processing, shipped with a tracking number, then delivered', async () => {
    const pharmacy = sandbox();
    const { externalId } = await pharmacy.submit(rx());
    expect(externalId).toMatch(/^DRX-[A-Z0-9]{12}$/);
    expect(await pharmacy.status(externalId)).toEqual({ status: 'RECEIVED', trackingNumber: null });
    later(29);
    expect((await pharmacy.status(externalId)).status).toBe('RECEIVED');
    later(1);
    expect(await pharmacy.status(externalId)).toEqual({ status: 'PROCESSING', trackingNumber: null });
    later(30);
    const shipped = await pharmacy.status(externalId);
    expect(shipped).toEqual({ status: 'SHIPPED', trackingNumber: expect.stringMatching(/^1Z[A-Z0-9]{16}$/) });
    later(90);
    expect((await pharmacy.status(externalId)).status).toBe('SHIPPED');
    later(30);
    expect(await pharmacy.status(externalId)).toEqual({ status: 'DELIVERED', trackingNumber: shipped.trackingNumber });
  });

  it('answers a repeated submission with its first answer and keeps one record', async () => {
    const pharmacy = sandbox();
    const prescription = rx();
    const [first, second] = await Promise.all([pharmacy.submit(prescription), pharmacy.submit(prescription)]);
    expect(second).toEqual(first);
    const rows = await t.db
      .selectFrom('sandbox_pharmacy_orders')
      .select(['id', 'provider'])
      .where('reference', '=', prescription.reference)
      .execute();
    expect(rows).toEqual([{ id: first.externalId, provider: 'DIGITAL_RX' }]);
  });

  it.each([
    [{ address1: null }, "The patient's shipping address is incomplete: add the street address."],
    [{ city: '', zipcode: '123' }, "The patient's shipping address is incomplete: add the city, ZIP code."],
    [{ country: 'CA' }, 'The pharmacy ships only to addresses in the United States.'],
    [{ dateOfBirth: null }, "The patient's date of birth is missing."],
  ])('refuses %o and records nothing', async (change, reason) => {
    const prescription = rx(change);
    await expect(sandbox().submit(prescription)).rejects.toEqual(new PharmacyRefusal(reason));
    expect(await t.db.selectFrom('sandbox_pharmacy_orders').select('id').where('reference', '=', prescription.reference).execute()).toEqual(
      [],
    );
  });

  it('refuses a status for a prescription it never received', async () => {
    await expect(sandbox().status('DRX-UNKNOWN')).rejects.toBeInstanceOf(PharmacyRefusal);
  });
});

describe('an unreachable pharmacy, through the API', () => {
  it('answers 503, marks the prescription failed, and keeps it for that pharmacy, which may have received it', async () => {
    const doc = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
    const { orderId, reply: failed } = await sendSeededPrescription(t, doc.accessToken);
    expect(failed.status).toBe(503);
    expect(failed.body).toMatchObject({
      code: 'PHARMACY_UNAVAILABLE',
      message: 'Failed to send order to RX provider: the pharmacy could not be reached',
    });
    const rxRow = await t.db
      .selectFrom('prescriptions')
      .select(['status', 'failure_reason'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(rxRow).toEqual({ status: 'FAILED', failure_reason: 'the pharmacy could not be reached' });

    // Sending it elsewhere could fill it twice.
    const elsewhere = await send(t.app, 'POST', '/doctors/digital-rx/send-prescription', doc.accessToken, { orderId: orderId });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.message).toMatch(/RX Provider Pharmacy could not be reached last time/);
    const rxId = (await t.db.selectFrom('prescriptions').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow()).id;
    expect(await t.db.selectFrom('sandbox_pharmacy_orders').select('id').where('reference', '=', rxId).execute()).toHaveLength(0);
    const again = await send(t.app, 'POST', '/doctors/rx-provider/send-prescription', doc.accessToken, { orderId: orderId });
    expect(again.status).toBe(503);
  });
});
