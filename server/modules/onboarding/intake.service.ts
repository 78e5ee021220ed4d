import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import {
  INTAKE_TOKEN_HEADER,
  type Answers,
  type CreateIntakeBody,
  type IntakeProfile,
  type LegacyOnboardingBody,
  type UpdateIntakeBody,
} from '../../../contracts/onboarding';
import { authenticate } from '../../platform/auth/authenticate';
import { newOpaqueToken, sha256 } from '../../platform/auth/secrets';
import type { Database, IntakeRow } from '../../platform/db/schema';
import { badRequest, notFound, unprocessable } from '../../platform/errors';
import { isUsState } from '../catalog/us-states';
import { answersByKey, checkAnswers, intakeView, missingAnswers, questionViews } from './intake.views';
import * as repo from './onboarding.repository';
import { bmiOf, screen } from './screening';

export const INTAKE_QUESTIONNAIRE = 'glp1-intake-v2';
export const RENEWAL_QUESTIONNAIRE = 'glp1-renewal-v1';

type Db = Kysely<Database>;

/** A US phone number in E.164, or a 400 that says what is wrong. */
export function usPhone(value: string, path = 'profile.phone'): string {
  const parsed = parsePhoneNumberFromString(value, 'US');
  if (!parsed || !parsed.isValid() || parsed.country !== 'US')
    throw badRequest('Enter a valid US phone number', [{ path, message: 'Enter a valid US phone number' }]);
  return parsed.number;
}

export async function formOf(db: Db, row: IntakeRow) {
  const [questionnaire, questions] = await Promise.all([
    repo.findQuestionnaire(db, row.questionnaire_id),
    repo.listQuestions(db, row.questionnaire_id),
  ]);
  return { kind: questionnaire.kind, questionsList: questionViews(questions) };
}

export async function present(db: Db, row: IntakeRow) {
  const { kind, questionsList } = await formOf(db, row);
  return { intake: intakeView(row, kind, await repo.orderIdOfIntake(db, row.id)), questionsList };
}

/**
 * The intake the caller may use: by its secret token (anonymous intake), or as the signed-in patient who owns it.
 * Anything else is a 404, so that an intake's existence is never revealed.
 */
export async function authorizeIntake(req: FastifyRequest, id: string, db: Db = req.server.db): Promise<IntakeRow> {
  const row = await repo.findIntake(db, id);
  const token = req.headers[INTAKE_TOKEN_HEADER];
  if (row && typeof token === 'string' && token && sha256(token) === row.token_hash) return row;
  if (row && req.headers.authorization) {
    req.auth ??= await authenticate(req);
    if (req.auth.role === 'PATIENT' && row.user_id === req.auth.userId) return row;
  }
  await req.audit({ action: 'INTAKE_ACCESS', resourceType: 'intake', resourceId: id, outcome: 'DENIED' }, db);
  throw notFound('Questionnaire not found');
}

/** Merges changes, normalises the phone, re-computes the BMI and re-screens. Nothing is written when a check fails. */
export async function applyChanges(db: Db, row: IntakeRow, body: UpdateIntakeBody): Promise<IntakeRow> {
  if (row.status === 'SUBMITTED') throw unprocessable('This questionnaire was already submitted', 'INTAKE_SUBMITTED');
  const { questionsList } = await formOf(db, row);
  const profile = { ...(row.profile as Partial<IntakeProfile>), ...stripUndefined(body.profile ?? {}) };
  if (body.profile?.phone) profile.phone = usPhone(body.profile.phone);
  if (body.profile?.state && !isUsState(body.profile.state))
    throw badRequest('Choose a US state', [{ path: 'profile.state', message: 'Choose a US state' }]);
  if (body.answers) checkAnswers(questionsList, body.answers);
  const answers: Answers = { ...(row.answers as Answers), ...(body.answers ?? {}) };
  const bmi = profile.height && profile.weight ? bmiOf(profile.height, profile.weight) : null;
  const result = screen({ dateOfBirth: profile.dateOfBirth, bmi, answers: answersByKey(questionsList, answers) });
  return repo.updateIntake(db, row.id, {
    profile,
    answers,
    bmi,
    screening: result.findings,
    eligible: result.eligible,
    status: result.eligible ? 'DRAFT' : 'STOPPED',
    email: profile.email ?? null,
    phone: profile.phone ?? null,
    current_step: body.currentStep ?? row.current_step,
  });
}

const stripUndefined = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

export async function createIntake(req: FastifyRequest, body: CreateIntakeBody, partnerFromLink?: string) {
  const { db } = req.server;
  const partnerId = partnerFromLink ?? body.partnerId ?? null;
  if (partnerId && !(await repo.partnerExists(db, partnerId))) throw notFound('This partner link is not valid');
  const questionnaire = await repo.findQuestionnaireBySlug(db, INTAKE_QUESTIONNAIRE);
  const intakeToken = newOpaqueToken();
  const row = await db.transaction().execute(async (trx) => {
    const created = await repo.insertIntake(trx, { questionnaireId: questionnaire.id, tokenHash: sha256(intakeToken), partnerId });
    const updated = await applyChanges(trx, created, { profile: body.profile, answers: body.answers, currentStep: body.currentStep });
    await req.audit({ action: 'INTAKE_CREATE', resourceType: 'intake', resourceId: created.id, details: { partnerId } }, trx);
    return updated;
  });
  return { ...(await present(db, row)), intakeToken };
}

export async function getIntake(req: FastifyRequest, id: string) {
  const row = await authorizeIntake(req, id);
  await req.audit({ action: 'INTAKE_READ', resourceType: 'intake', resourceId: id });
  return present(req.server.db, row);
}

export async function updateIntake(req: FastifyRequest, id: string, body: UpdateIntakeBody) {
  const { db } = req.server;
  // Authorise before the transaction: PGlite has one connection, and the check may read sessions.
  await authorizeIntake(req, id);
  const row = await db.transaction().execute(async (trx) => {
    const current = await repo.lockIntake(trx, id);
    if (!current) throw notFound('Questionnaire not found');
    const updated = await applyChanges(trx, current, body);
    await req.audit({ action: 'INTAKE_UPDATE', resourceType: 'intake', resourceId: id, details: { step: body.currentStep ?? null } }, trx);
    return updated;
  });
  return present(db, row);
}

/** Legacy yes/no fields mapped onto the v2 questionnaire's question keys. */
const LEGACY_YES_NO: [keyof LegacyOnboardingBody, string][] = [
  ['isDiabetes', 'diabetes'],
  ['isHistoryCancer', 'history_cancer'],
  ['isKidney', 'kidney_disease'],
  ['isAllergicReaction', 'allergic_reaction_glp1'],
  ['isPregnantBreastfeeding', 'pregnant_breastfeeding'],
];
/** Legacy list values that are yes/no questions in v2. */
const LEGACY_LIST_AS_YES: Record<string, string> = { pancreatitis: 'history_pancreatitis', gallbladder_disease: 'gallbladder_disease' };
const LEGACY_LIST_QUESTIONS = ['weight_related_conditions', 'medical_conditions', 'symptoms_conditions'];

/**
 * The legacy steps ask two lists (conditions, symptoms); v2 asks three lists and some yes/no questions.
 * Each value goes to the v2 question that offers it; a list question the legacy step covers but that got
 * no value is answered "none", so that screening knows it was asked.
 */
export function legacyAnswers(body: LegacyOnboardingBody, questionsList: ReturnType<typeof questionViews>): Answers {
  const byKey = new Map(questionsList.map((q) => [q.key, q]));
  const answers: Answers = {};
  for (const [field, key] of LEGACY_YES_NO) if (body[field] !== undefined) answers[byKey.get(key)!.id] = body[field] as boolean;
  const values = [...(body.medicalConditionsHistory ?? []), ...(body.symptomsAndConditions ?? [])];
  if (body.medicalConditionsHistory === undefined && body.symptomsAndConditions === undefined) return answers;
  const lists: Record<string, string[]> = {};
  for (const value of values) {
    if (LEGACY_LIST_AS_YES[value]) {
      answers[byKey.get(LEGACY_LIST_AS_YES[value])!.id] = true;
      continue;
    }
    const key = LEGACY_LIST_QUESTIONS.find((k) => byKey.get(k)!.options.some((o) => o.value === value));
    if (!key)
      throw badRequest(`Unknown condition "${value}"`, [{ path: 'medicalConditionsHistory', message: `Unknown condition "${value}"` }]);
    (lists[key] ??= []).push(value);
  }
  const covered = body.medicalConditionsHistory !== undefined ? ['weight_related_conditions', 'medical_conditions'] : [];
  if (body.symptomsAndConditions !== undefined) covered.push('symptoms_conditions');
  for (const key of LEGACY_LIST_QUESTIONS) {
    if (lists[key]) answers[byKey.get(key)!.id] = lists[key];
    else if (covered.includes(key)) answers[byKey.get(key)!.id] = ['none'];
  }
  return answers;
}

export async function saveLegacyOnboarding(req: FastifyRequest, body: LegacyOnboardingBody) {
  const { db } = req.server;
  const profile: UpdateIntakeBody['profile'] = stripUndefined({
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName,
    gender: body.gender,
    phone: body.phoneNumber,
    height: body.height,
    weight: body.weight,
  });
  const questionnaire = await repo.findQuestionnaireBySlug(db, INTAKE_QUESTIONNAIRE);
  const answers = legacyAnswers(body, questionViews(await repo.listQuestions(db, questionnaire.id)));
  if (!body.intakeId) {
    const created = await createIntake(req, { profile, answers, currentStep: 'legacy' });
    return { intake: created.intake, intakeToken: created.intakeToken };
  }
  const updated = await updateIntake(req, body.intakeId, { profile, answers });
  return { intake: updated.intake, intakeToken: null };
}

/** The intake is complete and eligible: everything a doctor needs, and no hard stop. */
export function assertReadyToSubmit(row: IntakeRow, kind: 'INTAKE' | 'RENEWAL', questionsList: ReturnType<typeof questionViews>) {
  const profile = row.profile as Partial<IntakeProfile>;
  const required: (keyof IntakeProfile)[] =
    kind === 'INTAKE'
      ? ['firstName', 'lastName', 'email', 'phone', 'dateOfBirth', 'gender', 'state', 'address1', 'city', 'zipcode', 'height', 'weight']
      : [];
  const missingProfile = required.filter((k) => profile[k] === undefined || profile[k] === '');
  const missing = missingAnswers(questionsList, row.answers as Answers);
  if (missingProfile.length || missing.length) {
    const details = [
      ...missingProfile.map((k) => ({ path: `profile.${k}`, message: 'Required' })),
      ...missing.map((q) => ({ path: `answers.${q.id}`, message: `Answer "${q.text}"` })),
    ];
    throw unprocessable(
      `Please complete the questionnaire first (${details.length} answer${details.length === 1 ? '' : 's'} missing)`,
      'INTAKE_INCOMPLETE',
    );
  }
  const stop = (row.screening ?? []).find((f) => f.severity === 'HARD_STOP');
  if (row.eligible === false || stop) throw unprocessable(stop?.message ?? 'This treatment is not suitable for you', 'SCREENING_STOP');
}
