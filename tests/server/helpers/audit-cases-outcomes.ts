/**
 * The audit-coverage test's cases for outcomes (tests/server/audit-coverage.test.ts): a patient's chart and the doctor's
 * lists are patient data (one READ or LIST row each, the list's row naming the patients shown); the doctor's decision
 * is a change of the plan (OUTCOME_REVIEW); the partners' and administrators' aggregates name no patient and leave one
 * READ row each. They run on the demo patient's seeded plan, before the treatment-plan cases cancel it.
 */
import type { Case } from './audit-cases';

export const outcomeCases = (seed: { demo: { patientId: string } }): [string, Case][] => [
  ['GET /patient/outcomes', { as: 'patient', request: async () => ({ url: '/patient/outcomes' }) }],
  [
    'GET /doctors/patients/{id}/outcomes',
    { as: 'doctor', request: async () => ({ url: `/doctors/patients/${seed.demo.patientId}/outcomes` }) },
  ],
  ['GET /doctors/outcomes/attention', { as: 'delegate', request: async () => ({ url: '/doctors/outcomes/attention' }) }],
  [
    'POST /doctors/patients/{id}/outcomes/review',
    {
      as: 'doctor',
      request: async () => ({ url: `/doctors/patients/${seed.demo.patientId}/outcomes/review`, payload: { decision: 'CONTINUE' } }),
    },
  ],
  ['GET /gym-owner/outcomes', { as: 'partner', request: async () => ({ url: '/gym-owner/outcomes' }) }],
  ['GET /super-admin/outcomes', { as: 'admin', request: async () => ({ url: '/super-admin/outcomes?by=partner' }) }],
];
