import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Answers, renewalOrderBodySchema } from '../../../contracts/onboarding';
import { hashOtp, newOpaqueToken, newOtpCode, sameHash, sha256 } from '../../platform/auth/secrets';
import type { Database, IntakeRow } from '../../platform/db/schema';
import { conflict, notFound, tooManyRequests, unauthorized, unprocessable } from '../../platform/errors';
import { quote } from '../catalog/catalog.service';
import { ctxOf } from '../../platform/http/context';
import { chargeOnce, declined, findPayment } from '../payments/payments.service';
import { applyChanges, assertReadyToSubmit, formOf, present, RENEWAL_QUESTIONNAIRE, usPhone } from './intake.service';
import * as repo from './onboarding.repository';

const CODE_TTL_MS = 10 * 60 * 1000;
const MAX_CODE_ATTEMPTS = 5;

const masked = (phone: string) => `•••-•••-${phone.slice(-4)}`;

/**
 * Returning patients are found by phone, but a phone number is no proof of who is asking: the first call texts
 * a code to that number, and only the call with the right code answers the questionnaire (medical data).
 * The reply to the first call is the same whether or not the number is known.
 */
async function sendOrCheckCode(
  req: FastifyRequest,
  intake: IntakeRow | undefined,
  phone: string,
  code: string | undefined,
): Promise<IntakeRow | null> {
  const { db, config, notifier } = req.server;
  if (!code) {
    if (!intake) return null;
    const since = new Date(Date.now() - config.RATE_WINDOW_SECONDS * 1000);
    const sent = await db
      .selectFrom('auth_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'OTP_SENT')
      .where('key', '=', phone)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    if (Number(sent.n) >= config.OTP_MAX_SENDS) throw tooManyRequests('Too many codes were requested. Wait a few minutes and try again.');
    const fresh = newOtpCode();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('intakes')
        .set({
          phone_code_hash: hashOtp(config.JWT_SECRET, intake.id, fresh),
          phone_code_expires_at: new Date(Date.now() + CODE_TTL_MS),
          phone_code_attempts: 0,
        })
        .where('id', '=', intake.id)
        .execute();
      await trx.insertInto('auth_attempts').values({ kind: 'OTP_SENT', key: phone }).execute();
    });
    await notifier.send({
      channel: 'sms',
      to: phone,
      subject: 'Your verification code',
      body: `Your Lumen Health verification code is ${fresh}. It expires in 10 minutes.`,
    });
    return null;
  }
  const invalid = () => unauthorized('The code is incorrect or has expired. Request a new one.', 'OTP_INVALID');
  if (!intake?.phone_code_hash || !intake.phone_code_expires_at || intake.phone_code_expires_at.getTime() < Date.now()) throw invalid();
  if (intake.phone_code_attempts >= MAX_CODE_ATTEMPTS) throw tooManyRequests('Too many wrong codes. Request a new code.');
  if (!sameHash(intake.phone_code_hash, hashOtp(config.JWT_SECRET, intake.id, code))) {
    await db
      .updateTable('intakes')
      .set((eb) => ({ phone_code_attempts: eb('phone_code_attempts', '+', 1) }))
      .where('id', '=', intake.id)
      .execute();
    throw invalid();
  }
  await db.updateTable('intakes').set({ phone_code_hash: null, phone_code_expires_at: null }).where('id', '=', intake.id).execute();
  return intake;
}

/** GET /patients/get-patient-questionnaire-by-phone/{phone}: resume or review one's latest questionnaire. */
export async function questionnaireByPhone(req: FastifyRequest, rawPhone: string, code?: string) {
  const phone = usPhone(rawPhone, 'phone');
  const latest = await repo.latestIntakeByPhone(req.server.db, phone, 'INTAKE', false);
  const verified = await sendOrCheckCode(req, latest, phone, code);
  if (!verified) return { codeSent: true as const, maskedPhone: masked(phone) };
  const token = newOpaqueToken();
  const row = await repo.updateIntake(req.server.db, verified.id, { token_hash: sha256(token) });
  await req.audit({ action: 'INTAKE_READ', resourceType: 'intake', resourceId: row.id, details: { via: 'phone' } });
  return { codeSent: false as const, renewalToken: token, ...(await present(req.server.db, row)) };
}

/** GET /patients/get-patient-renewal-questionnaire-by-phone/{phone}: a renewal check-in pre-filled with the last answers. */
export async function renewalByPhone(req: FastifyRequest, rawPhone: string, code?: string) {
  const { db } = req.server;
  const phone = usPhone(rawPhone, 'phone');
  const latest = await repo.latestIntakeByPhone(db, phone, 'ANY', true);
  const order = latest?.user_id ? await repo.latestOrderOfUser(db, latest.user_id) : undefined;
  const verified = await sendOrCheckCode(req, order ? latest : undefined, phone, code);
  if (!verified || !order || !verified.user_id) return { codeSent: true as const, maskedPhone: masked(phone) };

  const questionnaire = await repo.findQuestionnaireBySlug(db, RENEWAL_QUESTIONNAIRE);
  const token = newOpaqueToken();
  const row = await db.transaction().execute(async (trx) => {
    const created = await repo.insertIntake(trx, {
      questionnaireId: questionnaire.id,
      tokenHash: sha256(token),
      partnerId: order.partner_id,
      userId: verified.user_id,
      renewalOfOrderId: order.id,
    });
    const prefill = await previousAnswersByKey(trx, verified.user_id!);
    const { questionsList } = await formOf(trx, created);
    const answers: Answers = Object.fromEntries(
      questionsList.filter((q) => q.key in prefill).map((q) => [q.id, prefill[q.key] as Answers[string]]),
    );
    const updated = await applyChanges(trx, created, { answers, profile: { phone } });
    await req.audit(
      {
        action: 'INTAKE_CREATE',
        resourceType: 'intake',
        resourceId: created.id,
        patientId: order.patient_id,
        details: { kind: 'RENEWAL' },
      },
      trx,
    );
    return updated;
  });
  return { codeSent: false as const, renewalToken: token, ...(await present(db, row)) };
}

/** The patient's latest answer to each question key, across their submitted questionnaires. */
async function previousAnswersByKey(db: Kysely<Database>, userId: string): Promise<Record<string, unknown>> {
  const rows = await db
    .selectFrom('intakes')
    .innerJoin('questions', 'questions.questionnaire_id', 'intakes.questionnaire_id')
    .select(['questions.id', 'questions.key', 'intakes.answers', 'intakes.created_at'])
    .where('intakes.user_id', '=', userId)
    .where('intakes.status', '=', 'SUBMITTED')
    .orderBy('intakes.created_at', 'asc')
    .execute();
  const byKey: Record<string, unknown> = {};
  for (const r of rows) if (r.id in r.answers) byKey[r.key] = r.answers[r.id];
  return byKey;
}

/** POST /patients/create-renewal-order-questionnaire. */
export async function createRenewalOrder(req: FastifyRequest, body: z.infer<typeof renewalOrderBodySchema>) {
  const { db } = req.server;
  const intake = await repo.findIntakeByTokenHash(db, sha256(body.renewalToken));
  if (!intake || !intake.renewal_of_order_id || !intake.user_id) throw notFound('Renewal not found. Look up your phone number again.');
  const previous = await findPayment(ctxOf(req), body.idempotencyKey);
  if (previous?.order_id) {
    const order = await repo.findOrder(db, previous.order_id);
    if (order)
      return {
        orderId: order.id,
        orderNumber: order.number,
        email: intake.email ?? '',
        amountCents: order.amount_cents,
        status: order.status,
      };
  }
  if (intake.status === 'SUBMITTED') throw conflict('This renewal was already submitted.');
  const updated = await applyChanges(db, intake, { answers: body.answers });
  const { kind, questionsList } = await formOf(db, updated);
  if (kind !== 'RENEWAL') throw unprocessable('Not a renewal questionnaire', 'WRONG_QUESTIONNAIRE');
  assertReadyToSubmit(updated, kind, questionsList);
  const previousOrder = await repo.findOrder(db, intake.renewal_of_order_id);
  if (!previousOrder) throw notFound('Renewal not found');
  const { plan, variation, amountCents } = await quote(db, body.productVariationKey, body.planId);
  const payment = await chargeOnce(ctxOf(req), {
    key: body.idempotencyKey,
    intakeId: intake.id,
    amountCents,
    description: `Renewal: ${variation.product_name} (${variation.dose})`,
    payment: body.payment,
  });
  if (payment.status === 'DECLINED') throw declined(payment);

  const order = await db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('orders')
      .values({
        patient_id: previousOrder.patient_id,
        partner_id: previousOrder.partner_id,
        doctor_id: previousOrder.doctor_id,
        intake_id: intake.id,
        kind: 'RENEWAL',
        product_variation_key: body.productVariationKey,
        plan_months: plan.months,
        amount_cents: amountCents,
        status: 'PENDING_REVIEW',
        payment_status: 'PAID',
        screening_flags: JSON.stringify((updated.screening ?? []).filter((f) => f.severity === 'FLAG')),
      })
      .returning(['id', 'number', 'amount_cents', 'status'])
      .executeTakeFirstOrThrow();
    await trx.updateTable('payments').set({ order_id: created.id }).where('id', '=', payment.id).execute();
    await repo.updateIntake(trx, intake.id, { status: 'SUBMITTED', submittedAt: new Date() });
    await req.audit(
      {
        action: 'RENEWAL_ORDER',
        resourceType: 'order',
        resourceId: created.id,
        patientId: previousOrder.patient_id,
        actorUserId: intake.user_id,
      },
      trx,
    );
    return created;
  });
  const email = (await db.selectFrom('users').select('email').where('id', '=', intake.user_id).executeTakeFirst())?.email ?? '';
  return { orderId: order.id, orderNumber: order.number, email, amountCents: order.amount_cents, status: order.status };
}
