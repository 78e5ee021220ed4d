/**
 * A patient's intake as data, with no app: the profile, safe answers to every question and the checkout body. The server
 * tests (helpers/intake.ts) and the e2e specs that make a paying patient through the API both use it.
 */

export const PROFILE = {
  firstName: 'Nina',
  lastName: 'Alvarez',
  email: 'nina.alvarez@example.test',
  phone: '(202) 555-0143',
  gender: 'female',
  dateOfBirth: '1988-03-09',
  state: 'CA',
  address1: '1 Ferry Building',
  city: 'San Francisco',
  zipcode: '94111',
  height: 65,
  weight: 200,
};

export type Question = { id: string; key: string; type: string; options: { value: string }[]; required: boolean };

/** Safe answers to every question: an eligible patient with no findings; `overrides` by question key. */
export function answersFor(questions: Question[], overrides: Record<string, unknown> = {}) {
  const answers: Record<string, unknown> = {};
  for (const q of questions) {
    if (q.key in overrides) answers[q.id] = overrides[q.key];
    else if (q.type === 'YES_NO') answers[q.id] = false;
    else if (q.type === 'MULTI_CHOICE') answers[q.id] = [q.key === 'weight_related_conditions' ? 'hypertension' : 'none'];
    else if (q.type === 'SINGLE_CHOICE') answers[q.id] = q.options[0].value;
    else if (q.type === 'NUMBER') answers[q.id] = 190;
    else if (q.type === 'UPLOAD') answers[q.id] = 'intakes/test/photo-id.png';
    else if (q.type === 'TEXT') answers[q.id] = '';
  }
  return answers;
}

/** The patient's checkout (POST /patients) of the intake `draft.id`: the monthly starter plan, Nina's consent, a test card. */
export function checkoutBody(draft: { id: string }, overrides: Record<string, unknown> = {}) {
  return {
    intakeId: draft.id,
    planId: 'monthly',
    productVariationKey: 'semaglutide-starter',
    password: 'a-long-password-1',
    consent: {
      signedName: 'Nina Alvarez',
      telehealthVersion: 'telehealth-consent-2026-12',
      privacyVersion: 'privacy-notice-2026-01',
      agreed: true,
    },
    payment: { paymentMethodId: 'pm_card_visa' },
    idempotencyKey: `key-${draft.id}`,
    ...overrides,
  };
}
