import { localDate } from '@/lib/local-time';

/** SPEC: the CSV's name is `invoices_` and the current date (the viewer's own day). */
export const invoicesCsvName = (now = new Date()) => `invoices_${localDate(now)}.csv`;
