import type { z } from 'zod';
import type { SavedCard, setupIntentBodySchema } from '@contracts/cards';
import type { CheckoutBody, checkoutReplySchema, renewalOrderBodySchema } from '@contracts/onboarding';
import type { commissionEarnedReplySchema, PartnerTransaction } from '@contracts/commissions';
import { apiError, itemsPage, mockApi, type Answer } from './http';
import { last4Of } from './sandbox-tokenizer';

// Paying for an intake or a renewal, and the saved cards of a doctor's (or partner's) account.

type CheckoutResult = z.infer<typeof checkoutReplySchema>['data'];
type RenewalOrderBody = z.infer<typeof renewalOrderBodySchema>;
type SetupIntentBody = z.infer<typeof setupIntentBodySchema>;
type CommissionEarned = z.infer<typeof commissionEarnedReplySchema>['data'];

/** The order a paid intake created. */
export const checkoutResult: CheckoutResult = {
  orderId: '99999999-9999-4999-8999-999999999999',
  orderNumber: 1042,
  email: 'pat@example.test',
  amountCents: 107730,
  status: 'PENDING_REVIEW',
  billedTo: 'PATIENT',
};

/** A sandbox test card that the payment provider declines. */
export const DECLINED_CARD = '4000000000000002';

/** POST /patients: pays and creates the order. */
export const mockCheckout = (answer: Answer<CheckoutResult, CheckoutBody> = checkoutResult) =>
  mockApi('post', '/patients', answer, { status: 201 });

/** POST /patients/create-renewal-order-questionnaire: pays and creates the renewal order. */
export const mockCreateRenewalOrder = (
  answer: Answer<CheckoutResult, RenewalOrderBody> = { ...checkoutResult, orderNumber: 2001, amountCents: 39900 },
) => mockApi('post', '/patients/create-renewal-order-questionnaire', answer, { status: 201 });

export function savedCard(overrides: Partial<SavedCard> = {}): SavedCard {
  return {
    id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1',
    brand: 'visa',
    last4: '4242',
    expMonth: 4,
    expYear: 2034,
    isDefault: true,
    createdAt: '2026-02-01T12:00:00.000Z',
    ...overrides,
  };
}

export const MASTERCARD_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa2';
const mastercard = savedCard({ id: MASTERCARD_ID, brand: 'mastercard', last4: '4444', expMonth: 11, expYear: 2031, isDefault: false });

/** GET /doctors/cards. */
export const mockCards = (answer: Answer<{ cards: SavedCard[] }> = { cards: [savedCard(), mastercard] }) =>
  mockApi('get', '/doctors/cards', answer);

type SetupIntent = { setupIntentId: string; status: 'succeeded'; card: SavedCard };

/** POST /doctors/setup-intent. */
export const mockSaveCard = (answer: Answer<SetupIntent, SetupIntentBody>) =>
  mockApi('post', '/doctors/setup-intent', answer, { status: 201 });

/** PATCH /doctors/cards/{id}/default. */
export const mockMakeDefaultCard = (answer: Answer<SavedCard>) =>
  mockApi('patch', '/doctors/cards/:id/default', answer, { message: 'Default card updated successfully' });

/** DELETE /doctors/cards/{id}. */
export const mockRemoveCard = (answer: Answer<null> = null) =>
  mockApi('delete', '/doctors/cards/:id', answer, { message: 'Card removed successfully' });

/**
 * The four card calls over one in-memory list, as the sandbox behaves: a new card is saved unless it is the declined
 * test card, making one the default unsets the others. Records every write, in order.
 */
export function cardStore(initial: SavedCard[] = [savedCard(), mastercard]) {
  let cards = [...initial];
  const writes: { method: string; path: string; body?: unknown }[] = [];
  const handlers = [
    mockCards(() => ({ cards })),
    mockSaveCard(({ body }) => {
      writes.push({ method: 'POST', path: '/doctors/setup-intent', body });
      const last4 = last4Of(body.payment);
      if (last4 === DECLINED_CARD.slice(-4)) {
        return apiError(402, 'Your card was declined.', 'CARD_DECLINED', [{ path: 'payment', message: 'card_declined' }]);
      }
      const saved = savedCard({ id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa3', last4, isDefault: false, expYear: 2030 });
      cards = [...cards, saved];
      return { setupIntentId: 'seti_1', status: 'succeeded' as const, card: saved };
    }),
    mockMakeDefaultCard(({ params }) => {
      writes.push({ method: 'PATCH', path: `/doctors/cards/${params.id}/default` });
      cards = cards.map((c) => ({ ...c, isDefault: c.id === params.id }));
      return cards.find((c) => c.id === params.id) ?? apiError(404, 'Card not found', 'NOT_FOUND');
    }),
    mockRemoveCard(({ params }) => {
      writes.push({ method: 'DELETE', path: `/doctors/cards/${params.id}` });
      cards = cards.filter((c) => c.id !== params.id);
      return null;
    }),
  ];
  return { handlers, writes };
}

// A partner's saved cards (the same shapes under /gym-owner; the default is set with PUT) and its money.

/** GET /gym-owner/cards. */
export const mockPartnerCards = (answer: Answer<{ cards: SavedCard[] }> = { cards: [savedCard(), mastercard] }) =>
  mockApi('get', '/gym-owner/cards', answer);

/** POST /gym-owner/setup-intent. */
export const mockPartnerSaveCard = (answer: Answer<SetupIntent, SetupIntentBody>) =>
  mockApi('post', '/gym-owner/setup-intent', answer, { status: 201, message: 'Card saved successfully' });

/** PUT /gym-owner/cards/{id}/default. */
export const mockPartnerMakeDefaultCard = (answer: Answer<SavedCard>) =>
  mockApi('put', '/gym-owner/cards/:id/default', answer, { message: 'Default card updated successfully' });

/** DELETE /gym-owner/cards/{id}. */
export const mockPartnerRemoveCard = (answer: Answer<null> = null) =>
  mockApi('delete', '/gym-owner/cards/:id', answer, { message: 'Card removed successfully' });

/** The n-th newest movement of a partner's ledger: a $249 payment with its 10% commission, every fifth a refund of one. */
export function partnerTransaction(n: number, overrides: Partial<PartnerTransaction> = {}): PartnerTransaction {
  const refund = n % 5 === 0;
  return {
    id: `dddddddd-dddd-4ddd-8ddd-${String(n).padStart(12, '0')}`,
    kind: refund ? 'REFUND' : 'PAYMENT',
    orderId: `eeeeeeee-eeee-4eee-8eee-${String(n).padStart(12, '0')}`,
    orderNumber: 1000 + n,
    amountCents: refund ? -24900 : 24900,
    commissionCents: refund ? -2490 : 2490,
    occurredAt: new Date(Date.UTC(2026, 3, 30) - n * 86_400_000).toISOString(),
    ...overrides,
  };
}

/** GET /gym-owner/transactions: by default `total` movements, paged as asked. */
export const mockPartnerTransactions = (total = 23) =>
  mockApi(
    'get',
    '/gym-owner/transactions',
    itemsPage(total, (n) => partnerTransaction(n)),
  );

export const commissionEarned: CommissionEarned = {
  period: 'week',
  startDate: '2026-02-09',
  endDate: '2026-04-30',
  commissionRateBps: 1000,
  totalCents: 9960,
  periods: [
    { periodStart: '2026-04-13', salesCents: 49800, commissionCents: 4980 },
    { periodStart: '2026-04-20', salesCents: 49800, commissionCents: 4980 },
  ],
};

/** GET /gym-owner/commission-earned. */
export const mockCommissionEarned = (answer: Answer<CommissionEarned> = commissionEarned) =>
  mockApi('get', '/gym-owner/commission-earned', answer);
