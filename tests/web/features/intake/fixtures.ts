import { http, HttpResponse } from 'msw';
import type { Intake, Question } from '@contracts/onboarding';
import type { PricingPlan, ProductVariation } from '@contracts/catalog';
import { api } from '../../support/msw';

export const INTAKE_ID = 'a1a1a1a1-a1a1-4a1a-8a1a-a1a1a1a1a1a1';
export const TOKEN = 'intake-token-0123456789';
export const PARTNER_ID = 'b2b2b2b2-b2b2-4b2b-8b2b-b2b2b2b2b2b2';
const uuid = (n: number) => `c3c3c3c3-c3c3-4c3c-8c3c-${String(n).padStart(12, '0')}`;

export const Q = { pregnant: uuid(1), glp1Before: uuid(2), glp1Name: uuid(3), conditions: uuid(4), photoId: uuid(5), notes: uuid(6) };

export const questions: Question[] = [
  {
    id: Q.pregnant,
    key: 'pregnant_breastfeeding',
    step: 'medical-history',
    position: 1,
    text: 'Are you pregnant or breastfeeding?',
    help: null,
    type: 'YES_NO',
    options: [],
    required: true,
    shownWhen: null,
  },
  {
    id: Q.glp1Before,
    key: 'glp1_before',
    step: 'medical-history',
    position: 2,
    text: 'Have you taken a GLP-1 medication before?',
    help: null,
    type: 'YES_NO',
    options: [],
    required: true,
    shownWhen: null,
  },
  {
    id: Q.glp1Name,
    key: 'glp1_name',
    step: 'medical-history',
    position: 3,
    text: 'Which medication did you take?',
    help: 'As written on the label',
    type: 'TEXT',
    options: [],
    required: true,
    shownWhen: { questionId: Q.glp1Before, equals: true },
  },
  {
    id: Q.conditions,
    key: 'weight_related_conditions',
    step: 'medical-history',
    position: 4,
    text: 'Do you have any of these conditions?',
    help: null,
    type: 'MULTI_CHOICE',
    options: [
      { value: 'hypertension', label: 'High blood pressure' },
      { value: 'sleep_apnea', label: 'Sleep apnea' },
    ],
    required: false,
    shownWhen: null,
  },
  {
    id: Q.photoId,
    key: 'photo_id',
    step: 'identity',
    position: 10,
    text: 'Upload a photo ID',
    help: null,
    type: 'UPLOAD',
    options: [],
    required: true,
    shownWhen: null,
  },
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

export const profile = {
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

export const states = [
  { code: 'TX', name: 'Texas' },
  { code: 'CA', name: 'California' },
];

export const variations: ProductVariation[] = [
  {
    key: 'sema-025',
    productId: 'e5e5e5e5-e5e5-4e5e-8e5e-e5e5e5e5e5e5',
    productName: 'Semaglutide',
    medication: 'Semaglutide injection',
    name: 'Semaglutide 0.25 mg',
    dose: '0.25 mg weekly',
    monthlyPriceCents: 29900,
  },
  {
    key: 'tirz-25',
    productId: 'f6f6f6f6-f6f6-4f6f-8f6f-f6f6f6f6f6f6',
    productName: 'Tirzepatide',
    medication: 'Tirzepatide injection',
    name: 'Tirzepatide 2.5 mg',
    dose: '2.5 mg weekly',
    monthlyPriceCents: 39900,
  },
];

export const plans: PricingPlan[] = [
  { id: 'monthly', name: 'Monthly', months: 1, discountPercent: 0, description: 'Billed every month' },
  { id: 'quarterly', name: 'Every 3 months', months: 3, discountPercent: 10, description: 'Billed every 3 months' },
];

export const catalogHandlers = [
  http.get(api('/patients/states'), () => HttpResponse.json({ data: { states } })),
  http.get(api('/patients/product-variations'), () => HttpResponse.json({ data: { productVariations: variations } })),
  http.get(api('/pricing-plans'), () => HttpResponse.json({ data: { plans } })),
];

/** GET of the saved intake, with what it was asked. */
export function getIntakeHandler(reply: Intake, seen: { token?: string | null; calls: number } = { calls: 0 }) {
  return http.get(api(`/patients/get-patient-questionnaire/${INTAKE_ID}`), ({ request }) => {
    seen.calls += 1;
    seen.token = request.headers.get('x-intake-token');
    return HttpResponse.json({ data: { intake: reply, questionsList: questions } });
  });
}

/** A PATCH that merges like the server, answering the reply `transform` makes of the merged intake. */
export function patchHandler(start: Intake, bodies: unknown[], transform: (merged: Intake) => Intake = (m) => m) {
  let current = start;
  return http.patch(api(`/patients/update-form-questionnaire/${INTAKE_ID}`), async ({ request }) => {
    const body = (await request.json()) as Partial<Intake> & { currentStep?: string };
    bodies.push(body);
    current = transform({
      ...current,
      profile: { ...current.profile, ...body.profile },
      answers: { ...current.answers, ...body.answers },
      currentStep: body.currentStep ?? current.currentStep,
    });
    return HttpResponse.json({ data: { intake: current, questionsList: questions } });
  });
}

export function saveDraft(draft: Record<string, unknown> = {}) {
  localStorage.setItem('intake-draft', JSON.stringify({ intakeId: INTAKE_ID, intakeToken: TOKEN, ...draft }));
}
