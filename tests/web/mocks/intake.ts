import type { z } from 'zod';
import {
  INTAKE_TOKEN_HEADER,
  type byPhoneReplySchema,
  type CreateIntakeBody,
  type Intake,
  type IntakePartner,
  type LegacyOnboardingBody,
  type PlanPrice,
  type Question,
  type UpdateIntakeBody,
} from '@contracts/onboarding';
import { mockApi, type Answer, type Call, type Mock } from './http';

// Intakes (questionnaires) and the calls that create, read, save and find them.

export const INTAKE_ID = 'a1a1a1a1-a1a1-4a1a-8a1a-a1a1a1a1a1a1';
export const INTAKE_TOKEN = 'intake-token-0123456789';
export const PARTNER_ID = 'b2b2b2b2-b2b2-4b2b-8b2b-b2b2b2b2b2b2';
const uuid = (n: number) => `c3c3c3c3-c3c3-4c3c-8c3c-${String(n).padStart(12, '0')}`;

/** The ids of the questions below. */
export const Q = { pregnant: uuid(1), glp1Before: uuid(2), glp1Name: uuid(3), conditions: uuid(4), photoId: uuid(5), notes: uuid(6) };

const question = (over: Partial<Question> & Pick<Question, 'id' | 'key' | 'text' | 'type'>): Question => ({
  step: 'medical-history',
  position: 1,
  help: null,
  options: [],
  required: true,
  shownWhen: null,
  ...over,
});

/** Two steps' questions: yes/no, a follow-up shown on "yes", a multiple choice and an upload. */
export const questions: Question[] = [
  question({ id: Q.pregnant, key: 'pregnant_breastfeeding', position: 1, text: 'Are you pregnant or breastfeeding?', type: 'YES_NO' }),
  question({ id: Q.glp1Before, key: 'glp1_before', position: 2, text: 'Have you taken a GLP-1 medication before?', type: 'YES_NO' }),
  question({
    id: Q.glp1Name,
    key: 'glp1_name',
    position: 3,
    text: 'Which medication did you take?',
    help: 'As written on the label',
    type: 'TEXT',
    shownWhen: { questionId: Q.glp1Before, equals: true },
  }),
  question({
    id: Q.conditions,
    key: 'weight_related_conditions',
    position: 4,
    text: 'Do you have any of these conditions?',
    type: 'MULTI_CHOICE',
    options: [
      { value: 'hypertension', label: 'High blood pressure' },
      { value: 'sleep_apnea', label: 'Sleep apnea' },
    ],
    required: false,
  }),
  question({ id: Q.photoId, key: 'photo_id', step: 'identity', position: 10, text: 'Upload a photo ID', type: 'UPLOAD' }),
];

export function intake(overrides: Partial<Intake> = {}): Intake {
  return {
    id: INTAKE_ID,
    questionnaireId: 'd4d4d4d4-d4d4-4d4d-8d4d-d4d4d4d4d4d4',
    kind: 'INTAKE',
    status: 'DRAFT',
    submitted: false,
    partnerId: null,
    profile: {},
    answers: {},
    currentStep: null,
    bmi: null,
    eligible: null,
    hardStops: [],
    orderId: null,
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** What the patient told about themself on the first two steps. */
export const intakeProfile = {
  firstName: 'Pat',
  lastName: 'Rivera',
  email: 'pat@example.test',
  phone: '+12025550143',
  dateOfBirth: '1988-04-12',
  gender: 'female' as const,
  state: 'TX',
  height: 66,
  weight: 210,
  goalWeight: 170,
};

/** The intake token each call carried (null for none). */
export const intakeTokensOf = (mock: Mock) => mock.calls.map((call) => call.headers.get(INTAKE_TOKEN_HEADER));

/** Answers an Intake as the intake calls do: with its questions (and whatever `extra` adds from the request). */
function withQuestions<B, E extends object>(answer: Answer<Intake, B>, extra: (call: Call<B>) => E = () => ({}) as E) {
  return async (call: Call<B>) => {
    const result = typeof answer === 'function' ? await answer(call) : answer;
    return result instanceof Response ? result : { intake: result, questionsList: questions, ...extra(call) };
  };
}

/** GET /patients/get-patient-questionnaire/{id}. */
export const mockIntake = (answer: Answer<Intake> = intake(), partner?: IntakePartner, prices?: PlanPrice[]) =>
  mockApi(
    'get',
    '/patients/get-patient-questionnaire/:id',
    withQuestions(answer, () => ({ ...(partner ? { partner } : {}), ...(prices ? { prices } : {}) })),
  );

const signed = ({ agreed: _agreed, ...consent }: NonNullable<UpdateIntakeBody['consent']>) => ({
  ...consent,
  signedAt: '2026-03-01T10:05:00.000Z',
});

/**
 * Saves like the server: each PATCH merges the profile and answers sent into the intake, which `transform` may then
 * change (screening), and answers it.
 */
export function merging(start: Intake, transform: (merged: Intake) => Intake = (merged) => merged) {
  let current = start;
  return ({ body }: Call<UpdateIntakeBody>) => {
    current = transform({
      ...current,
      profile: { ...current.profile, ...body.profile },
      answers: { ...current.answers, ...body.answers },
      currentStep: body.currentStep ?? current.currentStep,
      // The server keeps a signed consent with the intake (without `agreed`, with when).
      consent: body.consent ? signed(body.consent) : current.consent,
    });
    return current;
  };
}

/** PATCH /patients/update-form-questionnaire/{id}: by default merges what is sent (see merging). */
export const mockUpdateIntake = (
  answer: Answer<Intake, UpdateIntakeBody> = merging(intake()),
  partner?: IntakePartner,
  prices?: PlanPrice[],
) =>
  mockApi(
    'patch',
    '/patients/update-form-questionnaire/:id',
    withQuestions(answer, () => ({ ...(partner ? { partner } : {}), ...(prices ? { prices } : {}) })),
  );

const created = intake({ profile: intakeProfile, currentStep: 'body' });
const withToken = () => ({ intakeToken: INTAKE_TOKEN });

/** POST /patients/create-patient-temp-form-questionnaire: the new intake, its questions and its token. */
export const mockCreateIntake = (answer: Answer<Intake, CreateIntakeBody> = created) =>
  mockApi('post', '/patients/create-patient-temp-form-questionnaire', withQuestions(answer, withToken), { status: 201 });

/** POST /sign-up-patient/{partnerId}: the same, through a partner's link. */
export const mockCreatePartnerIntake = (answer: Answer<Intake, CreateIntakeBody> = created) =>
  mockApi('post', '/sign-up-patient/:partnerId', withQuestions(answer, withToken), { status: 201 });

/** GET /sign-up-patient/{gymOwnerId}: the name and logo of the partner a link names. */
export const mockLinkPartner = (
  answer: Answer<IntakePartner> = { businessName: 'Summit Strength Gym', logoUrl: null, coversTreatment: false },
) => mockApi('get', '/sign-up-patient/:partnerId', answer);

/** POST /saving-onboarding-options: the intake, and a token when the page created it (no token was sent). */
export const mockSaveOnboardingOptions = (answer: Answer<Intake, LegacyOnboardingBody> = intake()) =>
  mockApi('post', '/saving-onboarding-options', async (call: Call<LegacyOnboardingBody>) => {
    const result = typeof answer === 'function' ? await answer(call) : answer;
    if (result instanceof Response) return result;
    return { intake: result, intakeToken: call.headers.get(INTAKE_TOKEN_HEADER) ? null : INTAKE_TOKEN };
  });

type ByPhone = z.infer<typeof byPhoneReplySchema>['data'];

/** GET /patients/get-patient-questionnaire-by-phone/{phone}: a texted code (no `code`), or the intake. */
export const mockQuestionnaireByPhone = (answer: Answer<ByPhone>) =>
  mockApi('get', '/patients/get-patient-questionnaire-by-phone/:phone', answer);

/** GET /patients/get-patient-renewal-questionnaire-by-phone/{phone}: a texted code (no `code`), or the last intake. */
export const mockRenewalByPhone = (answer: Answer<ByPhone>) =>
  mockApi('get', '/patients/get-patient-renewal-questionnaire-by-phone/:phone', answer);
