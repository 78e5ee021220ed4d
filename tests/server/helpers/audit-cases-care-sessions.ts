/**
 * The audit-coverage test's cases for care sessions (tests/server/audit-coverage.test.ts): sessions concern patients,
 * so every read and change leaves one row. Care calls as the demo nurse, the patient's as the demo patient; each change
 * works on a session of its own, scheduled first (not counted) by the nurse, each in its own hour.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/platform/db/schema';
import type { Case } from './audit-cases';

type Send = (method: string, url: string, as: 'care' | 'patient', payload?: unknown) => Promise<Record<string, unknown>>;

let hour = 0;
/** A fresh future hour for each session (two years of slots: never an overlap with another case or the seed). */
const nextSlot = () => {
  const d = new Date(Date.now() + (40 + hour++) * 86_400_000);
  d.setUTCHours(11, 0, 0, 0);
  return d.toISOString();
};

export const careSessionCases = (
  seed: { jamie: { patientId: string }; demo: { patientId: string } },
  send: Send,
  db: () => Kysely<Database>,
): [string, Case][] => {
  const made = async (patientId = seed.jamie.patientId) =>
    (await send('POST', '/care/sessions', 'care', { patientId, kind: 'CHECK_IN', startsAt: nextSlot(), durationMinutes: 30 })).id as string;
  const care = (request: () => Promise<{ url: string; payload?: unknown }>): Case => ({ as: 'care', request });
  return [
    ['GET /care/sessions', care(async () => ({ url: '/care/sessions?host=me' }))],
    ['GET /care/sessions/{id}', care(async () => ({ url: `/care/sessions/${await made()}` }))],
    [
      'POST /care/sessions',
      care(async () => ({
        url: '/care/sessions',
        payload: { patientId: seed.jamie.patientId, kind: 'ONBOARDING', startsAt: nextSlot(), durationMinutes: 15 },
      })),
    ],
    [
      'POST /care/sessions/{id}/reschedule',
      care(async () => ({ url: `/care/sessions/${await made()}/reschedule`, payload: { startsAt: nextSlot() } })),
    ],
    [
      'POST /care/sessions/{id}/complete',
      care(async () => {
        // A session is completed once it has started.
        const id = await made();
        await sql`UPDATE care_sessions SET starts_at = now() - interval '3 hours', ends_at = now() - interval '150 minutes' WHERE id = ${id}`.execute(
          db(),
        );
        return { url: `/care/sessions/${id}/complete`, payload: { notes: 'Coverage notes' } };
      }),
    ],
    [
      'POST /care/sessions/{id}/no-show',
      care(async () => {
        const id = await made();
        await sql`UPDATE care_sessions SET starts_at = now() - interval '1 hour', ends_at = now() - interval '30 minutes' WHERE id = ${id}`.execute(
          db(),
        );
        return { url: `/care/sessions/${id}/no-show` };
      }),
    ],
    [
      'POST /care/sessions/{id}/cancel',
      care(async () => ({ url: `/care/sessions/${await made()}/cancel`, payload: { reason: 'Coverage' } })),
    ],
    ['GET /patient/care-sessions', { as: 'patient', request: async () => ({ url: '/patient/care-sessions' }) }],
    [
      'POST /patient/care-sessions/{id}/cancel',
      {
        as: 'patient',
        request: async () => ({ url: `/patient/care-sessions/${await made(seed.demo.patientId)}/cancel`, payload: { reason: 'Coverage' } }),
      },
    ],
  ];
};
