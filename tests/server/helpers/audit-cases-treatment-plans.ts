/**
 * The audit-coverage test's cases for treatment plans and refill check-ins (tests/server/audit-coverage.test.ts): a
 * plan and its check-ins are patient data, so every read and change leaves one row (a check-in two: its own and the
 * WEIGHT activity it logs). They run in this order on the demo patient's seeded plan: reads, a check-in, a review, a
 * dose change, then pause, resume and cancel.
 */
import type { Case } from './audit-cases';

type Send = (method: string, url: string, payload?: unknown) => Promise<Record<string, unknown>>;

const SEVERE = { weight: 199, severity: 'SEVERE', sideEffects: ['NAUSEA'], missedDoses: 0 };

export const treatmentPlanCases = (seed: { demo: { patientId: string } }, asPatient: Send): [string, Case][] => {
  const patient = (url: string, payload?: unknown): Case => ({ as: 'patient', request: async () => ({ url, payload }) });
  return [
    ['GET /patient/treatment-plan', patient('/patient/treatment-plan')],
    ['GET /patient/check-ins', patient('/patient/check-ins')],
    [
      'POST /patient/check-ins',
      {
        ...patient('/patient/check-ins', SEVERE),
        rows: { count: 2, why: 'the check-in (CREATE check_in) and the WEIGHT activity it logs (CREATE activity), one transaction' },
      },
    ],
    [
      'POST /doctors/check-ins/{id}/review',
      {
        as: 'delegate',
        request: async () => {
          const made = await asPatient('POST', '/patient/check-ins', SEVERE);
          return { url: `/doctors/check-ins/${made.id as string}/review`, payload: { note: 'Called the patient' } };
        },
      },
    ],
    // The delegate acting for the demo doctor reads the doctor's check-ins to review (one LIST row).
    ['GET /doctors/check-ins', { as: 'delegate', request: async () => ({ url: '/doctors/check-ins?status=flagged' }) }],
    [
      'GET /doctors/patients/{id}/treatment-plan',
      { as: 'doctor', request: async () => ({ url: `/doctors/patients/${seed.demo.patientId}/treatment-plan` }) },
    ],
    [
      'POST /doctors/patients/{id}/treatment-plan/dose',
      {
        as: 'doctor',
        request: async () => ({
          url: `/doctors/patients/${seed.demo.patientId}/treatment-plan/dose`,
          payload: { action: 'HOLD', reason: 'Another month on this dose' },
        }),
      },
    ],
    ['POST /patient/treatment-plan/pause', patient('/patient/treatment-plan/pause', { reason: 'Traveling' })],
    ['POST /patient/treatment-plan/resume', patient('/patient/treatment-plan/resume', { reason: 'Back home' })],
    ['POST /patient/treatment-plan/cancel', patient('/patient/treatment-plan/cancel', { reason: 'Stopping' })],
  ];
};
