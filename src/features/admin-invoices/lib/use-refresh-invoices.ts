import { adminInvoicesKey } from '@/api/admin-invoices/get-admin-invoices';
import { billingJobLogsKey } from '@/api/admin-invoices/get-billing-job-logs';
import { feeDetailsKey } from '@/api/admin-invoices/get-fee-details';
import { invoiceSummaryKey } from '@/api/admin-invoices/get-invoice-summary';
import { originalDetailsKey } from '@/api/admin-invoices/get-original-details';
import { invoiceActivitiesKey } from '@/api/invoices/get-invoice-activities';
import { useRevalidate } from '@/lib/swr-hooks';

/** Every invoice read of this feature: lists, figures, an invoice's details and history, the billing runs. */
const INVOICE_READS = [adminInvoicesKey, invoiceSummaryKey, originalDetailsKey, feeDetailsKey, invoiceActivitiesKey, billingJobLogsKey];

/** Reloads every invoice read of this feature. */
export function useRefreshInvoices() {
  const revalidate = useRevalidate();
  return () => void revalidate(...INVOICE_READS);
}
