import type { Kysely } from 'kysely';
import type { Database } from './schema';

const DAY = 86_400_000;

/** A day `days` from now at `hour`:00 UTC. */
const at = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};

/**
 * The demo care sessions (demo seed): the demo nurse's onboarding call with the demo patient, held last week with
 * notes, and a check-in in three days, so that the care portal's /sessions and the patient's "Upcoming call" show one.
 */
export async function seedDemoSessions(trx: Kysely<Database>, ids: { nurseUserId: string; patientId: string }) {
  const held = at(-7, 16);
  const next = at(3, 16);
  await trx
    .insertInto('care_sessions')
    .values([
      {
        patient_id: ids.patientId,
        host_id: ids.nurseUserId,
        kind: 'ONBOARDING',
        starts_at: held,
        duration_minutes: 30,
        ends_at: new Date(held.getTime() + 30 * 60_000),
        created_by: ids.nurseUserId,
      },
      {
        patient_id: ids.patientId,
        host_id: ids.nurseUserId,
        kind: 'CHECK_IN',
        starts_at: next,
        duration_minutes: 30,
        ends_at: new Date(next.getTime() + 30 * 60_000),
        created_by: ids.nurseUserId,
      },
    ])
    .execute();
  // Held last week: completed with the nurse's notes (a session is written SCHEDULED, then closed).
  await trx
    .updateTable('care_sessions')
    .set({
      status: 'COMPLETED',
      notes: 'Walked through the first injection and storage. Mild nausea expected in week one; smaller meals advised.',
    })
    .where('patient_id', '=', ids.patientId)
    .where('starts_at', '=', held)
    .execute();
}
