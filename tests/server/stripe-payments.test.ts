import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { sandboxPayments } from '#server/platform/adapters/payments';
import { stripePayments } from '#server/platform/adapters/stripe-payments';

/** Stripe's HTTP API answered by a fake fetch: what Stripe sends back for a success and for a declined card. */
function fakeStripe(status: number, body: unknown) {
  const requests: { url: string; body: string; idempotencyKey: string | null }[] = [];
  const fetchFn = (async (url: string | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    requests.push({ url: String(url), body: String(init?.body ?? ''), idempotencyKey: headers.get('idempotency-key') });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'request-id': 'req_test' } });
  }) as typeof fetch;
  return { httpClient: Stripe.createFetchHttpClient(fetchFn), requests };
}

/** Like fakeStripe, with an answer per path: the first path that the request URL contains answers. */
function fakeStripeRoutes(routes: [path: string, status: number, body: unknown][]) {
  const requests: { method: string; url: string; body: string }[] = [];
  const fetchFn = (async (url: string | URL, init?: RequestInit) => {
    requests.push({ method: init?.method ?? 'GET', url: String(url), body: decodeURIComponent(String(init?.body ?? '')) });
    const [, status, body] = routes.find(([path]) => String(url).includes(path)) ?? [
      '',
      404,
      { error: { type: 'invalid_request_error', message: 'No such route' } },
    ];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'request-id': 'req_test' } });
  }) as typeof fetch;
  return { httpClient: Stripe.createFetchHttpClient(fetchFn), requests };
}

const request = { amountCents: 24900, currency: 'usd' as const, description: 'test', idempotencyKey: 'idem-123456' };

describe('Stripe payments adapter', () => {
  it('confirms a payment intent with the idempotency key and reports the card and Stripe’s fee', async () => {
    const fake = fakeStripe(200, {
      id: 'pi_123',
      object: 'payment_intent',
      status: 'succeeded',
      latest_charge: {
        id: 'ch_1',
        object: 'charge',
        payment_method_details: { card: { brand: 'visa', last4: '4242' } },
        balance_transaction: { id: 'txn_1', object: 'balance_transaction', amount: 24900, fee: 752 },
      },
    });
    const result = await stripePayments('sk_test_x', { httpClient: fake.httpClient }).charge({
      ...request,
      payment: { paymentMethodId: 'pm_card_visa' },
    });
    expect(result).toEqual({ status: 'SUCCEEDED', providerRef: 'pi_123', cardBrand: 'visa', cardLast4: '4242', feeCents: 752 });
    expect(fake.requests[0].url).toContain('/v1/payment_intents');
    expect(fake.requests[0].idempotencyKey).toBe('idem-123456');
    expect(decodeURIComponent(fake.requests[0].body)).toContain('amount=24900');
    // The fee is on the charge's balance transaction, which Stripe returns only when asked to expand it.
    expect(decodeURIComponent(fake.requests[0].body)).toContain('expand[0]=latest_charge.balance_transaction');
  });

  it('makes a customer with the email, name and account id, under the idempotency key', async () => {
    const fake = fakeStripe(200, { id: 'cus_123', object: 'customer' });
    const made = await stripePayments('sk_test_x', { httpClient: fake.httpClient }).createCustomer({
      idempotencyKey: 'customer-u1',
      email: 'partner@example.test',
      name: 'Pat Summit',
      userId: 'u1',
    });
    expect(made).toEqual({ customerRef: 'cus_123' });
    expect(fake.requests[0].url).toContain('/v1/customers');
    const body = decodeURIComponent(fake.requests[0].body);
    for (const part of ['email=partner@example.test', 'name=Pat Summit', 'metadata[userId]=u1'])
      expect(body.replace(/\+/g, ' ')).toContain(part);
    expect(fake.requests[0].idempotencyKey).toBe('customer-u1');
  });

  it('charges a saved card off-session: customer, payment method, confirm, the idempotency key; a card error is a decline', async () => {
    const fake = fakeStripe(200, {
      id: 'pi_inv',
      object: 'payment_intent',
      status: 'succeeded',
      latest_charge: { id: 'ch_2', object: 'charge', payment_method_details: { card: { brand: 'visa', last4: '4242' } } },
    });
    const saved = {
      cardRef: 'pm_saved',
      customerRef: 'cus_1',
      amountCents: 30797,
      description: 'Invoice INV-1001',
      idempotencyKey: 'invoice-x-1',
    };
    const result = await stripePayments('sk_test_x', { httpClient: fake.httpClient }).chargeSavedCard(saved);
    // No balance transaction yet (Stripe has not settled the charge): the fee is not known.
    expect(result).toEqual({ status: 'SUCCEEDED', providerRef: 'pi_inv', cardBrand: 'visa', cardLast4: '4242', feeCents: null });
    const body = decodeURIComponent(fake.requests[0].body);
    for (const part of ['amount=30797', 'customer=cus_1', 'payment_method=pm_saved', 'off_session=true', 'confirm=true'])
      expect(body).toContain(part);
    expect(fake.requests[0].idempotencyKey).toBe('invoice-x-1');
    const declining = fakeStripe(402, {
      error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
    });
    expect(await stripePayments('sk_test_x', { httpClient: declining.httpClient }).chargeSavedCard(saved)).toEqual({
      status: 'DECLINED',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
      cardLast4: null,
    });
  });

  it('sandbox: a card saved from 4000 0000 0000 0341 is saved, but its charges are declined', async () => {
    const sandbox = sandboxPayments();
    const charge = (cardRef: string) =>
      sandbox.chargeSavedCard({ cardRef, amountCents: 100, description: 't', idempotencyKey: 'k-12345678' });
    const saved = await sandbox.saveCard({ payment: { paymentMethodId: 'pm_card_chargeCustomerFail' } });
    const good = await sandbox.saveCard({ payment: { paymentMethodId: 'pm_card_visa' } });
    if (saved.status !== 'SUCCEEDED' || good.status !== 'SUCCEEDED') throw new Error('cards not saved');
    expect((await charge(saved.providerRef)).status).toBe('DECLINED');
    expect((await charge(good.providerRef)).status).toBe('SUCCEEDED');
  });

  it('turns a card error into a decline with Stripe’s reason', async () => {
    const fake = fakeStripe(402, {
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });
    const result = await stripePayments('sk_test_x', { httpClient: fake.httpClient }).charge({
      ...request,
      payment: { paymentMethodId: 'pm_x' },
    });
    expect(result).toEqual({
      status: 'DECLINED',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
      cardLast4: null,
    });
  });

  it('asks the card holder to authenticate (3-D Secure), then reads how it went when the request comes again', async () => {
    let status = 'requires_action';
    const intent = () => ({ id: 'pi_3ds', object: 'payment_intent', status, client_secret: 'pi_3ds_secret_x', latest_charge: null });
    const fetchFn = (async () =>
      new Response(JSON.stringify(intent()), { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch;
    const stripe = stripePayments('sk_test_x', { httpClient: Stripe.createFetchHttpClient(fetchFn) });
    const pay = () => stripe.charge({ ...request, payment: { paymentMethodId: 'pm_card_authenticationRequired' } });
    expect(await pay()).toEqual({ status: 'REQUIRES_ACTION', clientSecret: 'pi_3ds_secret_x', intentRef: 'pi_3ds' });
    status = 'succeeded';
    expect(await pay()).toMatchObject({ status: 'SUCCEEDED', providerRef: 'pi_3ds' });
    status = 'requires_payment_method';
    expect(await pay()).toMatchObject({ status: 'DECLINED', message: 'Your bank did not confirm this payment. Nothing was charged.' });
  });
});

describe('Stripe saved cards', () => {
  const card = { brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2031 };

  it('confirms a SetupIntent for the payment method, then reads its card', async () => {
    const fake = fakeStripeRoutes([
      ['/v1/setup_intents', 200, { id: 'seti_123', object: 'setup_intent', status: 'succeeded', payment_method: 'pm_123' }],
      ['/v1/payment_methods/pm_123', 200, { id: 'pm_123', object: 'payment_method', type: 'card', card }],
    ]);
    const result = await stripePayments('sk_test_x', { httpClient: fake.httpClient }).saveCard({
      payment: { paymentMethodId: 'pm_123' },
      customerRef: 'cus_9',
    });
    expect(result).toEqual({
      status: 'SUCCEEDED',
      setupIntentId: 'seti_123',
      providerRef: 'pm_123',
      brand: 'visa',
      last4: '4242',
      expMonth: 8,
      expYear: 2031,
    });
    expect(fake.requests.map((r) => [r.method, new URL(r.url).pathname])).toEqual([
      ['POST', '/v1/setup_intents'],
      ['GET', '/v1/payment_methods/pm_123'],
    ]);
    expect(fake.requests[0].body).toContain('payment_method=pm_123');
    expect(fake.requests[0].body).toContain('confirm=true');
    expect(fake.requests[0].body).toContain('customer=cus_9');
  });

  it('turns a card error into a decline with Stripe’s reason', async () => {
    const fake = fakeStripeRoutes([
      [
        '/v1/setup_intents',
        402,
        { error: { type: 'card_error', code: 'card_declined', decline_code: 'do_not_honor', message: 'Your card was declined.' } },
      ],
    ]);
    const result = await stripePayments('sk_test_x', { httpClient: fake.httpClient }).saveCard({ payment: { paymentMethodId: 'pm_x' } });
    expect(result).toEqual({ status: 'DECLINED', declineCode: 'do_not_honor', message: 'Your card was declined.' });
  });

  it('answers a SetupIntent waiting for authentication with its client secret, saving nothing yet', async () => {
    const fake = fakeStripeRoutes([
      [
        '/v1/setup_intents',
        200,
        { id: 'seti_1', object: 'setup_intent', status: 'requires_action', payment_method: 'pm_1', client_secret: 'seti_1_secret_x' },
      ],
    ]);
    const result = await stripePayments('sk_test_x', { httpClient: fake.httpClient }).saveCard({ payment: { paymentMethodId: 'pm_1' } });
    expect(result).toEqual({ status: 'REQUIRES_ACTION', clientSecret: 'seti_1_secret_x', intentRef: 'seti_1' });
    expect(fake.requests.map((r) => r.method)).toEqual(['POST', 'GET']);
  });

  it('detaches a payment method', async () => {
    const fake = fakeStripeRoutes([['/v1/payment_methods/pm_123/detach', 200, { id: 'pm_123', object: 'payment_method', customer: null }]]);
    await stripePayments('sk_test_x', { httpClient: fake.httpClient }).detachCard('pm_123');
    expect(fake.requests.map((r) => [r.method, new URL(r.url).pathname])).toEqual([['POST', '/v1/payment_methods/pm_123/detach']]);
  });
});

describe('Stripe’s record for the reconciliation', () => {
  const intent = (balance: unknown, disputed: boolean) => ({
    id: 'pi_rec',
    object: 'payment_intent',
    status: 'succeeded',
    amount_received: 24900,
    latest_charge: { id: 'ch_rec', object: 'charge', amount_refunded: 1000, disputed, balance_transaction: balance },
  });
  const lostDispute = {
    id: 'dp_1',
    object: 'dispute',
    status: 'lost',
    amount: 3000,
    balance_transactions: [{ id: 'txn_dp', object: 'balance_transaction', amount: -3000, fee: 1500 }],
  };

  it('reports the charge’s fee and each lost dispute’s fee', async () => {
    const fake = fakeStripeRoutes([
      ['/v1/payment_intents/pi_rec', 200, intent({ id: 'txn_1', object: 'balance_transaction', fee: 752 }, true)],
      ['/v1/disputes', 200, { object: 'list', data: [lostDispute], has_more: false }],
    ]);
    const records = await stripePayments('sk_test_x', { httpClient: fake.httpClient }).processorRecord!(['pi_rec']);
    expect(records).toEqual([{ chargeRef: 'pi_rec', capturedCents: 24900, refundedCents: 4000, feeCents: 752 + 1500 }]);
    expect(fake.requests[0].url).toContain('expand[0]=latest_charge.balance_transaction');
  });

  it('reports no fee (null) while Stripe has not settled the charge', async () => {
    const fake = fakeStripeRoutes([['/v1/payment_intents/pi_rec', 200, intent(null, false)]]);
    const records = await stripePayments('sk_test_x', { httpClient: fake.httpClient }).processorRecord!(['pi_rec']);
    expect(records).toEqual([{ chargeRef: 'pi_rec', capturedCents: 24900, refundedCents: 1000, feeCents: null }]);
  });
});

describe('Stripe refunds', () => {
  const refund = { providerRef: 'pi_123', amountCents: 24900, idempotencyKey: 'refund-1' };

  it('refunds the payment intent for the amount, with the idempotency key', async () => {
    const fake = fakeStripe(200, { id: 're_123', object: 'refund', status: 'succeeded', amount: 24900 });
    const result = await stripePayments('sk_test_x', { httpClient: fake.httpClient }).refund(refund);
    expect(result).toEqual({ status: 'SUCCEEDED', providerRef: 're_123' });
    expect(new URL(fake.requests[0].url).pathname).toBe('/v1/refunds');
    expect(fake.requests[0].idempotencyKey).toBe('refund-1');
    expect(decodeURIComponent(fake.requests[0].body)).toContain('payment_intent=pi_123');
    expect(decodeURIComponent(fake.requests[0].body)).toContain('amount=24900');
  });

  it.each([
    [
      'a failed refund',
      200,
      { id: 're_9', object: 'refund', status: 'failed', failure_reason: 'expired_or_canceled_card' },
      'expired_or_canceled_card',
    ],
    [
      'a refused request',
      400,
      { error: { type: 'invalid_request_error', code: 'charge_disputed', message: 'This charge is disputed.' } },
      'This charge is disputed.',
    ],
  ])('reports %s as refused, with the reason', async (_, status, body, reason) => {
    const fake = fakeStripe(status, body);
    const result = await stripePayments('sk_test_x', { httpClient: fake.httpClient }).refund(refund);
    expect(result).toMatchObject({ status: 'REFUSED', message: expect.stringContaining(reason) });
  });

  it('throws when Stripe cannot be reached, so that the refund is asked again later', async () => {
    const fake = fakeStripe(500, { error: { type: 'api_error', message: 'Something went wrong' } });
    await expect(stripePayments('sk_test_x', { httpClient: fake.httpClient }).refund(refund)).rejects.toThrow();
  });
});

describe('sandbox payments adapter', () => {
  let today = new Date('2026-11-22T00:00:00Z');
  const sandbox = sandboxPayments(() => today);
  const tokenizer = sandbox.sandboxTokenizer!;
  const tokenize = async (number: string, expYear = 2030, expMonth = 12) => {
    const made = await tokenizer.createPaymentMethod({ number, expMonth, expYear, cvc: '123' });
    if ('error' in made) throw new Error(made.error.message);
    return { paymentMethodId: made.paymentMethod.id };
  };
  const card = async (number: string, expYear = 2030, expMonth = 12) => ({
    ...request,
    payment: await tokenize(number, expYear, expMonth),
  });
  it.each([
    ['4242 4242 4242 4242', 'SUCCEEDED', undefined],
    ['4000 0000 0000 0002', 'DECLINED', 'card_declined'],
    ['4000 0000 0000 9995', 'DECLINED', 'insufficient_funds'],
  ])('%s -> %s', async (number, status, declineCode) => {
    const result = await sandbox.charge(await card(number));
    expect(result.status).toBe(status);
    if (declineCode) expect(result).toMatchObject({ declineCode });
    // A successful charge costs Stripe's US card pricing, 2.9% + 30¢: $7.22 + $0.30 on $249.00.
    else expect(result).toMatchObject({ feeCents: 752 });
  });
  it('tokenizes as Stripe.js does: a wrong number or a past expiry never becomes a payment method', async () => {
    expect(await tokenizer.createPaymentMethod({ number: '4242 4242 4242 4241', expMonth: 12, expYear: 2030, cvc: '123' })).toMatchObject({
      error: { code: 'incorrect_number', param: 'number' },
    });
    expect(await tokenizer.createPaymentMethod({ number: '4242424242424242', expMonth: 10, expYear: 2026, cvc: '123' })).toMatchObject({
      error: { param: 'exp_month' },
    });
    expect(await tokenizer.createPaymentMethod({ number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '1' })).toMatchObject({
      error: { param: 'cvc' },
    });
  });
  it('keeps only the brand, last 4, expiry and behavior of the card, under its id', async () => {
    const made = await tokenizer.createPaymentMethod({ number: '4000 0000 0000 0002', expMonth: 7, expYear: 2030, cvc: '123' });
    expect(made).toEqual({
      paymentMethod: { id: expect.stringMatching(/^pm_[0-9a-f]{24}$/), brand: 'visa', last4: '0002', expMonth: 7, expYear: 2030 },
    });
    expect(await sandbox.charge({ ...request, payment: { paymentMethodId: 'pm_unknown123' } })).toMatchObject({
      status: 'DECLINED',
      declineCode: 'resource_missing',
    });
  });
  it('declines a card that expired since it was tokenized', async () => {
    const method = await tokenize('4242424242424242', 2026, 12);
    today = new Date('2027-01-02T00:00:00Z');
    try {
      expect(await sandbox.charge({ ...request, payment: method })).toMatchObject({ status: 'DECLINED', declineCode: 'expired_card' });
    } finally {
      today = new Date('2026-11-22T00:00:00Z');
    }
  });
  it('asks for authentication with 4000 0025 0000 3155 until the card holder answers, under the same key', async () => {
    const payment = await card('4000 0025 0000 3155');
    const first = await sandbox.charge(payment);
    if (first.status !== 'REQUIRES_ACTION') throw new Error(`expected REQUIRES_ACTION, got ${first.status}`);
    expect(await sandbox.charge(payment)).toEqual(first);
    expect(await tokenizer.answerAuthentication(first.clientSecret, 'SUCCEEDED')).toMatchObject({ status: 'SUCCEEDED' });
    expect(await sandbox.charge(payment)).toMatchObject({ status: 'SUCCEEDED', providerRef: first.intentRef, cardLast4: '3155' });
    const other = await sandbox.charge({ ...payment, idempotencyKey: 'idem-another-1' });
    if (other.status !== 'REQUIRES_ACTION') throw new Error('a new charge asks again');
    await tokenizer.answerAuthentication(other.clientSecret, 'CANCELED');
    expect(await sandbox.charge({ ...payment, idempotencyKey: 'idem-another-1' })).toMatchObject({
      status: 'DECLINED',
      declineCode: 'authentication_failed',
    });
  });
  it('saves cards with the same test-card rules', async () => {
    const saved = await sandbox.saveCard({ payment: await tokenize('5555 5555 5555 4444', 2030, 7) });
    expect(saved).toMatchObject({
      status: 'SUCCEEDED',
      providerRef: expect.stringMatching(/^sandbox_pm_/),
      setupIntentId: expect.stringMatching(/^sandbox_seti_/),
      brand: 'mastercard',
      last4: '4444',
      expMonth: 7,
      expYear: 2030,
    });
    expect(await sandbox.saveCard({ payment: await tokenize('4000 0000 0000 9995') })).toEqual({
      status: 'DECLINED',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect(await sandbox.saveCard({ payment: { paymentMethodId: 'pm_card_visa' } })).toMatchObject({ status: 'SUCCEEDED', last4: '4242' });
  });
});
