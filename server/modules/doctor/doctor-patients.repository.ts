import { sql, type Kysely } from 'kysely';
import type { DoctorPatientListQuery } from '../../../contracts/doctor';
import { ownsPatient } from '../../platform/access/patient-scope';
import type { AuthContext } from '../../platform/auth/authenticate';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database>;

const scopedPatients = (db: Db, auth: AuthContext) =>
  db
    .selectFrom('patients')
    .innerJoin('users as u', 'u.id', 'patients.user_id')
    .leftJoin('partners as pa', 'pa.id', 'patients.partner_id')
    .where(ownsPatient(auth))
    .where('u.deleted_at', 'is', null);

// A `date` column arrives as a Date at midnight UTC-or-local; the contract wants the calendar day as written.
const dateOfBirth = sql<string | null>`to_char(patients.date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth');

const columns = [
  'patients.id',
  'patients.user_id',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.phone_number',
  dateOfBirth,
  'patients.gender',
  'patients.address1',
  'patients.address2',
  'patients.city',
  'patients.state',
  'patients.zipcode',
  'patients.country',
  'patients.status',
  'patients.partner_id',
  'pa.business_name as partner_name',
  'patients.created_at',
] as const;

export type PatientRecordRow = NonNullable<Awaited<ReturnType<typeof findPatient>>>;

const escapeLike = (term: string) => `%${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/** One page of the doctor's patients, searched by name, e-mail or phone, sorted and counted in SQL. */
export async function listPatients(db: Db, auth: AuthContext, query: DoctorPatientListQuery) {
  let base = scopedPatients(db, auth);
  if (query.search) {
    const term = escapeLike(query.search);
    const digits = query.search.replace(/\D/g, '');
    base = base.where((eb) =>
      eb.or([
        eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', term),
        eb('u.email', 'ilike', term),
        ...(digits.length >= 3 ? [eb('u.phone_number', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  const [field, direction] = query.sort.split(':') as ['name' | 'createdAt', 'asc' | 'desc'];
  let page = base.select(columns);
  page =
    field === 'name'
      ? page.orderBy('u.last_name', direction).orderBy('u.first_name', direction)
      : page.orderBy('patients.created_at', direction);
  const [rows, count] = await Promise.all([
    page
      .orderBy('patients.id')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export const findPatient = (db: Db, auth: AuthContext, patientId: string) =>
  scopedPatients(db, auth).select(columns).where('patients.id', '=', patientId).executeTakeFirst();

/** The patient's newest submitted intake, through the order it created. */
export const latestSubmittedIntake = (db: Db, patientId: string) =>
  db
    .selectFrom('orders as o')
    .innerJoin('intakes as i', 'i.id', 'o.intake_id')
    .select(['o.id as order_id', 'i.questionnaire_id', 'i.profile', 'i.answers', 'i.bmi', 'i.screening', 'i.submitted_at'])
    .where('o.patient_id', '=', patientId)
    .where('i.status', '=', 'SUBMITTED')
    .orderBy('i.submitted_at', (ob) => ob.desc().nullsLast())
    .orderBy('o.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();

export async function updatePatientRecord(
  db: Db,
  ids: { userId: string; patientId: string },
  user: Record<string, string | null>,
  patient: Record<string, string | null>,
) {
  const now = new Date();
  if (Object.keys(user).length)
    await db
      .updateTable('users')
      .set({ ...user, updated_at: now })
      .where('id', '=', ids.userId)
      .execute();
  if (Object.keys(patient).length)
    await db
      .updateTable('patients')
      .set({ ...patient, updated_at: now })
      .where('id', '=', ids.patientId)
      .execute();
}
