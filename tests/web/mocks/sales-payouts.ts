import type { Payout, PayoutBalance, SalesPersonPayouts } from '@contracts/payouts';
import { mockApi, type Answer } from './http';
import { mockPayoutsKind, payout, payoutsPage, type PayoutsAnswer } from './pricing-payouts';

// Sales payouts: the admin's "Payouts" of a sales person (Admin Settings, Users) and the sales person's /payout-detail.

export const SALES_USER_ID = '14141414-1414-4141-8141-141414141414';

/** GET /super-admin/sales-people/{userId}/payouts: the payouts page's defaults, account connected. */
export const salesPersonPayouts = (overrides: Partial<SalesPersonPayouts> = {}): SalesPersonPayouts => ({
  ...payoutsPage(),
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

/** GET /transactions?kind=PAYOUT: the sales person's payouts and balance (register this after the transactions mock). */
export const mockSalesPayouts = (answer: PayoutsAnswer = () => payoutsPage()) => mockPayoutsKind('/transactions', answer);
