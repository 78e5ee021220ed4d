import type { Answers, CreateIntakeBody, IntakeProfile, LegacyOnboardingBody, Question, UpdateIntakeBody } from '#contracts/onboarding';
import { newOpaqueToken, sha256 } from '#server/platform/auth/secrets';
import type { AuditEntry } from '#server/platform/audit/audit';
import { inTransaction, withActor, type Ctx } from '#server/platform/context';
import type { IntakeRow } from '#server/platform/db/schema';
import { badRequest, notFound, unprocessable } from '#server/platform/errors';
import { usPhone } from '#server/platform/validation';
import * as accounts from '#server/modules/accounts/accounts.service';
import { partnerBrand } from '#server/modules/accounts/partner-profile.service';
import { PRICING_PLANS } from '#server/modules/catalog/catalog.service';
import { newOrderPrices } from '#server/modules/catalog/custom-pricing.service';
import { checkZipInState, isUsState } from '#server/platform/us-states';
import * as repo from './intake.repository';
import { holdingIntakeToken } from './intake.policy';
import { answersByKey, checkAnswers, intakeView, missingAnswers, sameName } from './intake.views';
import { formOf, questionnaireBySlug } from './questionnaires.service';
import { bmiOf, screen } from './screening';
import { countOf } from '#contracts/plural';

export const INTAKE_QUESTIONNAIRE = 'glp1-intake-v2';
export const RENEWAL_QUESTIONNAIRE = 'glp1-renewal-v1';

/** The same work as the account an intake belongs to (vouched for by the intake's token or a code sent to its phone). */
export async function asAccount(ctx: Ctx, userId: string): Promise<Ctx> {
  if (ctx.actor.kind === 'user' && ctx.actor.userId === userId) return ctx;
  return withActor(ctx, await accounts.actorOfAccount(ctx, userId));
}

/** An intake with its questions and, once it made one, its order. */
export async function present(ctx: Ctx, row: IntakeRow) {
  const { kind, questionsList } = await formOf(ctx, row.questionnaire_id);
  const orderId = row.user_id ? await repo.orderIdOfIntake(ctx, row.id) : null;
  const partner = row.partner_id ? await partnerBrand(ctx, row.partner_id) : null;
  const renewed = row.renewal_of_order_id ? await repo.renewedOrder(ctx, row.id) : undefined;
  const renewalOf = renewed && {
    productVariationKey: renewed.product_variation_key,
    planId: PRICING_PLANS.find((p) => p.months === renewed.plan_months)?.id ?? null,
  };
  const variationKey = (row.profile as Partial<IntakeProfile>).productVariationKey;
  const prices = variationKey ? await newOrderPrices(ctx, row.partner_id, variationKey) : undefined;
  return {
    intake: intakeView(row, kind, orderId, renewalOf ?? null),
    questionsList,
    ...(partner ? { partner } : {}),
    ...(prices ? { prices } : {}),
  };
}

/**
 * The intake the caller may use: by its secret token (anonymous intake), or as the signed-in patient who owns it
 * (the bearer token is checked only then). Anything else is a 404, so that an intake's existence is never revealed.
 * Returns the context to go on with: holding the intake's token when the token decided (every later read and write of
 * the intake carries it in its WHERE), signed in when the bearer token decided.
 */
export async function authorizeIntake(ctx: Ctx, id: string, token: string | undefined): Promise<{ ctx: Ctx; intake: IntakeRow }> {
  const holder = token ? holdingIntakeToken(ctx, sha256(token)) : undefined;
  let caller = ctx;
  let intake = holder ? await repo.findIntake(holder, id) : undefined;
  if (intake) caller = holder!;
  else if (ctx.actor.kind === 'user') intake = await repo.findIntake(ctx, id);
  else if (ctx.signIn && (await repo.intakeExists(ctx, id))) {
    caller = await ctx.signIn();
    intake = await repo.findIntake(caller, id);
  }
  // The read is the call's audit row unless the call goes on to change the intake.
  await repo.noteIntakeLookup(caller, id, Boolean(intake));
  if (!intake) throw notFound('Questionnaire not found');
  return { ctx: caller, intake };
}

/**
 * Merges changes, normalises the phone, re-computes the BMI and re-screens. Nothing is written when a check fails;
 * `entry` is the change's audit row, when it is audited on its own (a step saved).
 */
export async function applyChanges(ctx: Ctx, row: IntakeRow, body: UpdateIntakeBody, entry?: AuditEntry): Promise<IntakeRow> {
  if (row.status === 'SUBMITTED') throw unprocessable('This questionnaire was already submitted', 'INTAKE_SUBMITTED');
  const { questionsList } = await formOf(ctx, row.questionnaire_id);
  const profile = { ...(row.profile as Partial<IntakeProfile>), ...stripUndefined(body.profile ?? {}) };
  if (body.profile?.phone) profile.phone = usPhone(body.profile.phone, 'profile.phone');
  if (body.profile?.state && !isUsState(body.profile.state))
    throw badRequest('Choose a US state', [{ path: 'profile.state', message: 'Choose a US state' }]);
  // Checked when the ZIP is sent (the address step); a state changed later is caught there again and at checkout.
  if (body.profile?.zipcode !== undefined) checkZipInState(profile.zipcode, profile.state, 'profile.zipcode');
  if (body.answers) checkAnswers(questionsList, body.answers);
  const answers: Answers = { ...(row.answers as Answers), ...(body.answers ?? {}) };
  const bmi = profile.height && profile.weight ? bmiOf(profile.height, profile.weight) : null;
  const consent = consentChange(row, profile, body.consent);
  const result = screen({ dateOfBirth: profile.dateOfBirth, bmi, answers: answersByKey(questionsList, answers) });
  const changes: repo.IntakeChanges = {
    profile,
    answers,
    bmi,
    screening: result.findings,
    eligible: result.eligible,
    status: result.eligible ? 'DRAFT' : 'STOPPED',
    email: profile.email ?? null,
    phone: profile.phone ?? null,
    current_step: body.currentStep ?? row.current_step,
    ...(consent !== undefined ? { consent } : {}),
  };
  return repo.updateIntake(ctx, row.id, changes, entry);
}

/**
 * The consent to keep after a change (undefined: unchanged). A signature must match the intake's name (422 otherwise,
 * nothing saved); a kept one is dropped when the name changes, so that Payment asks for it again.
 */
function consentChange(row: IntakeRow, profile: Partial<IntakeProfile>, signed: UpdateIntakeBody['consent']) {
  const name = `${profile.firstName ?? ''} ${profile.lastName ?? ''}`;
  if (signed) {
    if (!sameName(signed.signedName, name)) {
      throw unprocessable('Type your full name exactly as you entered it to sign the consent', 'CONSENT_NAME_MISMATCH');
    }
    const { agreed: _agreed, ...kept } = signed;
    return { ...kept, signedName: signed.signedName.replace(/\s+/g, ' '), signedAt: new Date().toISOString() };
  }
  if (row.consent && !sameName(row.consent.signedName, name)) return null;
  return undefined;
}

const stripUndefined = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** GET /sign-up-patient/{gymOwnerId}: the partner a link names, for its first page; 404 when there is none. */
export async function partnerOfLink(ctx: Ctx, partnerId: string) {
  const partner = await partnerBrand(ctx, partnerId);
  if (!partner) throw notFound('This partner link is not valid');
  return partner;
}

export async function createIntake(ctx: Ctx, body: CreateIntakeBody, partnerFromLink?: string) {
  const partnerId = partnerFromLink ?? body.partnerId ?? null;
  if (partnerId && !(await accounts.partnerExists(ctx, partnerId))) throw notFound('This partner link is not valid');
  const { questionnaire } = await questionnaireBySlug(ctx, INTAKE_QUESTIONNAIRE);
  const intakeToken = newOpaqueToken();
  // The caller holds the token it is given from the start: the intake's first answers are saved with it.
  const holder = holdingIntakeToken(ctx, sha256(intakeToken));
  const row = await inTransaction(holder, async (tx) => {
    const values = { questionnaireId: questionnaire.id, tokenHash: sha256(intakeToken), partnerId };
    const created = await repo.insertIntake(tx, values, { details: { partnerId } });
    return applyChanges(tx, created, { profile: body.profile, answers: body.answers, currentStep: body.currentStep });
  });
  return { ...(await present(holder, row)), intakeToken };
}

export async function getIntake(ctx: Ctx, id: string, token: string | undefined) {
  const { ctx: caller, intake } = await authorizeIntake(ctx, id, token);
  return present(caller, intake);
}

/** Saves answers and progress; with `submit`, also submits the questionnaire (its owner, signed in). */
export async function updateIntake(ctx: Ctx, id: string, body: UpdateIntakeBody, token: string | undefined, submit = false) {
  // Authorise before the transaction: PGlite has one connection, and the check may read sessions.
  const authorized = await authorizeIntake(ctx, id, token);
  // An intake tied to an account (a renewal, carried by its renewal token) is changed as that patient, audited as theirs.
  const caller = authorized.intake.user_id ? await asAccount(authorized.ctx, authorized.intake.user_id) : authorized.ctx;
  const patientId = caller.actor.kind === 'user' ? caller.actor.patientId : null;
  const row = await inTransaction(caller, async (tx) => {
    const current = await repo.lockIntake(tx, id);
    if (!current) throw notFound('Questionnaire not found');
    const entry = {
      action: 'INTAKE_UPDATE',
      resourceType: 'intake',
      resourceId: id,
      patientId,
      details: { step: body.currentStep ?? null },
    };
    const updated = await applyChanges(tx, current, body, submit ? undefined : entry);
    if (!submit) return updated;
    const { kind, questionsList } = await formOf(tx, updated.questionnaire_id);
    assertReadyToSubmit(updated, kind, questionsList);
    return repo.updateIntake(
      tx,
      id,
      { status: 'SUBMITTED', submittedAt: new Date() },
      { action: 'INTAKE_SUBMIT', resourceType: 'intake', resourceId: id, patientId },
    );
  });
  return present(caller, row);
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
export function legacyAnswers(body: LegacyOnboardingBody, questionsList: Question[]): Answers {
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

export async function saveLegacyOnboarding(ctx: Ctx, body: LegacyOnboardingBody, token: string | undefined) {
  const profile: UpdateIntakeBody['profile'] = stripUndefined({
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName,
    gender: body.gender,
    phone: body.phoneNumber,
    height: body.height,
    weight: body.weight,
  });
  const { questionsList } = await questionnaireBySlug(ctx, INTAKE_QUESTIONNAIRE);
  const answers = legacyAnswers(body, questionsList);
  if (!body.intakeId) {
    const created = await createIntake(ctx, { profile, answers, currentStep: 'legacy' });
    return { intake: created.intake, intakeToken: created.intakeToken };
  }
  const updated = await updateIntake(ctx, body.intakeId, { profile, answers }, token);
  return { intake: updated.intake, intakeToken: null };
}

/** The intake is complete and eligible: everything a doctor needs, and no hard stop. */
export function assertReadyToSubmit(row: IntakeRow, kind: 'INTAKE' | 'RENEWAL', questionsList: Question[]) {
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
    throw unprocessable(`Please complete the questionnaire first (${countOf(details.length, 'answer')} missing)`, 'INTAKE_INCOMPLETE');
  }
  const stop = (row.screening ?? []).find((f) => f.severity === 'HARD_STOP');
  if (row.eligible === false || stop) throw unprocessable(stop?.message ?? 'This treatment is not suitable for you', 'SCREENING_STOP');
}

/** The intake locked for its submission (a checkout's transaction), or undefined. */
export const lockForSubmit = (ctx: Ctx, id: string) => repo.lockIntake(ctx, id);

/** The intake is submitted (its order made), and belongs to this account from now on when one is named. */
export const markSubmitted = (ctx: Ctx, id: string, userId?: string) =>
  repo.updateIntake(ctx, id, { status: 'SUBMITTED', submittedAt: new Date(), ...(userId ? { user_id: userId } : {}) });
