import type { COMMISSION_PERIODS } from '@contracts/partner';

export type CommissionPeriod = (typeof COMMISSION_PERIODS)[number];

const dayMonth = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A period's first day (YYYY-MM-DD, UTC) as its label: "Apr 13", "Week of Apr 13" or "Apr 2026". */
export function periodLabel(period: CommissionPeriod, periodStart: string): string {
  const date = new Date(`${periodStart}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return periodStart;
  if (period === 'month') return monthYear.format(date);
  return period === 'week' ? `Week of ${dayMonth.format(date)}` : dayMonth.format(date);
}
