import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Intake } from '@contracts/onboarding';
import { RenewalPage } from '@/features/intake';
import { mockIntakeCatalog } from '../../mocks/catalog';
import { apiError, type Call } from '../../mocks/http';
import {
  INTAKE_ID,
  intake,
  intakeProfile,
  intakeTokensOf,
  merging,
  mockIntake,
  mockRenewalByPhone,
  mockUpdateIntake,
  Q,
  questions,
} from '../../mocks/intake';
import { mockCreateRenewalOrder } from '../../mocks/payments';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderAt } from './render';

setupMswLifecycle();

const RENEWAL_TOKEN = 'renewal-token-abcdefghijklmnopqrstuvwxyz';
const previous = intake({
  kind: 'RENEWAL',
  profile: { ...intakeProfile, productVariationKey: 'tirz-25' },
  answers: {
    [Q.pregnant]: false,
    [Q.glp1Before]: true,
    [Q.glp1Name]: 'Wegovy',
    [Q.conditions]: ['hypertension'],
    [Q.photoId]: 'photo-id/old.png',
  },
});

const PREGNANCY_STOP = {
  rule: 'PREGNANT_OR_BREASTFEEDING',
  severity: 'HARD_STOP' as const,
  message: 'GLP-1 medications are not safe during pregnancy or while breastfeeding.',
};

/** Screens like the server: a Yes to pregnancy is a hard stop. */
const screened = (merged: Intake): Intake => {
  const pregnant = merged.answers[Q.pregnant] === true;
  return { ...merged, status: pregnant ? 'STOPPED' : 'DRAFT', eligible: !pregnant, hardStops: pregnant ? [PREGNANCY_STOP] : [] };
};

/** PATCH of each renewal step: merged into the renewal and screened. */
const savingSteps = () => mockUpdateIntake(merging(previous, screened));

/** Texts a code, then accepts 123456 and answers the previous intake. */
function byPhone({ query: { code } }: Call) {
  if (!code) return { codeSent: true as const, maskedPhone: '(***) ***-0143' };
  if (code !== '123456') return apiError(422, 'That code is not valid', 'INVALID_CODE');
  return { codeSent: false as const, renewalToken: RENEWAL_TOKEN, intake: previous, questionsList: questions };
}

async function verify(user = userEvent.setup()) {
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '(202) 555-0143');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Enter your code' })).toBeInTheDocument();
  expect(screen.getByText(/We sent a 6-digit code to \(\*\*\*\) \*\*\*-0143/)).toBeInTheDocument();
  return user;
}

describe('renewal', () => {
  it('texts a code, checks it, and pre-fills the previous answers so only changes need typing', async () => {
    const lookup = mockRenewalByPhone(byPhone);
    const renew = mockCreateRenewalOrder();
    const orders = renew.bodies;
    const steps = savingSteps();
    server.use(...mockIntakeCatalog(), lookup, renew, steps);
    await renderAt(<RenewalPage />, '/renewal');
    const user = await verify();

    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '9');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not valid');

    await user.clear(screen.getByRole('textbox', { name: 'Verification code' }));
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Medical history' })).toBeInTheDocument();
    expect(
      lookup.calls.map((call) => call.path.replace(/^.*-by-phone\//, '') + (call.query.code ? `?code=${call.query.code}` : '')),
    ).toEqual(['%2B12025550143', '%2B12025550143?code=123459', '%2B12025550143?code=123456']);

    expect(
      within(screen.getByRole('radiogroup', { name: 'Are you pregnant or breastfeeding?' })).getByRole('radio', { name: 'No' }),
    ).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'High blood pressure' })).toBeChecked();
    const medication = screen.getByRole('textbox', { name: 'Which medication did you take?' });
    expect(medication).toHaveValue('Wegovy');
    await user.clear(medication);
    await user.type(medication, 'Zepbound');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Identity' })).toBeInTheDocument();
    expect(screen.getByText('We will use the file you sent before.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('radio', { name: /Tirzepatide 2.5 mg/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Monthly/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Payment' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Create a password')).not.toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await user.type(screen.getByRole('textbox', { name: 'Expiry month' }), '7');
    await user.type(screen.getByRole('textbox', { name: 'Expiry year' }), '2031');
    await user.type(screen.getByRole('textbox', { name: 'CVC' }), '321');
    await user.click(screen.getByRole('button', { name: 'Pay and submit' }));

    expect(await screen.findByText('Your form was submitted successfully!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your order is under review' })).toBeInTheDocument();
    // Each question step was saved (and screened) with the renewal token before the next one showed.
    expect(steps.calls.map((call) => [call.path.endsWith(`/${INTAKE_ID}`), call.body.currentStep])).toEqual([
      [true, 'q:identity'],
      [true, 'treatment'],
      [true, 'payment'],
    ]);
    // The treatment is kept with the renewal (the plan in its draft), so that a reload on Payment still has it.
    expect(steps.bodies[2]).toEqual({ profile: { productVariationKey: 'tirz-25', productId: expect.any(String) }, currentStep: 'payment' });
    expect(intakeTokensOf(steps)).toEqual([RENEWAL_TOKEN, RENEWAL_TOKEN, RENEWAL_TOKEN]);
    expect(orders).toEqual([
      {
        renewalToken: RENEWAL_TOKEN,
        answers: { ...previous.answers, [Q.glp1Name]: 'Zepbound' },
        planId: 'monthly',
        productVariationKey: 'tirz-25',
        payment: { paymentMethodId: expect.stringMatching(/^pm_test_4242_/) },
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
  });

  it('titles itself for a returning patient and has Back on every step, the first going back to the phone number', async () => {
    server.use(...mockIntakeCatalog(), mockRenewalByPhone(byPhone), savingSteps());
    await renderAt(<RenewalPage />, '/renewal');
    expect(screen.getByRole('heading', { level: 1, name: 'Renew your treatment' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Get started' })).not.toBeInTheDocument();
    const user = await verify();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Medical history' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Identity' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Medical history' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Which medication did you take?' })).toHaveValue('Wegovy');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome back' })).toBeInTheDocument();
  });

  it('stops at the step where the patient answers Yes to pregnancy, before any medication or card, and lets them correct it', async () => {
    const steps = savingSteps();
    const renew = mockCreateRenewalOrder();
    server.use(...mockIntakeCatalog(), mockRenewalByPhone(byPhone), steps, renew);
    await renderAt(<RenewalPage />, '/renewal');
    const user = await verify();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const pregnancy = await screen.findByRole('radiogroup', { name: 'Are you pregnant or breastfeeding?' });
    await user.click(within(pregnancy).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 2, name: "We can't offer this treatment" })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent(PREGNANCY_STOP.message);
    expect(screen.getByText(/no payment will be taken/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Tirzepatide/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    expect(steps.bodies).toEqual([{ answers: expect.objectContaining({ [Q.pregnant]: true }), currentStep: 'q:identity' }]);

    // Back shows the answers, as saved; a corrected answer is saved and screened again, and the renewal goes on.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const again = await screen.findByRole('radiogroup', { name: 'Are you pregnant or breastfeeding?' });
    expect(within(again).getByRole('radio', { name: 'Yes' })).toBeChecked();
    await user.click(within(again).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Identity' })).toBeInTheDocument();
    expect(steps.bodies).toHaveLength(2);
    expect(renew.calls).toEqual([]);
  });

  it('keeps the patient on the step and says so when a step cannot be saved', async () => {
    const failing = mockUpdateIntake(() => apiError(500, 'Failed to save progress', 'INTERNAL'));
    server.use(...mockIntakeCatalog(), mockRenewalByPhone(byPhone), failing);
    await renderAt(<RenewalPage />, '/renewal');
    const user = await verify();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Medical history' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Failed to save progress')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Medical history' })).toBeInTheDocument();
  });

  it("shows the server's message when no patient has that phone number", async () => {
    server.use(mockRenewalByPhone(() => apiError(404, 'We could not find a patient with that phone number', 'NOT_FOUND')));
    await renderAt(<RenewalPage />, '/renewal');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '2025550143');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find a patient with that phone number');
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome back' })).toBeInTheDocument();
  });

  it('rejects a number that is not a valid US phone number', async () => {
    await renderAt(<RenewalPage />, '/renewal');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '555');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter a valid US phone number')).toBeInTheDocument();
  });
});

describe('renewal: a reload', () => {
  /** The renewal this device was in the middle of: its draft in the progress store, the rest on the server. */
  const kept = (overrides: Partial<Intake>, planId?: string) => {
    localStorage.setItem('renewal-draft', JSON.stringify({ intakeId: INTAKE_ID, intakeToken: RENEWAL_TOKEN, planId }));
    return mockIntake({ ...previous, ...overrides });
  };

  it('resumes at the step it was on with the renewal token, texting no new code', async () => {
    const lookup = mockRenewalByPhone(byPhone);
    const get = kept({ currentStep: 'q:identity' });
    server.use(...mockIntakeCatalog(), lookup, get, savingSteps());
    await renderAt(<RenewalPage />, '/renewal');
    expect(await screen.findByRole('heading', { level: 2, name: 'Identity' })).toBeInTheDocument();
    expect(lookup.calls).toEqual([]);
    expect(intakeTokensOf(get)).toEqual([RENEWAL_TOKEN]);

    // Back from the first question forgets the renewal on this device and asks for the phone number again.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome back' })).toBeInTheDocument();
    expect(localStorage.getItem('renewal-draft')).toBeNull();
  });

  it('starts the treatment step at the medication and plan it renews', async () => {
    const steps = savingSteps();
    const renewing = { productVariationKey: 'tirz-25', planId: 'quarterly' as const };
    server.use(...mockIntakeCatalog(), kept({ currentStep: 'treatment', profile: { phone: '+12025550143' }, renewalOf: renewing }), steps);
    await renderAt(<RenewalPage />, '/renewal');
    expect(await screen.findByRole('radio', { name: /Tirzepatide 2.5 mg/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Every 3 months/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment' })).toBeInTheDocument();
    expect(steps.bodies).toEqual([{ profile: { productVariationKey: 'tirz-25', productId: expect.any(String) }, currentStep: 'payment' }]);
    expect(JSON.parse(localStorage.getItem('renewal-draft') ?? '{}')).toMatchObject({ planId: 'quarterly' });
  });

  it('resumes on Payment with the treatment chosen before the reload', async () => {
    server.use(...mockIntakeCatalog(), kept({ currentStep: 'payment' }, 'monthly'), savingSteps());
    await renderAt(<RenewalPage />, '/renewal');
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent(/Tirzepatide 2.5 mg/);
  });

  it('goes to the treatment step for Payment when the plan was not kept on this device', async () => {
    server.use(...mockIntakeCatalog(), kept({ currentStep: 'payment' }), savingSteps());
    await renderAt(<RenewalPage />, '/renewal');
    expect(await screen.findByRole('heading', { level: 2, name: 'Treatment' })).toBeInTheDocument();
  });
});
