import { http } from 'msw';
import type { CreateCustomPriceBody, CustomPrice, UpdateCustomPriceBody } from '@contracts/custom-pricing';
import type { PartnerPayouts, Payout, PayoutBalance } from '@contracts/payouts';
import { api } from '../support/msw';
import { mockApi, reply, type Answer, type Call } from './http';
import { PARTNER_ID } from './admin-partners';

// Custom pricing (the admin's partner page) and payouts (the admin's "Send payout", the partner's /payout-detail).

export const PRICE_ID = '66666666-6666-4666-8666-666666666666';

export const customPrice = (overrides: Partial<CustomPrice> = {}): CustomPrice => ({
  id: PRICE_ID,
  partnerId: PARTNER_ID,
  partnerName: 'Harbor Fitness Club',
  productVariationKey: 'semaglutide-starter',
  productName: 'Semaglutide',
  variationName: 'Semaglutide starter',
  dose: '0.25 mg to 1 mg weekly',
  listMonthlyPriceCents: 24_900,
  monthlyPriceCents: 19_900,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

type Page<T> = { items: T[]; total: number; page: number; limit: number; totalPages: number };
const pageWith = <T>(items: T[]): Page<T> => ({ items, total: items.length, page: 1, limit: 10, totalPages: items.length ? 1 : 0 });

/** GET /super-admin/custom-pricing. */
export const mockCustomPrices = (answer: Answer<Page<CustomPrice>> = pageWith([customPrice()])) =>
  mockApi('get', '/super-admin/custom-pricing', answer);

/** POST /super-admin/custom-pricing: by default the price sent. */
export const mockCreateCustomPrice = (
  answer: Answer<CustomPrice, CreateCustomPriceBody> = ({ body }) =>
    customPrice({ productVariationKey: body.productVariationKey, monthlyPriceCents: body.monthlyPriceCents }),
) => mockApi('post', '/super-admin/custom-pricing', answer, { status: 201, message: 'Custom price created successfully' });

/** PUT /super-admin/custom-pricing/{id}. */
export const mockUpdateCustomPrice = (
  answer: Answer<CustomPrice, UpdateCustomPriceBody> = ({ body }) => customPrice({ monthlyPriceCents: body.monthlyPriceCents }),
) => mockApi('put', '/super-admin/custom-pricing/:id', answer, { message: 'Custom price updated successfully' });

/** DELETE /super-admin/custom-pricing/{id}. */
export const mockDeleteCustomPrice = (answer: Answer<null> = null) =>
  mockApi('delete', '/super-admin/custom-pricing/:id', answer, { message: 'Custom price deleted successfully' });

export const payout = (overrides: Partial<Payout> = {}): Payout => ({
  id: '77777777-7777-4777-8777-777777777777',
  amountCents: 12_345,
  status: 'SENT',
  failureReason: null,
  createdAt: '2026-04-02T10:00:00.000Z',
  ...overrides,
});

/** POST /super-admin/gym-owners/{id}/payout: by default the amount sent, nothing owed after. */
export const mockSendPayout = (
  answer: Answer<{ payout: Payout; balance: PayoutBalance }, { amountCents?: number }> = ({ body }) => ({
    payout: payout({ amountCents: body.amountCents ?? 0 }),
    balance: { earnedCents: body.amountCents ?? 0, paidOutCents: body.amountCents ?? 0, owedCents: 0 },
  }),
) => mockApi('post', '/super-admin/gym-owners/:id/payout', answer, { message: 'Payout has been sent successfully' });

/** A page of payouts with its balance: by default one payout sent and $76.55 owed. */
export const payoutsPage = (overrides: Partial<PartnerPayouts> = {}): PartnerPayouts => ({
  kind: 'PAYOUT',
  ...pageWith([payout()]),
  balance: { earnedCents: 20_000, paidOutCents: 12_345, owedCents: 7_655 },
  ...overrides,
});

export type PayoutsAnswer = (call: Pick<Call, 'query'>) => PartnerPayouts | Response;

/** GET {path}?kind=PAYOUT, where path is the caller's transactions; other kinds fall through to the transactions mock. */
export function mockPayoutsKind(path: string, answer: PayoutsAnswer) {
  const queries: Record<string, string>[] = [];
  const handler = http.get(api(path), ({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    if (query.kind !== 'PAYOUT') return undefined;
    queries.push(query);
    const result = answer({ query });
    return result instanceof Response ? result : reply(result);
  });
  return Object.assign(handler, { queries });
}

/** GET /gym-owner/transactions?kind=PAYOUT: the partner's payouts and balance (register this after the transactions mock). */
export const mockPartnerPayouts = (answer: PayoutsAnswer = () => payoutsPage()) => mockPayoutsKind('/gym-owner/transactions', answer);
