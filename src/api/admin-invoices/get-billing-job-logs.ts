import { billingJobLogListReplySchema } from '@contracts/invoices';
import { getListPage, keyFor, usePagedSWR } from '@/lib/swr-hooks';

export type BillingJobLogsQuery = { page: number; limit: number };

export const billingJobLogsKey = keyFor<BillingJobLogsQuery>('/super-admin/billing-job-logs');

/** GET /super-admin/billing-job-logs: the billing runs (auto-billing and bulk charges), newest first. */
export const getBillingJobLogs = (query: BillingJobLogsQuery) =>
  getListPage('/super-admin/billing-job-logs', query, billingJobLogListReplySchema);

export const useBillingJobLogs = (query: BillingJobLogsQuery) => usePagedSWR(billingJobLogsKey(query), getBillingJobLogs);
