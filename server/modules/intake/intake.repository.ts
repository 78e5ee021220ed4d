// Read-only joins: orders (the id of the order an intake made, and the order a renewal renews, shown with the intake).
import type { SignedConsent } from '#contracts/onboarding';
import type { IntakeRow } from '#server/platform/db/schema';
import { policyFilter } from '#server/platform/access/policy';
import type { AuditEntry } from '#server/platform/audit/audit';
import { auditedChange, noteLookup, noteRead, type Ctx } from '#server/platform/context';
import type { Db } from '#server/platform/db/client';
import { intakesPolicy } from './intake.policy';

/**
 * Questionnaires, their questions and the intakes answering them. An intake is reached by its secret token (anonymous,
 * or a renewal's) or by its owner (the intakes policy); each write that is audited records its row here, in its
 * transaction, and a lookup notes its read.
 */

export const findQuestionnaireBySlug = (db: Db, slug: string) =>
  db.selectFrom('questionnaires').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();

export const findQuestionnaire = (db: Db, id: string) =>
  db.selectFrom('questionnaires').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export const listQuestions = (db: Db, questionnaireId: string) =>
  db.selectFrom('questions').selectAll().where('questionnaire_id', '=', questionnaireId).orderBy('position').execute();

/** A new intake, and its INTAKE_CREATE row (`created`: the patient, for a renewal, and the row's details). */
export const insertIntake = (
  ctx: Ctx,
  values: {
    questionnaireId: string;
    tokenHash: string;
    partnerId: string | null;
    userId?: string | null;
    renewalOfOrderId?: string | null;
  },
  created: { patientId?: string; details: Record<string, unknown> },
) =>
  auditedChange(
    ctx,
    (db) =>
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
        .executeTakeFirstOrThrow(),
    (row) => ({ action: 'INTAKE_CREATE', resourceType: 'intake', resourceId: row.id, ...created }),
  );

/** An intake by id, whoever asks: the caller proves it holds the intake's token before anything of it is shown. */
export const findIntake = (db: Db, id: string) => db.selectFrom('intakes').selectAll().where('id', '=', id).executeTakeFirst();

/** An intake the signed-in caller reaches by the intakes policy (their own). */
export const findOwnIntake = (ctx: Ctx, id: string) =>
  ctx.db.selectFrom('intakes').selectAll().where('id', '=', id).where(policyFilter(intakesPolicy, ctx.actor)).executeTakeFirst();

/** Notes the caller's lookup of an intake: an INTAKE_READ when it may use it, else a DENIED INTAKE_ACCESS. */
export const noteIntakeLookup = (ctx: Ctx, id: string, found: boolean) =>
  noteLookup(ctx, { action: 'INTAKE_READ', resourceType: 'intake', resourceId: id }, found, { action: 'INTAKE_ACCESS' });

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

/** The medication and plan length of the order a renewal renews (its treatment step starts there), or undefined. */
export const renewedOrder = (db: Db, intakeId: string) =>
  db
    .selectFrom('intakes as i')
    .innerJoin('orders as o', 'o.id', 'i.renewal_of_order_id')
    .select(['o.product_variation_key', 'o.plan_months'])
    .where('i.id', '=', intakeId)
    .executeTakeFirst();

export const lockIntake = (db: Db, id: string) => db.selectFrom('intakes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export type IntakeChanges = Partial<
  Pick<IntakeRow, 'email' | 'phone' | 'current_step' | 'eligible' | 'status' | 'user_id' | 'token_hash'>
> & {
  profile?: Record<string, unknown>;
  answers?: Record<string, unknown>;
  bmi?: number | null;
  screening?: unknown[];
  submittedAt?: Date;
  consent?: SignedConsent | null;
};

/**
 * Changes an intake (reached by its token or its owner: the caller checked which), with its audit row (`entry`: an
 * INTAKE_UPDATE, an INTAKE_SUBMIT) in its transaction when the change is audited on its own.
 */
export const updateIntake = (ctx: Ctx, id: string, changes: IntakeChanges, entry?: AuditEntry): Promise<IntakeRow> =>
  entry ? auditedChange(ctx, (db) => writeIntake(db, id, changes), entry) : writeIntake(ctx.db, id, changes);

function writeIntake(db: Db, id: string, changes: IntakeChanges): Promise<IntakeRow> {
  const { profile, answers, bmi, screening, submittedAt, consent, ...rest } = changes;
  return db
    .updateTable('intakes')
    .set({
      ...rest,
      ...(profile ? { profile: JSON.stringify(profile) } : {}),
      ...(answers ? { answers: JSON.stringify(answers) } : {}),
      ...(bmi !== undefined ? { bmi } : {}),
      ...(screening ? { screening: JSON.stringify(screening) } : {}),
      ...(submittedAt ? { submitted_at: submittedAt } : {}),
      ...(consent !== undefined ? { consent: consent && JSON.stringify(consent) } : {}),
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

/** A new code for the intake's phone (its attempts start again), and its INTAKE_CODE_SENT row. */
export const setPhoneCode = (ctx: Ctx, id: string, codeHash: string, expiresAt: Date) =>
  auditedChange(
    ctx,
    (db) =>
      db
        .updateTable('intakes')
        .set({ phone_code_hash: codeHash, phone_code_expires_at: expiresAt, phone_code_attempts: 0 })
        .where('id', '=', id)
        .execute(),
    { action: 'INTAKE_CODE_SENT', resourceType: 'intake', resourceId: id, details: { via: 'phone' } },
  );

/** Counts a wrong code against the intake, and notes the refused access (DENIED INTAKE_ACCESS by phone). */
export async function addPhoneCodeAttempt(ctx: Ctx, id: string) {
  await ctx.db
    .updateTable('intakes')
    .set((eb) => ({ phone_code_attempts: eb('phone_code_attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
  await noteRead(ctx, {
    action: 'INTAKE_ACCESS',
    resourceType: 'intake',
    resourceId: id,
    outcome: 'DENIED',
    details: { via: 'phone', reason: 'OTP_INVALID' },
  });
}

/** Notes a renewal's payment refused because its answers cannot be submitted (a failed RENEWAL_ORDER). */
export const noteRenewalRefused = (ctx: Ctx, intakeId: string, patientId: string) =>
  noteRead(ctx, { action: 'RENEWAL_ORDER', resourceType: 'intake', resourceId: intakeId, patientId, outcome: 'FAILURE' });

export const clearPhoneCode = (db: Db, id: string) =>
  db.updateTable('intakes').set({ phone_code_hash: null, phone_code_expires_at: null }).where('id', '=', id).execute();
