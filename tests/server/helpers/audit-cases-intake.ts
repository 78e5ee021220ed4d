/**
 * The audit-coverage test's cases for the intake (tests/server/audit-coverage.test.ts): an anonymous intake carried by
 * its token up to the checkout that makes it a patient, a sign-up and a sign-in, then the demo patient found by phone
 * renewing. Each call leaves its rows; what one call makes (the draft, the upload link, the renewal) is kept in `made`
 * for the next.
 */
import type { FastifyInstance } from 'fastify';
import type { Case } from './audit-cases';
import { DEMO_PASSWORD, latestCode } from './app';
import { answersFor, checkoutBody, completed, PROFILE, type Draft } from './intake';
import { CARD } from './owners';

/** The phone of the intake the coverage checkout turns into a patient. */
export const COVERAGE_PHONE = '(202) 555-0166';
const DEMO_PATIENT_PHONE = '2025550108';

/** What the intake's calls leave for later ones (the test's `made` holds these among others). */
export interface IntakeMade {
  draft: Draft;
  uploadUrl: string;
  renewal: { token: string; intakeId: string; answers: Record<string, unknown> };
}

type Renewal = {
  renewalToken: string;
  intake: { id: string; answers: Record<string, unknown> };
  questionsList: Parameters<typeof completed>[1];
};

/** The test's call: anonymous (`null`) or as the demo patient. */
type Send = (
  method: string,
  url: string,
  as: 'patient' | null,
  payload?: unknown,
  headers?: Record<string, string>,
) => Promise<{ body: { data?: unknown } }>;

export function intakeCases({
  app,
  seed,
  made,
  send,
}: {
  app: () => FastifyInstance;
  seed: { partnerId: string };
  made: IntakeMade;
  send: Send;
}): [string, Case][] {
  /** A renewal check-in for the demo patient, found by phone with the texted code. */
  const renewalByPhone = async () => {
    const url = `/patients/get-patient-renewal-questionnaire-by-phone/${DEMO_PATIENT_PHONE}`;
    await send('GET', url, null);
    return `${url}?code=${await latestCode(app(), `+1${DEMO_PATIENT_PHONE}`)}`;
  };
  return [
    // An anonymous intake, carried by its token, up to the checkout that makes it a patient.
    [
      'POST /patients/create-patient-temp-form-questionnaire',
      {
        as: 'anonymous',
        request: async () => ({
          url: '/patients/create-patient-temp-form-questionnaire',
          payload: { profile: { ...PROFILE, email: 'coverage@example.test', phone: COVERAGE_PHONE } },
        }),
        then: (data) => {
          const { intake, intakeToken, questionsList } = data as {
            intake: { id: string };
            intakeToken: string;
            questionsList: Draft['questions'];
          };
          made.draft = { id: intake.id, token: intakeToken, questions: questionsList, intake };
        },
      },
    ],
    [
      'POST /sign-up-patient/{gymOwnerId}',
      { as: 'anonymous', request: async () => ({ url: `/sign-up-patient/${seed.partnerId}`, payload: { profile: { firstName: 'Gym' } } }) },
    ],
    [
      'GET /patients/get-patient-questionnaire/{id}',
      {
        as: 'anonymous',
        request: async () => ({
          url: `/patients/get-patient-questionnaire/${made.draft.id}`,
          headers: { 'x-intake-token': made.draft.token },
        }),
      },
    ],
    [
      'PATCH /patients/update-form-questionnaire/{orderId}',
      {
        as: 'anonymous',
        request: async () => ({
          url: `/patients/update-form-questionnaire/${made.draft.id}`,
          headers: { 'x-intake-token': made.draft.token },
          payload: { answers: answersFor(made.draft.questions), currentStep: 'payment' },
        }),
      },
    ],
    [
      'POST /saving-onboarding-options',
      {
        as: 'anonymous',
        request: async () => ({
          url: '/saving-onboarding-options',
          headers: { 'x-intake-token': made.draft.token },
          payload: { intakeId: made.draft.id, firstName: 'Nina' },
        }),
      },
    ],
    [
      'GET /storage/upload-link',
      {
        as: 'anonymous',
        request: async () => ({
          url: `/storage/upload-link?purpose=photo-id&contentType=image/png&fileName=id.png&intakeId=${made.draft.id}`,
          headers: { 'x-intake-token': made.draft.token },
        }),
        then: (data) => (made.uploadUrl = (data as { uploadUrl: string }).uploadUrl),
      },
    ],
    [
      'PUT /storage/objects/{*}',
      {
        as: 'anonymous',
        request: async () => ({
          url: made.uploadUrl,
          headers: { 'content-type': 'image/png' },
          bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
        }),
      },
    ],
    [
      'POST /patients',
      {
        as: 'anonymous',
        account: 'coverage@example.test',
        rows: { count: 2, why: 'the charge settles (PAYMENT) before the account, patient and order are created together (CHECKOUT)' },
        request: async () => ({
          url: '/patients',
          headers: { 'x-intake-token': made.draft.token },
          payload: checkoutBody(made.draft, { idempotencyKey: 'coverage-checkout' }),
        }),
      },
    ],
    [
      'GET /patients/get-patient-questionnaire-by-phone/{phone}',
      { as: 'anonymous', request: async () => ({ url: '/patients/get-patient-questionnaire-by-phone/2025550166' }) },
    ],
    [
      'POST /auth/sign-up/patients',
      {
        as: 'anonymous',
        account: 'signup.coverage@example.test',
        request: async () => ({
          url: '/auth/sign-up/patients',
          payload: {
            firstName: 'Sign',
            lastName: 'Up',
            email: 'signup.coverage@example.test',
            password: 'a-long-password-1',
            phoneNumber: '+12025550167',
          },
        }),
      },
    ],
    [
      'POST /auth/verify-otp',
      {
        as: 'anonymous',
        account: 'patient@demo.test',
        request: async () => {
          await send('POST', '/auth/login', null, { email: 'patient@demo.test', password: DEMO_PASSWORD });
          return { url: '/auth/verify-otp', payload: { email: 'patient@demo.test', code: await latestCode(app(), 'patient@demo.test') } };
        },
      },
    ],

    // A returning patient, found by phone, renews.
    [
      'GET /patients/get-patient-renewal-questionnaire-by-phone/{phone}',
      {
        as: 'anonymous',
        account: 'patient@demo.test',
        request: async () => ({ url: await renewalByPhone() }),
        then: (data) => {
          const { renewalToken, intake, questionsList } = data as unknown as Renewal;
          made.renewal = { token: renewalToken, intakeId: intake.id, answers: completed(intake.answers, questionsList) };
        },
      },
    ],
    [
      'POST /patients/create-renewal-order-questionnaire',
      {
        as: 'anonymous',
        account: 'patient@demo.test',
        rows: { count: 2, why: 'the charge settles (PAYMENT) before the renewal order is created (RENEWAL_ORDER)' },
        request: async () => {
          // The renewal's steps save its answers as they go (as /renewal does), so the payment changes none of them.
          const carried = { 'x-intake-token': made.renewal.token };
          const url = `/patients/update-form-questionnaire/${made.renewal.intakeId}`;
          await send('PATCH', url, null, { answers: made.renewal.answers }, carried);
          return {
            url: '/patients/create-renewal-order-questionnaire',
            payload: {
              renewalToken: made.renewal.token,
              answers: made.renewal.answers,
              planId: 'monthly',
              productVariationKey: 'semaglutide-starter',
              payment: CARD,
              idempotencyKey: 'coverage-renewal',
            },
          };
        },
      },
    ],
    [
      'PUT /patients/questionnaire-progress',
      {
        as: 'patient',
        request: async () => {
          const renewal = (await send('GET', await renewalByPhone(), null)).body.data as unknown as Renewal;
          made.renewal = {
            token: renewal.renewalToken,
            intakeId: renewal.intake.id,
            answers: completed(renewal.intake.answers, renewal.questionsList),
          };
          return { url: '/patients/questionnaire-progress', payload: { intakeId: made.renewal.intakeId, currentStep: 'safety' } };
        },
      },
    ],
    [
      'PUT /patients/questionnaire/{questionnaire}',
      {
        as: 'patient',
        request: async () => ({ url: `/patients/questionnaire/${made.renewal.intakeId}`, payload: { answers: made.renewal.answers } }),
      },
    ],
  ];
}
