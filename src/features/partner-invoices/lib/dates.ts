import { localDate } from '@/lib/local-time';

import { formatDay } from '@/lib/format';

/** A period of whole days: "Mar 1, 2026 – Mar 31, 2026". */
export const formatPeriod = (start: string, end: string) => `${formatDay(start)} – ${formatDay(end)}`;

/** SPEC: the CSV's name is `invoices_` and the current date (the viewer's own day). */
export const invoicesCsvName = (now = new Date()) => `invoices_${localDate(now)}.csv`;
