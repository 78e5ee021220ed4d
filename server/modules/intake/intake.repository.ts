// Read-only joins: orders (the id of the order an intake made, and the order a renewal renews, shown with the intake).
import type { SignedConsent } from '#contracts/onboarding';
import type { IntakeRow } from '#server/platform/db/schema';
import type { AuditEntry } from '#server/platform/audit/audit';
import { auditedChange, inTransaction, noteLookup, noteRead, type Ctx } from '#server/platform/context';
import type { Db } from '#server/platform/db/client';
import { intakeAccess } from './intake.policy';

/**
 * Questionnaires, their questions and the intakes answering them. An intake is reached by its secret token (anonymous,
 * or a renewal's: `ctx.intakeTokenHash`) or by its owner (the intakes policy): `intakeAccess` puts both in the WHERE of
 * every read and write of an intake's row. A returning patient's phone is the one other key: its lookup reads only what
 * the texted code's check needs, and the code's hash is in the WHERE of the change that spends it. Each write that is
 * audited records its row here, in its transaction, and a lookup notes its read.
 *
 * Questionnaires and questions are reference data (the forms themselves, the same for every caller, anonymous ones
 * too): they are read with the raw handle (tests/server/repository-access.test.ts lists them as such).
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

/** An intake the caller reaches: by the token it holds, or as its owner (the intakes policy). */
export const findIntake = (ctx: Ctx, id: string) =>
  ctx.db.selectFrom('intakes').selectAll().where('intakes.id', '=', id).where(intakeAccess(ctx)).executeTakeFirst();

/**
 * Whether an intake with this id exists at all, and nothing of it: a bearer token is checked (a 401 when bad) only for
 * an intake that exists, and one that does not is a 404 for everyone.
 */
export const intakeExists = async (ctx: Ctx, id: string) =>
  Boolean(await ctx.db.selectFrom('intakes').select('intakes.id').where('intakes.id', '=', id).executeTakeFirst());

/** Notes the caller's lookup of an intake: an INTAKE_READ when it may use it, else a DENIED INTAKE_ACCESS. */
export const noteIntakeLookup = (ctx: Ctx, id: string, found: boolean) =>
  noteLookup(ctx, { action: 'INTAKE_READ', resourceType: 'intake', resourceId: id }, found, { action: 'INTAKE_ACCESS' });

/** The intake of a token (a renewal's), found by the token's hash: holding the token is the access. */
export const findIntakeByTokenHash = (ctx: Ctx, tokenHash: string) =>
  ctx.db.selectFrom('intakes').selectAll().where('intakes.token_hash', '=', tokenHash).executeTakeFirst();

/** The newest order made from an intake the caller reaches (checkouts and renewals make one each), or null. */
export const orderIdOfIntake = async (ctx: Ctx, intakeId: string) =>
  (
    await ctx.db
      .selectFrom('intakes')
      .innerJoin('orders as o', 'o.intake_id', 'intakes.id')
      .select('o.id')
      .where('intakes.id', '=', intakeId)
      .where(intakeAccess(ctx))
      .orderBy('o.created_at', 'desc')
      .limit(1)
      .executeTakeFirst()
  )?.id ?? null;

/** The medication and plan length of the order a renewal the caller reaches renews (its treatment step starts there). */
export const renewedOrder = (ctx: Ctx, intakeId: string) =>
  ctx.db
    .selectFrom('intakes')
    .innerJoin('orders as o', 'o.id', 'intakes.renewal_of_order_id')
    .select(['o.product_variation_key', 'o.plan_months'])
    .where('intakes.id', '=', intakeId)
    .where(intakeAccess(ctx))
    .executeTakeFirst();

/** An intake the caller reaches, locked for a change in its transaction. */
export const lockIntake = (ctx: Ctx, id: string) =>
  ctx.db.selectFrom('intakes').selectAll().where('intakes.id', '=', id).where(intakeAccess(ctx)).forUpdate().executeTakeFirst();

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
 * Changes an intake the caller reaches (by its token or as its owner), with its audit row (`entry`: an INTAKE_UPDATE,
 * an INTAKE_SUBMIT) in its transaction when the change is audited on its own.
 */
export const updateIntake = (ctx: Ctx, id: string, changes: IntakeChanges, entry?: AuditEntry): Promise<IntakeRow> =>
  entry ? auditedChange(ctx, (db) => writeIntake({ ...ctx, db }, id, changes), entry) : writeIntake(ctx, id, changes);

function writeIntake({ db, ...caller }: Ctx, id: string, changes: IntakeChanges): Promise<IntakeRow> {
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
    .where('intakes.id', '=', id)
    .where(intakeAccess(caller))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The latest intake of a phone, as a returning patient's lookup needs it before the texted code is checked: its id, its
 * account and its code's state, nothing of the answers (the caller proves the phone is theirs with the code, and
 * `spendPhoneCode` reads the intake only then).
 */
export const latestIntakeByPhone = (ctx: Ctx, phone: string, kind: 'INTAKE' | 'RENEWAL' | 'ANY', submittedOnly: boolean) => {
  let query = ctx.db
    .selectFrom('intakes')
    .innerJoin('questionnaires as q', 'q.id', 'intakes.questionnaire_id')
    .select(['intakes.id', 'intakes.user_id', 'intakes.phone_code_hash', 'intakes.phone_code_expires_at', 'intakes.phone_code_attempts'])
    .where('intakes.phone', '=', phone)
    .orderBy('intakes.created_at', 'desc')
    .limit(1);
  if (kind !== 'ANY') query = query.where('q.kind', '=', kind);
  if (submittedOnly) query = query.where('intakes.status', '=', 'SUBMITTED');
  return query.executeTakeFirst();
};

/** The answers of a user's submitted questionnaires (those the caller reaches) with their question keys, oldest first. */
export const submittedAnswersOf = (ctx: Ctx, userId: string) =>
  ctx.db
    .selectFrom('intakes')
    .innerJoin('questions', 'questions.questionnaire_id', 'intakes.questionnaire_id')
    .select(['questions.id', 'questions.key', 'intakes.answers', 'intakes.created_at'])
    .where('intakes.user_id', '=', userId)
    .where(intakeAccess(ctx))
    .where('intakes.status', '=', 'SUBMITTED')
    .orderBy('intakes.created_at', 'asc')
    .execute();

// --- codes sent to a returning patient's phone

/**
 * A new code for the intake's phone (its attempts start again), and its INTAKE_CODE_SENT row: on the intake of the
 * phone the caller named (the phone is in the WHERE, as it found the intake).
 */
export const setPhoneCode = (ctx: Ctx, id: string, phone: string, codeHash: string, expiresAt: Date) =>
  auditedChange(
    ctx,
    (db) =>
      db
        .updateTable('intakes')
        .set({ phone_code_hash: codeHash, phone_code_expires_at: expiresAt, phone_code_attempts: 0 })
        .where('intakes.id', '=', id)
        .where('intakes.phone', '=', phone)
        .execute(),
    { action: 'INTAKE_CODE_SENT', resourceType: 'intake', resourceId: id, details: { via: 'phone' } },
  );

/** Counts a wrong code against the intake of the phone named, and notes the refused access (DENIED INTAKE_ACCESS by phone). */
export async function addPhoneCodeAttempt(ctx: Ctx, id: string, phone: string) {
  await ctx.db
    .updateTable('intakes')
    .set((eb) => ({ phone_code_attempts: eb('phone_code_attempts', '+', 1) }))
    .where('intakes.id', '=', id)
    .where('intakes.phone', '=', phone)
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

/**
 * Spends the code texted to the intake's phone: the UPDATE carries the hash of the code the caller typed, so only they
 * change (and read) the intake; with `newTokenHash`, a new token for it as well (a returning patient resuming their
 * questionnaire), audited as that patient's INTAKE_READ by phone. The intake as it is now, or undefined when the code
 * was not (or no longer) its code.
 */
export const spendPhoneCode = (ctx: Ctx, id: string, codeHash: string, newTokenHash?: string) =>
  inTransaction(ctx, async (tx) => {
    const row = await tx.db
      .updateTable('intakes')
      .set({ phone_code_hash: null, phone_code_expires_at: null, ...(newTokenHash ? { token_hash: newTokenHash } : {}) })
      .where('intakes.id', '=', id)
      .where('intakes.phone_code_hash', '=', codeHash)
      .returningAll()
      .executeTakeFirst();
    if (row && newTokenHash)
      await tx.audit.record(tx.db, { action: 'INTAKE_READ', resourceType: 'intake', resourceId: id, details: { via: 'phone' } });
    return row;
  });
