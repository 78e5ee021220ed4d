import { sql, type Kysely } from 'kysely';
import type { Database, IntakeRow } from '../../platform/db/schema';

type Db = Kysely<Database>;

export const findQuestionnaireBySlug = (db: Db, slug: string) =>
  db.selectFrom('questionnaires').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();

export const findQuestionnaire = (db: Db, id: string) =>
  db.selectFrom('questionnaires').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export const listQuestions = (db: Db, questionnaireId: string) =>
  db.selectFrom('questions').selectAll().where('questionnaire_id', '=', questionnaireId).orderBy('position').execute();

export const insertIntake = (
  db: Db,
  values: {
    questionnaireId: string;
    tokenHash: string;
    partnerId: string | null;
    userId?: string | null;
    renewalOfOrderId?: string | null;
  },
) =>
  db
    .insertInto('intakes')
    .values({
      questionnaire_id: values.questionnaireId,
      token_hash: values.tokenHash,
      partner_id: values.partnerId,
      user_id: values.userId ?? null,
      renewal_of_order_id: values.renewalOfOrderId ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

export const findIntake = (db: Db, id: string) => db.selectFrom('intakes').selectAll().where('id', '=', id).executeTakeFirst();

export const findIntakeByTokenHash = (db: Db, tokenHash: string) =>
  db.selectFrom('intakes').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

export const lockIntake = (db: Db, id: string) => db.selectFrom('intakes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export type IntakeChanges = Partial<
  Pick<IntakeRow, 'email' | 'phone' | 'current_step' | 'eligible' | 'status' | 'user_id' | 'token_hash'>
> & {
  profile?: Record<string, unknown>;
  answers?: Record<string, unknown>;
  bmi?: number | null;
  screening?: unknown[];
  submittedAt?: Date;
};

export async function updateIntake(db: Db, id: string, changes: IntakeChanges): Promise<IntakeRow> {
  const { profile, answers, bmi, screening, submittedAt, ...rest } = changes;
  return db
    .updateTable('intakes')
    .set({
      ...rest,
      ...(profile ? { profile: JSON.stringify(profile) } : {}),
      ...(answers ? { answers: JSON.stringify(answers) } : {}),
      ...(bmi !== undefined ? { bmi } : {}),
      ...(screening ? { screening: JSON.stringify(screening) } : {}),
      ...(submittedAt ? { submitted_at: submittedAt } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const orderIdOfIntake = async (db: Db, intakeId: string) =>
  (await db.selectFrom('orders').select('id').where('intake_id', '=', intakeId).orderBy('created_at', 'desc').executeTakeFirst())?.id ??
  null;

export const partnerExists = async (db: Db, partnerId: string) =>
  Boolean(await db.selectFrom('partners').select('id').where('id', '=', partnerId).executeTakeFirst());

/** The partner's doctor, else the longest-serving doctor licensed in the state, else none (an admin assigns one). */
export async function doctorFor(db: Db, partnerId: string | null, state: string): Promise<string | null> {
  if (partnerId) {
    const partner = await db.selectFrom('partners').select('doctor_id').where('id', '=', partnerId).executeTakeFirst();
    if (partner?.doctor_id) return partner.doctor_id;
  }
  const doctor = await db
    .selectFrom('doctors')
    .innerJoin('users', 'users.id', 'doctors.user_id')
    .select('doctors.id')
    .where(sql<boolean>`${state} = any(doctors.license_states)`)
    .where('users.deleted_at', 'is', null)
    .where('users.role', '=', 'DOCTOR')
    .orderBy('doctors.created_at')
    .executeTakeFirst();
  return doctor?.id ?? null;
}

export const findOrder = (db: Db, id: string) => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();

export const latestIntakeByPhone = (db: Db, phone: string, kind: 'INTAKE' | 'RENEWAL' | 'ANY', submittedOnly: boolean) => {
  let query = db
    .selectFrom('intakes')
    .innerJoin('questionnaires as q', 'q.id', 'intakes.questionnaire_id')
    .selectAll('intakes')
    .where('intakes.phone', '=', phone)
    .orderBy('intakes.created_at', 'desc')
    .limit(1);
  if (kind !== 'ANY') query = query.where('q.kind', '=', kind);
  if (submittedOnly) query = query.where('intakes.status', '=', 'SUBMITTED');
  return query.executeTakeFirst();
};

export const latestOrderOfUser = (db: Db, userId: string) =>
  db
    .selectFrom('orders')
    .innerJoin('patients', 'patients.id', 'orders.patient_id')
    .select(['orders.id', 'orders.patient_id', 'orders.partner_id', 'orders.doctor_id', 'orders.product_variation_key'])
    .where('patients.user_id', '=', userId)
    .orderBy('orders.created_at', 'desc')
    .executeTakeFirst();
