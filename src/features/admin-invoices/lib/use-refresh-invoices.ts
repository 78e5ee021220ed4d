import { useSWRConfig } from 'swr';

const pathOf = (key: unknown) => (Array.isArray(key) ? key[0] : key);
const PREFIXES = ['/super-admin/invoices', '/super-admin/billing-job-logs', '/invoice-activities/invoice'];

/** Reloads every invoice read of this feature (lists, figures, an invoice's details and history, the billing runs). */
export function useRefreshInvoices() {
  const { mutate } = useSWRConfig();
  return () =>
    void mutate((key) => {
      const path = pathOf(key);
      return typeof path === 'string' && PREFIXES.some((p) => path.startsWith(p));
    });
}
