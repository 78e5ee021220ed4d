import { http, HttpResponse } from 'msw';
import { api } from '../support/msw';

/**
 * The sandbox's card path in the browser: GET /public-config says the sandbox takes cards, and the sandbox tokenizer
 * (outside /api/v1) answers a payment method id naming only the card's last 4 digits (`pm_test_<last4>_<n>`), as the
 * real one keeps only those. In use in every web test (support/msw.ts); `tokenizedCards` records what it was sent.
 */
export const tokenizedCards: string[] = [];
export const authenticationAnswers: string[] = [];
let made = 0;

const passesLuhn = (digits: string) =>
  [...digits].reverse().reduce((sum, c, i) => {
    const d = Number(c) * (i % 2 === 1 ? 2 : 1);
    return sum + (d > 9 ? d - 9 : d);
  }, 0) %
    10 ===
  0;

export const sandboxCardHandlers = () => [
  http.get(api('/public-config'), () => HttpResponse.json({ data: { payments: { provider: 'sandbox', publishableKey: null } } })),
  http.post('*/sandbox-tokenizer/payment_methods', async ({ request }) => {
    const card = (await request.json()) as { number: string; expMonth: number; expYear: number };
    const digits = card.number.replace(/\D/g, '');
    tokenizedCards.push(digits);
    if (!passesLuhn(digits)) {
      return HttpResponse.json(
        {
          message: 'Your card number is incorrect.',
          code: 'incorrect_number',
          details: [{ path: 'number', message: 'Your card number is incorrect.' }],
        },
        { status: 400 },
      );
    }
    made += 1;
    const last4 = digits.slice(-4);
    return HttpResponse.json({
      id: `pm_test_${last4}_${made}`,
      card: { brand: 'visa', last4, expMonth: card.expMonth, expYear: card.expYear },
    });
  }),
  http.post('*/sandbox-tokenizer/next_actions', async ({ request }) => {
    const { outcome } = (await request.json()) as { outcome: 'confirm' | 'cancel' };
    authenticationAnswers.push(outcome);
    return HttpResponse.json({ status: outcome === 'confirm' ? 'succeeded' : 'canceled' });
  }),
];

/** The last 4 digits of the card behind a payment method id the mock tokenizer made ('' for another id). */
export const last4Of = (payment: { paymentMethodId: string } | undefined) =>
  /^pm_test_(\d{4})_/.exec(payment?.paymentMethodId ?? '')?.[1] ?? '';
