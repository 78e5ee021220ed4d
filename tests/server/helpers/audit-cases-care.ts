/**
 * The audit-coverage test's cases for the care team's calls (tests/server/audit-coverage.test.ts): each read of
 * patient data, as the demo nurse (care@demo.test); what each care role may read is checked in care-team.test.ts.
 */
import type { Case } from './audit-cases';

export const careCases = (seed: { jamie: { patientId: string } }): [string, Case][] => [
  ['GET /care/patients', { as: 'care', request: async () => ({ url: '/care/patients?search=jamie' }) }],
  ['GET /care/patients/{id}', { as: 'care', request: async () => ({ url: `/care/patients/${seed.jamie.patientId}` }) }],
];
