/**
 * The audit-coverage test's cases for the super admin's invoices (tests/server/audit-coverage.test.ts): invoice items
 * name patients, so every read and change is audited. Each change is made on an invoice of its own, made first (not
 * counted) from a partner-billed order of the demo partner's patient Jamie.
 */
import type { TestApp } from './app';
import type { Case } from './audit-cases';

type Send = (method: string, url: string, payload?: unknown) => Promise<Record<string, unknown>>;

export const adminInvoiceCases = (
  app: () => TestApp,
  seed: { partnerId: string; jamie: { patientId: string } },
  asAdmin: Send,
): [string, Case][] => {
  /** A new partner-billed order of Jamie's, invoiced by the administrator: the invoice's id. */
  async function makeInvoice(): Promise<string> {
    return (await asAdmin('POST', `/super-admin/orders/${await order()}/invoice`)).id as string;
  }
  const itemOf = async (invoiceId: string) =>
    (await app().db.selectFrom('invoice_items').select('id').where('invoice_id', '=', invoiceId).executeTakeFirstOrThrow()).id;
  /** A new partner-billed order of Jamie's (made straight in the database). */
  const order = async () =>
    (
      await app()
        .db.insertInto('orders')
        .values({
          patient_id: seed.jamie.patientId,
          partner_id: seed.partnerId,
          product_variation_key: 'semaglutide-starter',
          amount_cents: 29_900,
          status: 'APPROVED',
          billed_to: 'PARTNER',
          payment_status: 'UNPAID',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return [
    ['GET /super-admin/invoices', { as: 'admin', request: async () => ({ url: '/super-admin/invoices?search=summit' }) }],
    [
      'GET /super-admin/invoices/totals-by-status',
      { as: 'admin', request: async () => ({ url: '/super-admin/invoices/totals-by-status' }) },
    ],
    [
      'GET /super-admin/invoices/summary-by-status',
      { as: 'admin', request: async () => ({ url: '/super-admin/invoices/summary-by-status' }) },
    ],
    [
      'GET /super-admin/invoices/{id}/dynamic-fee-details',
      { as: 'admin', request: async () => ({ url: `/super-admin/invoices/${await makeInvoice()}/dynamic-fee-details` }) },
    ],
    [
      'GET /super-admin/invoices/{id}/original-details',
      { as: 'admin', request: async () => ({ url: `/super-admin/invoices/${await makeInvoice()}/original-details` }) },
    ],
    [
      'POST /super-admin/orders/{id}/invoice',
      { as: 'admin', request: async () => ({ url: `/super-admin/orders/${await order()}/invoice` }) },
    ],
    [
      'PATCH /super-admin/invoice-item/{id}/amount',
      {
        as: 'admin',
        request: async () => ({
          url: `/super-admin/invoice-item/${await itemOf(await makeInvoice())}/amount`,
          payload: { amount: 25_000 },
        }),
      },
    ],
    [
      'PATCH /super-admin/invoices/{id}/status',
      { as: 'admin', request: async () => ({ url: `/super-admin/invoices/${await makeInvoice()}/status`, payload: { status: 'VOID' } }) },
    ],
    [
      'POST /super-admin/invoices/combine',
      {
        as: 'admin',
        request: async () => ({ url: '/super-admin/invoices/combine', payload: { ids: [await makeInvoice(), await makeInvoice()] } }),
      },
    ],
    ['DELETE /super-admin/invoices/{id}', { as: 'admin', request: async () => ({ url: `/super-admin/invoices/${await makeInvoice()}` }) }],
    [
      'POST /super-admin/invoices/{id}/charge',
      {
        as: 'admin',
        rows: { count: 2, why: 'the payment (PAYMENT on payment) and the invoice it pays (CHARGE_INVOICE), in one transaction' },
        request: async () => ({ url: `/super-admin/invoices/${await makeInvoice()}/charge` }),
      },
    ],
    [
      'POST /super-admin/invoices/bulk-charge',
      {
        as: 'admin',
        rows: { count: 3, why: "each invoice's payment and charge (PAYMENT, CHARGE_INVOICE), then the run (BULK_CHARGE)" },
        request: async () => ({ url: '/super-admin/invoices/bulk-charge', payload: { ids: [await makeInvoice()] } }),
      },
    ],
  ];
};
