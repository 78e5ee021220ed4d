import { describe, expect, it } from 'vitest';
import { everyPeriod } from '@/features/partner-account/components/commission-card';

describe('the commission chart of the payout details', () => {
  it('draws every week of the range, zero where nothing was earned', () => {
    const bars = everyPeriod({
      period: 'week',
      startDate: '2026-03-25',
      endDate: '2026-04-22',
      periods: [
        { periodStart: '2026-03-23', commissionCents: 2490 },
        { periodStart: '2026-04-13', commissionCents: 4980 },
      ],
    });
    expect(bars).toEqual([
      { label: 'Week of Mar 23', commissionCents: 2490 },
      { label: 'Week of Mar 30', commissionCents: 0 },
      { label: 'Week of Apr 6', commissionCents: 0 },
      { label: 'Week of Apr 13', commissionCents: 4980 },
      { label: 'Week of Apr 20', commissionCents: 0 },
    ]);
  });

  it('draws every month, the first and the last included', () => {
    const bars = everyPeriod({ period: 'month', startDate: '2026-01-15', endDate: '2026-03-02', periods: [] });
    expect(bars.map((b) => b.label)).toEqual(['Jan 2026', 'Feb 2026', 'Mar 2026']);
  });
});
