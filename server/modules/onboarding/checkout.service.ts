import type { FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { CONSENT_VERSIONS, type CheckoutBody, type IntakeProfile } from '../../../contracts/onboarding';
import { hashPassword } from '../../platform/auth/passwords';
import type { Database, IntakeRow, PaymentsTable } from '../../platform/db/schema';
import { conflict, unprocessable } from '../../platform/errors';
import { emailTaken } from '../auth/auth.service';
import { quote } from '../catalog/catalog.service';
import { ctxOf } from '../../platform/http/context';
import { chargeOnce, declined, findPayment } from '../payments/payments.service';
import { assertReadyToSubmit, authorizeIntake, formOf } from './intake.service';
import * as repo from './onboarding.repository';

type Db = Kysely<Database>;
type Payment = Selectable<PaymentsTable>;

function orderReply(order: { id: string; number: number; amount_cents: number; status: string }, email: string) {
  return { orderId: order.id, orderNumber: order.number, email, amountCents: order.amount_cents, status: order.status };
}

/** POST /patients: pay, then create the account, patient record, order and consents in one transaction. */
export async function checkout(req: FastifyRequest, body: CheckoutBody) {
  const { db } = req.server;
  const intake = await authorizeIntake(req, body.intakeId);
  const profile = intake.profile as IntakeProfile;

  // A replay of a finished checkout answers what it answered the first time.
  const previous = await findPayment(ctxOf(req), body.idempotencyKey);
  if (previous?.order_id) {
    const order = await repo.findOrder(db, previous.order_id);
    if (order) return orderReply(order, profile.email);
  }
  const { kind, questionsList } = await formOf(db, intake);
  if (kind !== 'INTAKE') throw unprocessable('Use the renewal form for a renewal', 'WRONG_QUESTIONNAIRE');
  if (intake.status === 'SUBMITTED') throw conflict('This questionnaire was already submitted and paid. Sign in to see your order.');
  assertReadyToSubmit(intake, kind, questionsList);
  const fullName = `${profile.firstName} ${profile.lastName}`.replace(/\s+/g, ' ').trim().toLowerCase();
  if (body.consent.signedName.replace(/\s+/g, ' ').trim().toLowerCase() !== fullName) {
    throw unprocessable('Type your full name exactly as you entered it to sign the consent', 'CONSENT_NAME_MISMATCH');
  }
  if (await emailTaken(db, profile.email)) throw conflict('An account with this e-mail already exists. Sign in, or use the renewal form.');

  const { plan, variation, amountCents } = await quote(db, body.productVariationKey, body.planId);
  const passwordHash = await hashPassword(body.password);
  const payment = await chargeOnce(ctxOf(req), {
    key: body.idempotencyKey,
    intakeId: intake.id,
    amountCents,
    description: `${variation.product_name} (${variation.dose}), ${plan.name}`,
    payment: body.payment,
  });
  if (payment.status === 'DECLINED') throw declined(payment);

  const order = await db
    .transaction()
    .execute((trx) =>
      createAccountAndOrder(req, trx, { intake, profile, passwordHash, payment, body, planMonths: plan.months, amountCents }),
    );
  req.log.info({ orderId: order.id }, 'intake checkout completed');
  return orderReply(order, profile.email);
}

async function createAccountAndOrder(
  req: FastifyRequest,
  trx: Db,
  input: {
    intake: IntakeRow;
    profile: IntakeProfile;
    passwordHash: string;
    payment: Payment;
    body: CheckoutBody;
    planMonths: number;
    amountCents: number;
  },
) {
  const { intake, profile, body } = input;
  const locked = await repo.lockIntake(trx, intake.id);
  if (!locked || locked.status === 'SUBMITTED') throw conflict('This questionnaire was already submitted. Sign in to see your order.');
  const user = await trx
    .insertInto('users')
    .values({
      email: profile.email,
      password_hash: input.passwordHash,
      first_name: profile.firstName,
      last_name: profile.lastName,
      phone_number: profile.phone,
      role: 'PATIENT',
      desire_income: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const doctorId = await repo.doctorFor(trx, intake.partner_id, profile.state);
  const patient = await trx
    .insertInto('patients')
    .values({
      user_id: user.id,
      partner_id: intake.partner_id,
      doctor_id: doctorId,
      address1: profile.address1,
      address2: [profile.address2, profile.apartmentNumber].filter(Boolean).join(', ') || null,
      city: profile.city,
      state: profile.state,
      zipcode: profile.zipcode,
      country: 'US',
      date_of_birth: profile.dateOfBirth,
      gender: profile.gender,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const order = await trx
    .insertInto('orders')
    .values({
      patient_id: patient.id,
      partner_id: intake.partner_id,
      doctor_id: doctorId,
      intake_id: intake.id,
      kind: 'NEW',
      product_variation_key: body.productVariationKey,
      plan_months: input.planMonths,
      amount_cents: input.amountCents,
      status: 'PENDING_REVIEW',
      payment_status: 'PAID',
      screening_flags: JSON.stringify((locked.screening ?? []).filter((f) => f.severity === 'FLAG')),
    })
    .returning(['id', 'number', 'amount_cents', 'status'])
    .executeTakeFirstOrThrow();
  await trx.updateTable('payments').set({ order_id: order.id }).where('id', '=', input.payment.id).execute();
  const signed = {
    intake_id: intake.id,
    order_id: order.id,
    signed_name: body.consent.signedName,
    ip: req.ip,
    user_agent: req.headers['user-agent']?.slice(0, 500) ?? null,
  };
  await trx
    .insertInto('consents')
    .values([
      { ...signed, kind: 'TELEHEALTH', text_version: CONSENT_VERSIONS.TELEHEALTH },
      { ...signed, kind: 'PRIVACY', text_version: CONSENT_VERSIONS.PRIVACY },
    ])
    .execute();
  await repo.updateIntake(trx, intake.id, { status: 'SUBMITTED', submittedAt: new Date(), user_id: user.id });
  await req.audit({ action: 'CHECKOUT', resourceType: 'order', resourceId: order.id, patientId: patient.id, actorUserId: user.id }, trx);
  return order;
}
