/** The plan check's reading of a plan (bench/plans.ts): which sequential scans fail it. */
import { describe, expect, it } from 'vitest';
import { seqScans } from '../../bench/plans';

const month = (offset: number) => {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return `audit_logs_y${d.getUTCFullYear()}m${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};
const appendOf = (...relations: string[]) => ({
  'Node Type': 'Append',
  Plans: relations.map((relation) => ({ 'Node Type': 'Seq Scan', 'Relation Name': relation })),
});

describe('the plan check', () => {
  it("fails a sequential scan of this month's or an earlier month's audit partition, of orders, not of a month ahead", () => {
    const plan = appendOf(month(-13), month(0), month(1), month(3), 'audit_logs_default', 'orders', 'payments');
    expect(seqScans(plan, ['orders', 'audit_logs'])).toEqual([
      `Seq Scan on ${month(-13)}`,
      `Seq Scan on ${month(0)}`,
      'Seq Scan on orders',
    ]);
  });
});
