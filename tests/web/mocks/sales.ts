import type { CommissionEarnedQuery } from '@contracts/commissions';
import type {
  CreateSalesPartnerBody,
  SalesPartner,
  SalesPartnerDetail,
  SalesProfile,
  SalesSummary,
  SalesTransaction,
  UpdateSalesProfileBody,
} from '@contracts/sales-people';
import { mockApi, type Answer } from './http';

// The sales portal: the sales person's figures, partners, charts, ledger, profile and payout account.

export const SALES_PARTNER_ID = '77777777-7777-4777-8777-777777777777';

type Page<T> = { items: T[]; total: number; page: number; limit: number; totalPages: number };
const pageWith = <T>(items: T[]): Page<T> => ({ items, total: items.length, page: 1, limit: 10, totalPages: 1 });

export const salesSummary = (overrides: Partial<SalesSummary> = {}): SalesSummary => ({
  partnerCount: 3,
  partnersThisMonth: 1,
  paidOrderCount: 12,
  salesCents: 358_800,
  commissionCents: 35_880,
  commissionThisMonthCents: 4_980,
  commissionRateBps: 1000,
  payoutAccount: { status: 'NOT_CONNECTED', connectedAt: null },
  ...overrides,
});

export const salesPartner = (overrides: Partial<SalesPartner> = {}): SalesPartner => ({
  id: SALES_PARTNER_ID,
  businessName: 'Summit Strength Gym',
  firstName: 'Jordan',
  lastName: 'Lee',
  email: 'partner@demo.test',
  phoneNumber: '+12025550102',
  patientCount: 5,
  createdAt: '2026-01-04T10:00:00.000Z',
  ...overrides,
});

export const salesPartnerDetail = (overrides: Partial<SalesPartnerDetail> = {}): SalesPartnerDetail => ({
  ...salesPartner(),
  paidOrderCount: 4,
  salesCents: 119_600,
  commissionCents: 11_960,
  ...overrides,
});

export const salesTransaction = (overrides: Partial<SalesTransaction> = {}): SalesTransaction => ({
  id: '88888888-8888-4888-8888-888888888888',
  kind: 'PAYMENT',
  orderId: '99999999-9999-4999-8999-999999999999',
  orderNumber: 1042,
  amountCents: 29_900,
  commissionCents: 2_990,
  occurredAt: '2026-03-02T10:00:00.000Z',
  partnerId: SALES_PARTNER_ID,
  businessName: 'Summit Strength Gym',
  ...overrides,
});

export const mockSalesSummary = (answer: Answer<SalesSummary> = salesSummary()) => mockApi('get', '/sales/summary', answer);

export const mockSalesPartners = (answer: Answer<Page<SalesPartner>> = pageWith([salesPartner()])) =>
  mockApi('get', '/sales/partners', answer);

export const mockSalesPartner = (answer: Answer<SalesPartnerDetail> = salesPartnerDetail()) =>
  mockApi('get', '/sales/partners/:id', answer);

export const mockPartnerRegistered = (
  answer: Answer<{
    period: 'day' | 'week' | 'month';
    startDate: string;
    endDate: string;
    points: { periodStart: string; count: number }[];
    total: number;
  }> = {
    period: 'month',
    startDate: '2026-01-01',
    endDate: '2026-03-15',
    points: [{ periodStart: '2026-02-01', count: 2 }],
    total: 2,
  },
) => mockApi('get', '/sales/partner-registered', answer);

export const mockSalesCommissionEarned = (
  answer: Answer<{
    period: CommissionEarnedQuery['period'];
    startDate: string;
    endDate: string;
    commissionRateBps: number;
    totalCents: number;
    periods: { periodStart: string; salesCents: number; commissionCents: number }[];
  }> = {
    period: 'month',
    startDate: '2026-01-01',
    endDate: '2026-03-15',
    commissionRateBps: 1000,
    totalCents: 5_980,
    periods: [{ periodStart: '2026-03-01', salesCents: 59_800, commissionCents: 5_980 }],
  },
) => mockApi('get', '/sales/commission-earned', answer);

export const mockSalesTransactions = (answer: Answer<Page<SalesTransaction>> = pageWith([salesTransaction()])) =>
  mockApi('get', '/transactions', answer);

export const mockCheckEmailExists = (answer: Answer<{ exists: boolean }> = { exists: false }) =>
  mockApi('get', '/users/check-exist', answer);

export const mockCreateSalesPartner = (answer: Answer<SalesPartnerDetail, CreateSalesPartnerBody> = salesPartnerDetail()) =>
  mockApi('post', '/sales/partner', answer, { status: 201, message: 'Partner created successfully' });

export const salesProfile = (overrides: Partial<SalesProfile> = {}): SalesProfile => ({
  id: '12121212-1212-4121-8121-121212121212',
  userId: '13131313-1313-4131-8131-131313131313',
  firstName: 'Sam',
  lastName: 'Sellers',
  email: 'sales@demo.test',
  phoneNumber: '+12025550103',
  commissionRateBps: 1000,
  payoutAccount: { status: 'NOT_CONNECTED', connectedAt: null },
  ...overrides,
});

export const mockUpdateSalesProfile = (answer: Answer<SalesProfile, UpdateSalesProfileBody> = ({ body }) => salesProfile(body)) =>
  mockApi('put', '/sales', answer, { message: 'Profile updated successfully' });

export const mockConnectSalesPayoutAccount = (
  answer: Answer<{ status: 'NOT_CONNECTED' | 'ONBOARDING' | 'ACTIVE'; connectedAt: string | null; onboardingUrl: string | null }> = {
    status: 'ACTIVE',
    connectedAt: '2026-03-02T10:00:00.000Z',
    onboardingUrl: null,
  },
) => mockApi('post', '/sales/account-connect', answer, { message: 'Payout account connected successfully' });
