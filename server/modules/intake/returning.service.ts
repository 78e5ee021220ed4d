import type { Answers } from '#contracts/onboarding';
import { hashOtp, newOpaqueToken, newOtpCode, sameHash, sha256 } from '#server/platform/auth/secrets';
import { inTransaction, type Ctx } from '#server/platform/context';
import type { IntakeRow } from '#server/platform/db/schema';
import { notFound, tooManyRequests, unauthorized } from '#server/platform/errors';
import { CODE_NOT_SENT } from '#server/platform/adapters/notify';
import { usPhone } from '#server/platform/validation';
import { checkRateLimit, recordAttempt } from '#server/modules/auth/auth.service';
import * as repo from './intake.repository';
import { holdingIntakeToken } from './intake.policy';
import { applyChanges, present, RENEWAL_QUESTIONNAIRE } from './intake.service';
import { questionnaireBySlug } from './questionnaires.service';

const CODE_TTL_MS = 10 * 60 * 1000;
const MAX_CODE_ATTEMPTS = 5;

export const masked = (phone: string) => `•••-•••-${phone.slice(-4)}`;

/** What a phone's lookup knows of its latest intake before the code is checked (nothing of the answers). */
export type PhoneLookup = NonNullable<Awaited<ReturnType<typeof repo.latestIntakeByPhone>>>;

/**
 * Returning patients are found by phone, but a phone number is no proof of who is asking: the first call texts
 * a code to that number, and only the call with the right code answers the questionnaire (medical data): the code is
 * spent by an UPDATE that carries its hash, which returns the intake (with a new token for it, when `newTokenHash`).
 * The reply to the first call is the same whether or not the number is known.
 */
export async function sendOrCheckCode(
  ctx: Ctx,
  intake: PhoneLookup | undefined,
  phone: string,
  code: string | undefined,
  newTokenHash?: string,
): Promise<IntakeRow | null> {
  const { config, notifier } = ctx.deps;
  if (!code) {
    // Limited and counted alike whether or not the number is known, so that a 429 does not tell which.
    await checkRateLimit(ctx, 'OTP_SENT', phone);
    if (!intake) {
      await recordAttempt(ctx, 'OTP_SENT', phone);
      return null;
    }
    const fresh = newOtpCode();
    await inTransaction(ctx, async (tx) => {
      await repo.setPhoneCode(tx, intake.id, phone, hashOtp(config.JWT_SECRET, intake.id, fresh), new Date(Date.now() + CODE_TTL_MS));
      await recordAttempt(tx, 'OTP_SENT', phone);
    });
    await notifier.send({
      channel: 'sms',
      to: phone,
      subject: 'Your verification code',
      body: `Your Lumen Health verification code is ${fresh}. It expires in 10 minutes.`,
      failureMessage: CODE_NOT_SENT,
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
    return null;
  }
  await checkRateLimit(ctx, 'OTP_FAILURE', null);
  const invalid = () => unauthorized('The code is incorrect or has expired. Request a new one.', 'OTP_INVALID');
  if (!intake?.phone_code_hash || !intake.phone_code_expires_at || intake.phone_code_expires_at.getTime() < Date.now()) throw invalid();
  if (intake.phone_code_attempts >= MAX_CODE_ATTEMPTS) throw tooManyRequests('Too many wrong codes. Request a new code.');
  const codeHash = hashOtp(config.JWT_SECRET, intake.id, code);
  if (!sameHash(intake.phone_code_hash, codeHash)) {
    await repo.addPhoneCodeAttempt(ctx, intake.id, phone);
    await recordAttempt(ctx, 'OTP_FAILURE', null);
    throw invalid();
  }
  // Spent once: a second call with the same code (another tab) finds it gone.
  const spent = await repo.spendPhoneCode(ctx, intake.id, codeHash, newTokenHash);
  if (!spent) throw invalid();
  return spent;
}

/** GET /patients/get-patient-questionnaire-by-phone/{phone}: resume or review one's latest questionnaire. */
export async function questionnaireByPhone(ctx: Ctx, rawPhone: string, code?: string) {
  const phone = usPhone(rawPhone, 'phone');
  const latest = await repo.latestIntakeByPhone(ctx, phone, 'INTAKE', false);
  // The code, once right, gives the caller a new token for the intake (audited as its INTAKE_READ by phone).
  const token = newOpaqueToken();
  const row = await sendOrCheckCode(ctx, latest, phone, code, sha256(token));
  if (!row) return { codeSent: true as const, maskedPhone: masked(phone) };
  return { codeSent: false as const, renewalToken: token, ...(await present(holdingIntakeToken(ctx, sha256(token)), row)) };
}

/** The patient's latest answer to each question key, across their submitted questionnaires. */
async function previousAnswersByKey(ctx: Ctx, userId: string): Promise<Record<string, unknown>> {
  const byKey: Record<string, unknown> = {};
  for (const r of await repo.submittedAnswersOf(ctx, userId)) if (r.id in r.answers) byKey[r.key] = r.answers[r.id];
  return byKey;
}

/** The latest submitted questionnaire (first or renewal) of a phone, which a renewal continues. */
export const latestSubmittedByPhone = (ctx: Ctx, phone: string) => repo.latestIntakeByPhone(ctx, phone, 'ANY', true);

/**
 * A renewal check-in for the account behind a verified phone, continuing `order`: a new renewal intake pre-filled with
 * the patient's last answers (and the last known weight), audited as INTAKE_CREATE, answered with a token to go on.
 * `loggedWeight` is the patient's latest logged weight: newer than the last questionnaire, it is the weight today.
 */
export async function openRenewal(
  account: Ctx,
  input: {
    order: { id: string; partner_id: string | null; patient_id: string };
    latest: IntakeRow;
    phone: string;
    userId: string;
    loggedWeight?: { weight: number; date: string } | null;
  },
) {
  const { order, latest, phone, userId, loggedWeight } = input;
  const { questionnaire, questionsList } = await questionnaireBySlug(account, RENEWAL_QUESTIONNAIRE);
  const token = newOpaqueToken();
  const row = await inTransaction(account, async (tx) => {
    const created = await repo.insertIntake(
      tx,
      {
        questionnaireId: questionnaire.id,
        tokenHash: sha256(token),
        partnerId: order.partner_id,
        userId,
        renewalOfOrderId: order.id,
      },
      { patientId: order.patient_id, details: { kind: 'RENEWAL' } },
    );
    const prefill = await previousAnswersByKey(tx, userId);
    // Weight today starts at the last weight we know (the intake's profile) until a renewal has answered it.
    const lastWeight = (latest.profile as { weight?: unknown } | null)?.weight;
    if (!('current_weight' in prefill) && typeof lastWeight === 'number') prefill.current_weight = lastWeight;
    // A weight logged since that questionnaire (dates are days: one logged the day it was sent counts as newer).
    const answeredOn = (latest.submitted_at ?? latest.updated_at).toISOString().slice(0, 10);
    if (loggedWeight && loggedWeight.date >= answeredOn) prefill.current_weight = loggedWeight.weight;
    const answers: Answers = Object.fromEntries(
      questionsList.filter((q) => q.key in prefill).map((q) => [q.id, prefill[q.key] as Answers[string]]),
    );
    return applyChanges(tx, created, { answers, profile: { phone } });
  });
  return { codeSent: false as const, renewalToken: token, ...(await present(account, row)) };
}

/**
 * The answers sent with a renewal's payment, saved and screened as a step's are (and audited) when they change
 * anything: the steps have usually saved them already.
 */
export async function saveChangedAnswers(ctx: Ctx, intake: IntakeRow, answers: Answers, patientId: string): Promise<IntakeRow> {
  const saved = intake.answers as Answers;
  if (Object.entries(answers).every(([id, value]) => JSON.stringify(saved[id]) === JSON.stringify(value))) return intake;
  const entry = { action: 'INTAKE_UPDATE', resourceType: 'intake', resourceId: intake.id, patientId, details: { step: 'payment' } };
  return inTransaction(ctx, (tx) => applyChanges(tx, intake, { answers }, entry));
}

/** The renewal intake of a token (its lookup answered it), or a 404 to look the phone up again. */
export async function findRenewal(ctx: Ctx, renewalToken: string) {
  const intake = await repo.findIntakeByTokenHash(ctx, sha256(renewalToken));
  if (!intake || !intake.renewal_of_order_id || !intake.user_id) throw notFound('Renewal not found. Look up your phone number again.');
  return { ...intake, user_id: intake.user_id };
}

/** A renewal's payment refused because the answers cannot be submitted: audited as a failed RENEWAL_ORDER. */
export const noteRenewalRefused = (ctx: Ctx, intakeId: string, patientId: string) => repo.noteRenewalRefused(ctx, intakeId, patientId);
