/**
 * The payout account behind the payments adapter: the sandbox is ready at once; Stripe makes a Connect Express
 * account (once, by idempotency key) and answers with its onboarding link until Stripe can pay out to it.
 */
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { sandboxPayments, type PayoutAccountRequest } from '#server/platform/adapters/payments';
import { stripePayments } from '#server/platform/adapters/stripe-payments';

/** Stripe's HTTP API answered by a fake fetch: the first path that the request URL contains answers. */
function fakeStripe(routes: [path: string, status: number, body: unknown][]) {
  const requests: { method: string; url: string; body: string; idempotencyKey: string | null }[] = [];
  const fetchFn = (async (url: string | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    requests.push({
      method: init?.method ?? 'GET',
      url: String(url),
      body: decodeURIComponent(String(init?.body ?? '')),
      idempotencyKey: headers.get('idempotency-key'),
    });
    const [, status, body] = routes.find(([path]) => String(url).includes(path)) ?? ['', 404, { error: { message: 'No such route' } }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'request-id': 'req_test' } });
  }) as typeof fetch;
  return { httpClient: Stripe.createFetchHttpClient(fetchFn), requests };
}

const request: PayoutAccountRequest = {
  accountRef: null,
  idempotencyKey: 'payout-account-p1',
  email: 'partner@example.test',
  businessName: 'Summit Strength Gym',
  businessType: 'company',
  returnUrl: 'https://gymowner.example.test/payout-detail',
  refreshUrl: 'https://gymowner.example.test/payout-detail?setup=expired',
};

const LINK = { object: 'account_link', url: 'https://connect.stripe.com/setup/e/acct_1/abc', expires_at: 1 };

describe('Stripe payout accounts (Connect)', () => {
  it('makes an Express account with the idempotency key and answers with its onboarding link', async () => {
    const fake = fakeStripe([
      ['/v1/accounts', 200, { id: 'acct_1', object: 'account', details_submitted: false, payouts_enabled: false }],
      ['/v1/account_links', 200, LINK],
    ]);
    const result = await stripePayments('sk_test_x', { httpClient: fake.httpClient }).connectPayoutAccount(request);
    expect(result).toEqual({ status: 'ONBOARDING', accountRef: 'acct_1', onboardingUrl: LINK.url });
    const [create, link] = fake.requests;
    expect(create).toMatchObject({ method: 'POST', idempotencyKey: 'payout-account-p1' });
    expect(create.body).toContain('type=express');
    expect(create.body).toContain('business_profile[name]=Summit Strength Gym');
    expect(link.url).toContain('/v1/account_links');
    expect(link.body).toContain('account=acct_1');
    expect(link.body).toContain('type=account_onboarding');
    expect(link.body).toContain(`return_url=${request.returnUrl}`);
  });

  it('reads the account made before; once Stripe can pay out to it, it is active and needs no link', async () => {
    const fake = fakeStripe([
      ['/v1/accounts/acct_1', 200, { id: 'acct_1', object: 'account', details_submitted: true, payouts_enabled: true }],
    ]);
    const result = await stripePayments('sk_test_x', { httpClient: fake.httpClient }).connectPayoutAccount({
      ...request,
      accountRef: 'acct_1',
    });
    expect(result).toEqual({ status: 'ACTIVE', accountRef: 'acct_1' });
    expect(fake.requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('throws when Stripe refuses or cannot be reached, so that the route answers 503 and records nothing', async () => {
    const fake = fakeStripe([['/v1/accounts', 500, { error: { type: 'api_error', message: 'Stripe is down' } }]]);
    const adapter = stripePayments('sk_test_x', { httpClient: fake.httpClient });
    await expect(adapter.connectPayoutAccount(request)).rejects.toThrow();
  });
});

describe('Stripe refusing a payout account', () => {
  it('passes on the refusal (Connect not enabled) with its reason, rather than a retry', async () => {
    const message = 'You can only create new accounts if you have signed up for Connect.';
    const fake = fakeStripe([['/v1/accounts', 400, { error: { type: 'invalid_request_error', message } }]]);
    const result = await stripePayments('sk_test_x', { httpClient: fake.httpClient }).connectPayoutAccount(request);
    expect(result).toEqual({ status: 'REFUSED', message });
    expect(fake.requests).toHaveLength(1);
  });
});

describe('sandbox payout accounts', () => {
  it('is ready at once, and stays the same account when connected again', async () => {
    const sandbox = sandboxPayments();
    const first = await sandbox.connectPayoutAccount(request);
    expect(first).toEqual({ status: 'ACTIVE', accountRef: expect.stringMatching(/^sandbox_acct_/) });
    const accountRef = first.status === 'ACTIVE' ? first.accountRef : null;
    expect(await sandbox.connectPayoutAccount({ ...request, accountRef })).toEqual(first);
  });
});

describe('Stripe payouts (Connect transfers)', () => {
  const payout = { accountRef: 'acct_1', amountCents: 12_345, description: 'Commission payout', idempotencyKey: 'payout-p1' };

  it("sends a transfer to the partner's connected account with the idempotency key", async () => {
    const fake = fakeStripe([['/v1/transfers', 200, { id: 'tr_1', object: 'transfer', amount: 12_345 }]]);
    const result = await stripePayments('sk_test_x', { httpClient: fake.httpClient }).createPayout(payout);
    expect(result).toEqual({ status: 'SENT', providerRef: 'tr_1' });
    const [transfer] = fake.requests;
    expect(transfer).toMatchObject({ method: 'POST', idempotencyKey: 'payout-p1' });
    expect(transfer.body).toContain('amount=12345');
    expect(transfer.body).toContain('currency=usd');
    expect(transfer.body).toContain('destination=acct_1');
  });

  it('answers a refusal with Stripe’s reason (not enough balance), and throws when Stripe cannot be reached', async () => {
    const refusing = fakeStripe([
      ['/v1/transfers', 400, { error: { type: 'invalid_request_error', message: 'Insufficient funds in Stripe account.' } }],
    ]);
    expect(await stripePayments('sk_test_x', { httpClient: refusing.httpClient }).createPayout(payout)).toEqual({
      status: 'REFUSED',
      message: 'Insufficient funds in Stripe account.',
    });
    const down = fakeStripe([['/v1/transfers', 500, { error: { type: 'api_error', message: 'Stripe is down' } }]]);
    await expect(stripePayments('sk_test_x', { httpClient: down.httpClient }).createPayout(payout)).rejects.toThrow();
  });

  it('the sandbox always sends it', async () => {
    expect(await sandboxPayments().createPayout(payout)).toMatchObject({
      status: 'SENT',
      providerRef: expect.stringMatching(/^sandbox_tr_/),
    });
  });
});
