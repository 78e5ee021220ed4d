import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { chargeInvoice } from '@/api/invoices/charge-invoice';
import { downloadAllInvoices } from '@/api/invoices/download-all-invoices';
import { downloadInvoices } from '@/api/invoices/download-invoices';
import { getBillingOverview } from '@/api/invoices/get-billing-overview';
import { getChargeStatus } from '@/api/invoices/get-charge-status';
import { getInvoice } from '@/api/invoices/get-invoice';
import { getInvoiceActivities } from '@/api/invoices/get-invoice-activities';
import { getInvoiceOriginal } from '@/api/invoices/get-invoice-original';
import { getInvoiceTotals } from '@/api/invoices/get-invoice-totals';
import { getInvoices } from '@/api/invoices/get-invoices';
import { configureApiClient } from '@/lib/api-client';
import { apiError } from '../mocks/http';
import {
  billingOverview,
  INVOICE_CSV_HEADER,
  INVOICE_ID,
  invoiceActivities,
  invoiceDetail,
  invoiceId,
  invoiceOriginal,
  invoiceTotals,
  mockBillingOverview,
  mockChargeInvoice,
  mockChargeStatus,
  mockDownloadAllInvoices,
  mockDownloadInvoices,
  mockInvoice,
  mockInvoiceActivities,
  mockInvoiceOriginal,
  mockInvoices,
  mockInvoiceTotals,
  paidCharge,
} from '../mocks/invoices';
import { server, setupMswLifecycle } from '../support/msw';
import { withNodeBlob } from '../support/node-blob';

setupMswLifecycle();
withNodeBlob();

// The invoice calls against the shared msw handlers: each parses the reply with its contract.

describe('invoice API calls', () => {
  it('pages the invoices with status and sort', async () => {
    const list = mockInvoices();
    server.use(list);
    const page = await getInvoices({ page: 2, limit: 10, sort: 'totalCents:desc', status: 'OPEN' });
    expect(page).toMatchObject({ total: 12, page: 2, totalPages: 2 });
    expect(page.items).toHaveLength(2);
    expect(list.queries).toEqual([{ page: '2', limit: '10', sort: 'totalCents:desc', status: 'OPEN' }]);
  });

  it('reads one invoice, its original details and its history', async () => {
    const activities = mockInvoiceActivities();
    server.use(mockInvoice(), mockInvoiceOriginal(), activities);
    expect(await getInvoice(INVOICE_ID)).toEqual(invoiceDetail());
    expect(await getInvoiceOriginal(INVOICE_ID)).toEqual(invoiceOriginal);
    expect(await getInvoiceActivities(INVOICE_ID)).toEqual(invoiceActivities);
    expect(activities.queries).toEqual([{ invoiceId: INVOICE_ID }]);
  });

  it('reads the totals by status and the billing overview', async () => {
    server.use(mockInvoiceTotals(), mockBillingOverview());
    expect(await getInvoiceTotals()).toEqual(invoiceTotals.totals);
    expect(await getBillingOverview()).toEqual(billingOverview);
  });

  it('charges with an Idempotency-Key, a new one per call, and reads the charge status', async () => {
    const charge = mockChargeInvoice();
    server.use(charge, mockChargeStatus());
    expect(await chargeInvoice(INVOICE_ID)).toEqual({ ...paidCharge(), message: 'Invoice paid successfully' });
    await chargeInvoice(INVOICE_ID);
    const keys = charge.calls.map((c) => c.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[A-Za-z0-9-]{8,}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(await getChargeStatus(INVOICE_ID)).toEqual(paidCharge());
  });

  it('retries a charge that got no reply once, with the same key; a decline is not retried', async () => {
    let first = true;
    const charge = mockChargeInvoice(({ params }) => {
      if (!first) return paidCharge(params.id);
      first = false;
      return HttpResponse.error();
    });
    server.use(charge);
    await chargeInvoice(INVOICE_ID, 'click-key-0001');
    expect(charge.calls.map((c) => c.headers.get('idempotency-key'))).toEqual(['click-key-0001', 'click-key-0001']);

    const declined = mockChargeInvoice(() => apiError(402, 'Your card was declined.', 'PAYMENT_DECLINED'));
    server.use(declined);
    await expect(chargeInvoice(INVOICE_ID)).rejects.toMatchObject({ response: { status: 402 } });
    expect(declined.calls).toHaveLength(1);
  });

  it('downloads the CSV of the selected invoices (ids joined by commas) and of all, with the delegate token', async () => {
    const unbind = configureApiClient({
      getSession: () => ({ accessToken: 'owner-token', refreshToken: null, delegateAccessToken: 'delegate-token' }),
      onTokensRefreshed: () => undefined,
      onSessionEnded: () => undefined,
    });
    const selected = mockDownloadInvoices();
    const all = mockDownloadAllInvoices();
    server.use(selected, all);
    const blob = await downloadInvoices([invoiceId(1), invoiceId(2)]);
    expect(blob).toBeInstanceOf(Blob);
    expect((await blob.text()).split('\n')).toEqual([
      INVOICE_CSV_HEADER,
      expect.stringContaining(invoiceId(1)),
      expect.stringContaining(invoiceId(2)),
    ]);
    expect(selected.queries).toEqual([{ ids: `${invoiceId(1)},${invoiceId(2)}` }]);
    expect(selected.calls[0].headers.get('authorization')).toBe('Bearer delegate-token');

    expect(await (await downloadAllInvoices('PAID')).text()).toContain(INVOICE_CSV_HEADER);
    expect(all.queries).toEqual([{ status: 'PAID' }]);
    unbind();
  });
});
