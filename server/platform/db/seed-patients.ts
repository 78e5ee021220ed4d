import type { Insertable, Kysely } from 'kysely';
import type { Database, PatientsTable, UsersTable } from './schema';

/** A demo patient: their account (role PATIENT) and the patient record that belongs to it. */
export async function insertDemoPatient(
  trx: Kysely<Database>,
  user: Omit<Insertable<UsersTable>, 'role'>,
  patient: Omit<Insertable<PatientsTable>, 'user_id'>,
): Promise<{ userId: string; patientId: string }> {
  const { id: userId } = await trx
    .insertInto('users')
    .values({ ...user, role: 'PATIENT' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: patientId } = await trx
    .insertInto('patients')
    .values({ ...patient, user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId, patientId };
}
