import { http } from 'msw';
import type { PartnerPayouts, Payout, PayoutBalance, SalesPersonPayouts } from '@contracts/payouts';
import { api } from '../support/msw';
import { mockApi, reply, type Answer, type Call } from './http';
import { payout } from './pricing-payouts';

// Sales payouts: the admin's "Payouts" of a sales person (Admin Settings, Users) and the sales person's /payout-detail.

export const SALES_USER_ID = '14141414-1414-4141-8141-141414141414';

/** GET /super-admin/sales-people/{userId}/payouts: by default one payout sent and $76.55 owed, account connected. */
export const salesPersonPayouts = (overrides: Partial<SalesPersonPayouts> = {}): SalesPersonPayouts => ({
  kind: 'PAYOUT',
  items: [payout()],
  total: 1,
  page: 1,
  limit: 10,
  totalPages: 1,
  balance: { earnedCents: 20_000, paidOutCents: 12_345, owedCents: 7_655 },
  userId: SALES_USER_ID,
  name: 'Sam Sellers',
  payoutAccountStatus: 'ACTIVE',
  ...overrides,
});

export const mockSalesPersonPayouts = (answer: Answer<SalesPersonPayouts> = salesPersonPayouts()) =>
  mockApi('get', '/super-admin/sales-people/:userId/payouts', answer);

/** POST /super-admin/sales-people/{userId}/payout: by default the amount sent. */
export const mockSendSalesPayout = (
  answer: Answer<{ payout: Payout; balance: PayoutBalance }, { amountCents?: number }> = ({ body }) => ({
    payout: payout({ amountCents: body.amountCents ?? 0 }),
    balance: { earnedCents: 20_000, paidOutCents: 12_345 + (body.amountCents ?? 0), owedCents: 7_655 - (body.amountCents ?? 0) },
  }),
) => mockApi('post', '/super-admin/sales-people/:userId/payout', answer, { message: 'Payout has been sent successfully' });

/**
 * GET /transactions?kind=PAYOUT: the sales person's payouts and balance. Other kinds fall through to the
 * transactions mock (register this one after it).
 */
export function mockSalesPayouts(
  answer: (call: Pick<Call, 'query'>) => PartnerPayouts | Response = () => ({
    kind: 'PAYOUT',
    items: [payout()],
    total: 1,
    page: 1,
    limit: 10,
    totalPages: 1,
    balance: { earnedCents: 20_000, paidOutCents: 12_345, owedCents: 7_655 },
  }),
) {
  const queries: Record<string, string>[] = [];
  const handler = http.get(api('/transactions'), ({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    if (query.kind !== 'PAYOUT') return undefined;
    queries.push(query);
    const result = answer({ query });
    return result instanceof Response ? result : reply(result);
  });
  return Object.assign(handler, { queries });
}
