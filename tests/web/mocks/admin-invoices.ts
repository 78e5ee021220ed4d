import type { AdminInvoiceSummary, AdminOriginalDetails, BulkChargeSummary, BillingJobLog, InvoiceActivity } from '@contracts/invoices';
import { mockApi, type Answer, type Call } from './http';

// The administrator's invoices: the list, the summary by status, one invoice's details and fee, the changes, and the
// billing runs.

export const ADMIN_INVOICE_ID = 'aaaaaaaa-1111-4111-8111-111111111111';
export const OTHER_INVOICE_ID = 'aaaaaaaa-2222-4222-8222-222222222222';
export const ITEM_ID = 'bbbbbbbb-1111-4111-8111-111111111111';

type Page<T> = { items: T[]; total: number; page: number; limit: number; totalPages: number };
export const pageOf = <T>(items: T[]): Page<T> => ({ items, total: items.length, page: 1, limit: 10, totalPages: 1 });

export const adminInvoice = (overrides: Partial<AdminInvoiceSummary> = {}): AdminInvoiceSummary => ({
  id: ADMIN_INVOICE_ID,
  number: 1002,
  periodStart: '2026-03-01',
  periodEnd: '2026-03-31',
  status: 'OPEN',
  itemCount: 1,
  subtotalCents: 29_900,
  feesCents: 897,
  totalCents: 30_797,
  dueOn: '2026-04-15',
  paidAt: null,
  createdAt: '2026-04-01T00:00:00.000Z',
  partnerId: '11111111-1111-4111-8111-111111111111',
  partnerName: 'Summit Strength Gym',
  combinedIntoId: null,
  deletedAt: null,
  ...overrides,
});

export const invoiceSummary = {
  statuses: [
    { status: 'OPEN' as const, count: 2, subtotalCents: 59_800, feesCents: 1_794, totalCents: 61_594 },
    { status: 'PAID' as const, count: 1, subtotalCents: 29_900, feesCents: 897, totalCents: 30_797 },
    { status: 'PAYMENT_FAILED' as const, count: 0, subtotalCents: 0, feesCents: 0, totalCents: 0 },
    { status: 'VOID' as const, count: 0, subtotalCents: 0, feesCents: 0, totalCents: 0 },
  ],
  count: 3,
  totalCents: 92_391,
};

export const originalDetails = (overrides: Partial<AdminOriginalDetails['invoice']> = {}): AdminOriginalDetails => ({
  invoice: adminInvoice(overrides),
  items: [
    {
      id: ITEM_ID,
      orderId: 'cccccccc-1111-4111-8111-111111111111',
      orderNumber: 1042,
      patientName: 'Drew Patel',
      description: 'Order #1042: Semaglutide, 1 month',
      amountCents: 29_900,
      originalAmountCents: 29_900,
    },
  ],
  originalSubtotalCents: 29_900,
  originalTotalCents: 30_797,
  subtotalCents: 29_900,
  totalCents: 30_797,
});

export const feeDetails = {
  invoiceId: ADMIN_INVOICE_ID,
  label: 'Processing fee (2.9% + $0.30)',
  subtotalCents: 29_900,
  rateBps: 290,
  percentCents: 867,
  fixedCents: 30,
  computedFeeCents: 897,
  feeCents: 897,
  totalCents: 30_797,
  formula: '$299.00 × 2.9% = $8.67, + $0.30 = $8.97',
};

export const billingRun = (overrides: Partial<BillingJobLog> = {}): BillingJobLog => ({
  id: 'dddddddd-1111-4111-8111-111111111111',
  startedAt: '2026-04-10T12:00:00.000Z',
  finishedAt: '2026-04-10T12:00:02.000Z',
  invoicesAttempted: 2,
  invoicesPaid: 1,
  invoicesFailed: 1,
  chargedCents: 30_797,
  failures: [{ invoiceId: OTHER_INVOICE_ID, number: 1003, partnerId: '2222', reason: 'Your card was declined.' }],
  source: 'BULK_CHARGE',
  startedByName: 'Avery Admin',
  ...overrides,
});

export const bulkSummary: BulkChargeSummary = {
  results: [
    {
      invoiceId: ADMIN_INVOICE_ID,
      number: 1002,
      partnerName: 'Summit Strength Gym',
      outcome: 'CHARGED',
      amountCents: 30_797,
      reason: null,
    },
    {
      invoiceId: OTHER_INVOICE_ID,
      number: 1003,
      partnerName: 'Harbor Fitness Club',
      outcome: 'FAILED',
      amountCents: 30_797,
      reason: 'Your card was declined.',
    },
  ],
  requested: 2,
  charged: 1,
  alreadyPaid: 0,
  failed: 1,
  chargedCents: 30_797,
  billingJobLogId: 'dddddddd-1111-4111-8111-111111111111',
};

export const adminHistory: InvoiceActivity[] = [
  {
    id: 'eeeeeeee-1111-4111-8111-111111111111',
    action: 'CREATED',
    fromStatus: null,
    toStatus: 'OPEN',
    message: '1 order from Mar 1 to Mar 31, 2026',
    actorName: null,
    createdAt: '2026-04-01T00:00:00.000Z',
  },
];

export const mockAdminInvoices = (answer: Answer<Page<AdminInvoiceSummary>> = pageOf([adminInvoice()])) =>
  mockApi('get', '/super-admin/invoices', answer);
export const mockInvoiceSummary = (answer: Answer<typeof invoiceSummary> = invoiceSummary) =>
  mockApi('get', '/super-admin/invoices/summary-by-status', answer);
export const mockBillingJobLogs = (answer: Answer<Page<BillingJobLog>> = pageOf([billingRun()])) =>
  mockApi('get', '/super-admin/billing-job-logs', answer);
export const mockBulkCharge = (answer: Answer<BulkChargeSummary, { ids: string[] }> = bulkSummary) =>
  mockApi('post', '/super-admin/invoices/bulk-charge', answer, { message: 'Charged 1 of 2 invoices' });
export const mockCombine = (answer: Answer<AdminInvoiceSummary, { ids: string[] }> = adminInvoice({ number: 1010 })) =>
  mockApi('post', '/super-admin/invoices/combine', answer, { message: 'Invoices combined', status: 201 });
export const mockOriginalDetails = (answer: Answer<AdminOriginalDetails> = ({ params }: Call) => originalDetails({ id: params.id })) =>
  mockApi('get', '/super-admin/invoices/:id/original-details', answer);
export const mockFeeDetails = (answer: Answer<typeof feeDetails> = feeDetails) =>
  mockApi('get', '/super-admin/invoices/:id/dynamic-fee-details', answer);
export const mockUpdateAmount = (answer: Answer<AdminInvoiceSummary, { amount: number }> = adminInvoice()) =>
  mockApi('patch', '/super-admin/invoice-item/:id/amount', answer, { message: 'Amount updated' });
export const mockUpdateStatus = (answer: Answer<AdminInvoiceSummary, { status: string }> = adminInvoice({ status: 'VOID' })) =>
  mockApi('patch', '/super-admin/invoices/:id/status', answer, { message: 'Invoice status updated' });
export const mockDeleteInvoice = (answer: Answer<AdminInvoiceSummary> = adminInvoice({ status: 'VOID' })) =>
  mockApi('delete', '/super-admin/invoices/:id', answer, { message: 'Invoice deleted' });
