import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Contracts are named by resource (orders, patients, commissions, partner-profile), never by the audience that reads
 * them: one resource read by two audiences is one contract, the difference is a policy row and a route adapter.
 */
const AUDIENCES = ['admin', 'super-admin', 'doctor', 'partner', 'gym-owner', 'patient', 'sales', 'care-team', 'care'];

export const audienceNamed = (file: string) => {
  const name = file.replace(/\.ts$/, '');
  return AUDIENCES.includes(name) || /^(super-)?admin-/.test(name);
};

describe('contract file names', () => {
  it('tells an audience name from a resource name', () => {
    expect(['partner.ts', 'admin-invoices.ts', 'care-team.ts'].filter(audienceNamed)).toEqual([
      'partner.ts',
      'admin-invoices.ts',
      'care-team.ts',
    ]);
    expect(['partners.ts', 'partner-profile.ts', 'doctor-settings.ts', 'patient-charts.ts'].filter(audienceNamed)).toEqual([]);
  });

  it('names no contract by its audience', () => {
    expect(readdirSync('contracts').filter(audienceNamed)).toEqual([]);
  });
});
