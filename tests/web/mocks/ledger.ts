import type { AdminAlerts, LedgerEntry, PartyLedger, Reconciliation } from '@contracts/ledger';
import type { AdminChargebackBody, OrderRefunds } from '@contracts/refunds';
import { mockApi, type Answer } from './http';
import { ORDER_ID } from './ids';

// The money ledger (admin): a partner's and a sales person's entries, the reconciliation, the alerts, and an order's refunds.

export const LEDGER_PARTNER_ID = '21212121-2121-4121-8121-212121212121';

/** One entry; `n` makes its ids and order number distinct. */
export const ledgerEntry = (n: number, overrides: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  transactionId: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  kind: 'COMMISSION_EARNED',
  account: 'PARTNER_COMMISSION_PAYABLE',
  amountCents: 2_490,
  reason: `Commission on order #${1000 + n}`,
  orderId: ORDER_ID,
  orderNumber: 1000 + n,
  paymentId: null,
  refundId: null,
  payoutId: null,
  invoiceId: null,
  occurredAt: '2026-03-10T15:00:00.000Z',
  ...overrides,
});

/** A partner's ledger: commission earned on order #1001, reversed in part on #1002; owed $19.90. */
export const partyLedger = (overrides: Partial<PartyLedger> = {}): PartyLedger => ({
  partyId: LEDGER_PARTNER_ID,
  balances: [{ account: 'PARTNER_COMMISSION_PAYABLE', balanceCents: 1_990 }],
  items: [ledgerEntry(2, { kind: 'COMMISSION_REVERSED', amountCents: -500, reason: 'Commission reversed on order #1002' }), ledgerEntry(1)],
  nextCursor: null,
  ...overrides,
});

export const mockPartnerLedger = (answer: Answer<PartyLedger> = partyLedger()) =>
  mockApi('get', '/super-admin/ledger/partners/:id', answer);

export const mockSalesPersonLedger = (answer: Answer<PartyLedger> = partyLedger()) =>
  mockApi('get', '/super-admin/ledger/sales-people/:userId', answer);

/** Nothing differs: 12 charges checked against the sandbox's record. */
export const reconciliation = (overrides: Partial<Reconciliation> = {}): Reconciliation => ({
  processor: 'sandbox',
  processorRecordAvailable: true,
  checked: 12,
  differences: [],
  nextCursor: null,
  ...overrides,
});

export const mockReconciliation = (answer: Answer<Reconciliation> = reconciliation()) =>
  mockApi('get', '/super-admin/ledger/reconciliation', answer);

/** No alerts by default. */
export const mockAdminAlerts = (answer: Answer<AdminAlerts> = { items: [], nextCursor: null }) =>
  mockApi('get', '/super-admin/alerts', answer);

/** A paid order ($249.00), nothing refunded yet. */
export const orderRefunds = (overrides: Partial<OrderRefunds> = {}): OrderRefunds => ({
  orderId: ORDER_ID,
  paidCents: 24_900,
  refundedCents: 0,
  chargedBackCents: 0,
  refundableCents: 24_900,
  refunds: [],
  chargebacks: [],
  ...overrides,
});

export const mockOrderRefunds = (answer: Answer<OrderRefunds> = orderRefunds()) =>
  mockApi('get', '/super-admin/orders/:id/refunds', answer);

/** POST /super-admin/orders/{id}/refunds: by default the amount given back, as the server words it. */
export const mockRefundOrder = (
  answer: Answer<OrderRefunds, { amountCents: number; reason: string }> = ({ body }) =>
    orderRefunds({
      refundedCents: body.amountCents,
      refundableCents: 24_900 - body.amountCents,
      refunds: [
        {
          id: '30000000-0000-4000-8000-000000000001',
          amountCents: body.amountCents,
          reason: 'ADMIN',
          note: body.reason,
          status: 'SUCCEEDED',
          failureMessage: null,
          createdAt: '2026-03-11T10:00:00.000Z',
          settledAt: '2026-03-11T10:00:01.000Z',
        },
      ],
    }),
) => mockApi('post', '/super-admin/orders/:id/refunds', answer, { message: 'Refund has been sent' });

/** The chargeback recorded: $249.00 paid, the amount charged back with its dispute. */
export const mockRecordChargeback = (
  answer: Answer<OrderRefunds, AdminChargebackBody> = ({ body }) =>
    orderRefunds({
      chargedBackCents: body.amountCents,
      refundableCents: 24_900 - body.amountCents,
      chargebacks: [
        {
          id: '30000000-0000-4000-8000-000000000002',
          amountCents: body.amountCents,
          reference: body.reference,
          reason: body.reason,
          createdAt: '2026-03-12T10:00:00.000Z',
        },
      ],
    }),
) => mockApi('post', '/super-admin/orders/:id/chargebacks', answer, { message: 'Chargeback has been recorded' });
