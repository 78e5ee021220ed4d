import { describe, expect, it } from 'vitest';
import { dayRangeText, periodText, shortDayText } from '@contracts/day-range';

describe('dayRangeText', () => {
  it('names the year once within a year, and twice across two', () => {
    expect(dayRangeText('2026-07-01', '2026-07-31')).toBe('Jul 1 to Jul 31, 2026');
    expect(dayRangeText('2025-12-01', '2026-01-31')).toBe('Dec 1, 2025 to Jan 31, 2026');
  });
});

describe('shortDayText', () => {
  it('names the day without its year, never shifted by the time zone (an ISO time counts by its day)', () => {
    expect(shortDayText('2026-11-26')).toBe('Nov 26');
    expect(shortDayText('2026-01-01T23:30:00.000Z')).toBe('Jan 1');
  });
});

describe('periodText', () => {
  it('says the month and the year once where the two days share them', () => {
    expect(periodText('2026-07-01', '2026-07-31')).toBe('Jul 1 – 31, 2026');
    expect(periodText('2026-06-15', '2026-07-14')).toBe('Jun 15 – Jul 14, 2026');
    expect(periodText('2025-12-15', '2026-01-14')).toBe('Dec 15, 2025 – Jan 14, 2026');
    expect(periodText('2026-07-01', '2026-07-01')).toBe('Jul 1, 2026');
  });
});
