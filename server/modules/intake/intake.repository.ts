// Read-only joins: orders (the id of the order an intake made, shown with the intake).
import type { IntakeRow } from '#server/platform/db/schema';
import { policyFilter } from '#server/platform/access/policy';
import type { Ctx } from '#server/platform/context';
import type { Db } from '#server/platform/db/client';
import { intakesPolicy } from './intake.policy';

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

/** An intake by id, whoever asks: the caller proves it holds the intake's token before anything of it is shown. */
export const findIntake = (db: Db, id: string) => db.selectFrom('intakes').selectAll().where('id', '=', id).executeTakeFirst();

/** An intake the signed-in caller reaches by the intakes policy (their own). */
export const findOwnIntake = (ctx: Ctx, id: string) =>
  ctx.db.selectFrom('intakes').selectAll().where('id', '=', id).where(policyFilter(intakesPolicy, ctx.actor)).executeTakeFirst();

export const findIntakeByTokenHash = (db: Db, tokenHash: string) =>
  db.selectFrom('intakes').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** The newest order made from an intake (checkouts and renewals make one each), or null. */
export const orderIdOfIntake = async (db: Db, intakeId: string) =>
  (
    await db
      .selectNoFrom((eb) =>
        eb
          .selectFrom('orders as o')
          .select('o.id')
          .where('o.intake_id', '=', intakeId)
          .orderBy('o.created_at', 'desc')
          .limit(1)
          .as('order_id'),
      )
      .executeTakeFirst()
  )?.order_id ?? null;

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

/** The answers of a user's submitted questionnaires with their question keys, oldest first. */
export const submittedAnswersOf = (db: Db, userId: string) =>
  db
    .selectFrom('intakes')
    .innerJoin('questions', 'questions.questionnaire_id', 'intakes.questionnaire_id')
    .select(['questions.id', 'questions.key', 'intakes.answers', 'intakes.created_at'])
    .where('intakes.user_id', '=', userId)
    .where('intakes.status', '=', 'SUBMITTED')
    .orderBy('intakes.created_at', 'asc')
    .execute();

// --- codes sent to a returning patient's phone

export const setPhoneCode = (db: Db, id: string, codeHash: string, expiresAt: Date) =>
  db
    .updateTable('intakes')
    .set({ phone_code_hash: codeHash, phone_code_expires_at: expiresAt, phone_code_attempts: 0 })
    .where('id', '=', id)
    .execute();

export const addPhoneCodeAttempt = (db: Db, id: string) =>
  db
    .updateTable('intakes')
    .set((eb) => ({ phone_code_attempts: eb('phone_code_attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();

export const clearPhoneCode = (db: Db, id: string) =>
  db.updateTable('intakes').set({ phone_code_hash: null, phone_code_expires_at: null }).where('id', '=', id).execute();
