import { localDate } from '@/lib/local-time';

/**
 * SPEC: the CSV's name is `invoices_` and the current date (the viewer's own day); "Download all" adds what it holds
 * (`_all`, or the status filtered on), so that it never takes the name of a download of the selected invoices.
 */
export function invoicesCsvName(all?: { status?: string }, now = new Date()) {
  const which = all ? `_${(all.status ?? 'all').toLowerCase()}` : '';
  return `invoices_${localDate(now)}${which}.csv`;
}
