import { HttpResponse } from 'msw';
import type { z } from 'zod';
import type {
  BillingMode,
  BillingTransfer,
  billingOverviewReplySchema,
  InvoiceActivity,
  invoiceChargeReplySchema,
  InvoiceDetail,
  invoiceOriginalReplySchema,
  InvoiceStatus,
  InvoiceSummary,
  invoiceTotalsReplySchema,
} from '@contracts/invoices';
import { ORDER_ID } from './ids';
import { itemsPage, mockApi, type Answer, type Call } from './http';

// A partner's invoices: the list, one invoice, its totals, history and charge, and the CSV downloads.

type BillingOverview = z.infer<typeof billingOverviewReplySchema>['data'];
type InvoiceTotals = z.infer<typeof invoiceTotalsReplySchema>['data'];
type InvoiceOriginal = z.infer<typeof invoiceOriginalReplySchema>['data'];
type ChargeResult = z.infer<typeof invoiceChargeReplySchema>['data'];

export const INVOICE_ID = '66666666-6666-4666-8666-666666666666';
/** The n-th invoice's id (n from 1). */
export const invoiceId = (n: number) => `66666666-6666-4666-8666-${String(n).padStart(12, '0')}`;

export function invoiceSummary(overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    id: INVOICE_ID,
    number: 1042,
    periodStart: '2026-03-01',
    periodEnd: '2026-03-31',
    status: 'OPEN',
    itemCount: 2,
    subtotalCents: 59800,
    feesCents: 1794,
    totalCents: 61594,
    dueOn: '2026-04-15',
    paidAt: null,
    createdAt: '2026-04-01T08:00:00.000Z',
    ...overrides,
  };
}

/** The n-th invoice of a list: INV-(1000 + n), every fourth one paid. */
export const nthInvoice = (n: number) =>
  invoiceSummary({ id: invoiceId(n), number: 1000 + n, status: n % 4 === 0 ? 'PAID' : 'OPEN', totalCents: 10000 + n * 100 });

export function invoiceDetail(overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  return {
    ...invoiceSummary(),
    items: [
      {
        id: 'a1a1a1a1-a1a1-4a1a-8a1a-a1a1a1a1a1a1',
        orderId: ORDER_ID,
        orderNumber: 2001,
        patientName: 'Jordan Lee',
        description: 'Order #2001: Semaglutide 0.25 mg, 1 month',
        amountCents: 29900,
        originalAmountCents: 34900,
      },
      {
        id: 'a2a2a2a2-a2a2-4a2a-8a2a-a2a2a2a2a2a2',
        orderId: '77777777-7777-4777-8777-000000000002',
        orderNumber: 2002,
        patientName: 'Casey Morgan',
        description: 'Order #2002: Tirzepatide 2.5 mg, 1 month',
        amountCents: 29900,
        originalAmountCents: 29900,
      },
    ],
    fees: [{ label: 'Processing fee', amountCents: 1794 }],
    lastCharge: null,
    ...overrides,
  };
}

export const billingOverview: BillingOverview = {
  openCents: 61594,
  overdueCents: 12000,
  paidThisMonthCents: 45000,
  nextDueOn: '2026-04-15',
  defaultCard: { brand: 'visa', last4: '4242' },
};

export const invoiceTotals: InvoiceTotals = {
  totals: [
    { status: 'OPEN', count: 3, totalCents: 73594 },
    { status: 'PAID', count: 5, totalCents: 210000 },
    { status: 'PAYMENT_FAILED', count: 1, totalCents: 12000 },
    { status: 'VOID', count: 0, totalCents: 0 },
  ],
};

export const invoiceActivities: InvoiceActivity[] = [
  {
    id: 'b1b1b1b1-b1b1-4b1b-8b1b-b1b1b1b1b1b1',
    action: 'CREATED',
    fromStatus: null,
    toStatus: 'OPEN',
    message: null,
    actorName: null,
    createdAt: '2026-04-01T08:00:00.000Z',
  },
  {
    id: 'b2b2b2b2-b2b2-4b2b-8b2b-b2b2b2b2b2b2',
    action: 'ITEM_AMOUNT_CHANGED',
    fromStatus: null,
    toStatus: null,
    message: 'Order #2001: $349.00 to $299.00',
    actorName: 'Avery Stone',
    createdAt: '2026-04-02T09:30:00.000Z',
  },
];

export const invoiceOriginal: InvoiceOriginal = {
  invoiceId: INVOICE_ID,
  items: invoiceDetail().items.map(({ orderId, orderNumber, description, amountCents, originalAmountCents }) => ({
    orderId,
    orderNumber,
    description,
    amountCents,
    originalAmountCents,
  })),
  originalTotalCents: 66594,
  totalCents: 61594,
};

export const paidCharge = (id = INVOICE_ID): ChargeResult => ({
  invoiceId: id,
  status: 'PAID',
  lastCharge: { status: 'SUCCEEDED', message: null, cardLast4: '4242', at: '2026-04-10T12:00:00.000Z' },
});

/** GET /gym-owner/invoices: `total` invoices made by nthInvoice, paged. */
export const mockInvoices = (
  answer: Answer<{ items: InvoiceSummary[]; total: number; page: number; limit: number; totalPages: number }> = itemsPage(12, nthInvoice),
) => mockApi('get', '/gym-owner/invoices', answer);

/** GET /gym-owner/invoices/{id}. */
export const mockInvoice = (answer: Answer<InvoiceDetail> = ({ params }: Call) => invoiceDetail({ id: params.id })) =>
  mockApi('get', '/gym-owner/invoices/:id', answer);

/** GET /gym-owner/invoices/totals-by-status. */
export const mockInvoiceTotals = (answer: Answer<InvoiceTotals> = invoiceTotals) =>
  mockApi('get', '/gym-owner/invoices/totals-by-status', answer);

/** GET /gym-owner/invoices/billing-overview. */
export const mockBillingOverview = (answer: Answer<BillingOverview> = billingOverview) =>
  mockApi('get', '/gym-owner/invoices/billing-overview', answer);

/** GET /gym-owner/invoices/{id}/original-details. */
export const mockInvoiceOriginal = (answer: Answer<InvoiceOriginal> = invoiceOriginal) =>
  mockApi('get', '/gym-owner/invoices/:id/original-details', answer);

/** POST /gym-owner/invoices/{id}/charge. */
export const mockChargeInvoice = (answer: Answer<ChargeResult> = ({ params }: Call) => paidCharge(params.id)) =>
  mockApi('post', '/gym-owner/invoices/:id/charge', answer, { message: 'Invoice paid successfully' });

/** GET /gym-owner/invoices/{id}/charge-status. */
export const mockChargeStatus = (answer: Answer<ChargeResult> = ({ params }: Call) => paidCharge(params.id)) =>
  mockApi('get', '/gym-owner/invoices/:id/charge-status', answer);

/** GET /invoice-activities/invoice?invoiceId=. */
export const mockInvoiceActivities = (answer: Answer<{ activities: InvoiceActivity[] }> = { activities: invoiceActivities }) =>
  mockApi('get', '/invoice-activities/invoice', answer);

export const INVOICE_CSV_HEADER = 'Invoice,Period start,Period end,Status,Items,Subtotal,Fees,Total,Due on,Paid at (UTC)';

/** A CSV reply of one line per id, after the header. */
export const csvReply = (ids: readonly string[]) =>
  new HttpResponse(
    [INVOICE_CSV_HEADER, ...ids.map((id) => `${id},2026-03-01,2026-03-31,Open,2,598.00,17.94,615.94,2026-04-15,`)].join('\n'),
    {
      headers: { 'Content-Type': 'text/csv; charset=utf-8' },
    },
  );

/** GET /gym-owner/invoices/download?ids=a,b. */
export const mockDownloadInvoices = (answer: Answer<never> = ({ query }: Call) => csvReply(query.ids.split(','))) =>
  mockApi('get', '/gym-owner/invoices/download', answer);

/** GET /gym-owner/invoices/download-all. */
export const mockDownloadAllInvoices = (answer: Answer<never> = () => csvReply([INVOICE_ID])) =>
  mockApi('get', '/gym-owner/invoices/download-all', answer);

/** The handlers the invoices page needs, with their default fixtures. */
export const invoicesPageHandlers = () => [mockInvoices(), mockInvoiceTotals(), mockBillingOverview()];

/** The handlers the invoice page needs. */
export const invoicePageHandlers = (status: InvoiceStatus = 'OPEN') => [
  mockInvoice(({ params }: Call) => invoiceDetail({ id: params.id, status })),
  mockInvoiceActivities(),
];

/** What GET /gym-owner/billing-transfer answers by default: patients pay, a default card on file. */
export const billingTransfer = (overrides: Partial<BillingTransfer> = {}): BillingTransfer => ({
  billingMode: 'PATIENT_PAID',
  defaultCardLast4: '4242',
  canChange: true,
  ...overrides,
});

/** GET /gym-owner/billing-transfer. */
export const mockBillingTransfer = (answer: Answer<BillingTransfer> = billingTransfer()) =>
  mockApi('get', '/gym-owner/billing-transfer', answer);

/** PUT /gym-owner/billing-transfer: by default saves the mode sent. */
export const mockUpdateBillingTransfer = (
  answer: Answer<BillingTransfer, { billingMode: BillingMode }> = ({ body }) => billingTransfer({ billingMode: body.billingMode }),
) => mockApi('put', '/gym-owner/billing-transfer', answer, { message: 'Billing updated successfully' });
