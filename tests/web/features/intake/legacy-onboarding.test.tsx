import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LEGACY_STEP_PATHS, OnboardingLayout, OnboardingStartPage, OnboardingStepPage } from '@/features/intake';
import { networkError } from '../../mocks/http';
import {
  intake,
  INTAKE_ID,
  INTAKE_TOKEN,
  intakeTokensOf,
  mockCreatePartnerIntake,
  mockIntake,
  mockSaveOnboardingOptions,
  PARTNER_ID,
} from '../../mocks/intake';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderRoutes, saveDraft } from './render';

setupMswLifecycle();

const routes = [
  {
    path: '/onboarding',
    element: <OnboardingLayout />,
    children: [
      { index: true, element: <OnboardingStartPage /> },
      ...LEGACY_STEP_PATHS.map((step) => ({ path: step, element: <OnboardingStepPage key={step} step={step} /> })),
    ],
  },
];

/** Saves each page; returns what was sent, and with which intake token. */
function savingHandler(reply = intake()) {
  const save = mockSaveOnboardingOptions(reply);
  // The pages read the questionnaire for their count of the steps still to come.
  server.use(save, mockIntake(reply));
  return {
    bodies: save.bodies,
    get tokens() {
      return intakeTokensOf(save);
    },
  };
}

async function fillContact() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Pat');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Rivera');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'pat@example.test');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '(202) 555-0143');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('legacy onboarding', () => {
  it('creates the intake on /onboarding through /saving-onboarding-options and keeps its token', async () => {
    const seen = savingHandler();
    await renderRoutes(routes, '/onboarding');
    expect(screen.getByRole('heading', { level: 2, name: "Let's get started" })).toBeInTheDocument();
    await fillContact();

    expect(await screen.findByRole('heading', { level: 2, name: 'What is your gender?' })).toBeInTheDocument();
    expect(seen.bodies).toEqual([{ firstName: 'Pat', lastName: 'Rivera', email: 'pat@example.test', phoneNumber: '+12025550143' }]);
    expect(seen.tokens).toEqual([null]);
    expect(JSON.parse(localStorage.getItem('intake-draft') ?? 'null')).toEqual({ intakeId: INTAKE_ID, intakeToken: INTAKE_TOKEN });
    expect(await screen.findByText('Step 2 of 17: Gender')).toBeInTheDocument();
  });

  it('saves a yes/no page with the intake id and token, then goes to the next page', async () => {
    saveDraft();
    const seen = savingHandler();
    const { router } = await renderRoutes(routes, '/onboarding/kidney');
    const user = userEvent.setup();
    const group = screen.getByRole('radiogroup', { name: 'Do you have kidney disease?' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please choose an answer')).toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Have you ever been diagnosed with cancer?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding/history-cancer');
    expect(seen.bodies).toEqual([{ isKidney: false, intakeId: INTAKE_ID }]);
    expect(seen.tokens).toEqual([INTAKE_TOKEN]);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('radio', { name: 'No' })).toBeChecked();
  });

  it('saves height, weight and the BMI shown', async () => {
    saveDraft();
    const seen = savingHandler();
    await renderRoutes(routes, '/onboarding/bmi');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Height (feet)' }), '5');
    await user.type(screen.getByRole('textbox', { name: 'Height (inches)' }), '4');
    await user.type(screen.getByRole('textbox', { name: 'Weight (lb)' }), '200');
    expect(screen.getByRole('status')).toHaveTextContent('Your BMI: 34.3');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Do you have kidney disease?' })).toBeInTheDocument();
    expect(seen.bodies).toEqual([{ height: 64, weight: 200, bmi: 34.3, intakeId: INTAKE_ID }]);
  });

  it('saves the ticked conditions as a list, none included', async () => {
    saveDraft();
    const seen = savingHandler();
    await renderRoutes(routes, '/onboarding/medical-history');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'High blood pressure' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sleep apnea' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Do you have any of these symptoms or conditions?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Are you pregnant/ })).toBeInTheDocument();
    expect(seen.bodies).toEqual([
      { medicalConditionsHistory: ['hypertension', 'sleep_apnea'], intakeId: INTAKE_ID },
      { symptomsAndConditions: [], intakeId: INTAKE_ID },
    ]);
  });

  it('stops kindly, without going on to payment, when the answer is a contraindication', async () => {
    saveDraft();
    const stop = {
      rule: 'GLP1_ALLERGY',
      severity: 'HARD_STOP' as const,
      message: 'Because you had an allergic reaction to a GLP-1 medication before, we cannot safely prescribe one again.',
    };
    savingHandler(intake({ eligible: false, hardStops: [stop] }));
    const { router } = await renderRoutes(routes, '/onboarding/allergic-reaction');
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: "We can't offer this treatment" })).toBeInTheDocument();
    expect(screen.getByText(stop.message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding/allergic-reaction');
  });

  it("toasts 'Failed to save progress' and stays when a page cannot be saved", async () => {
    saveDraft();
    server.use(mockSaveOnboardingOptions(networkError));
    const { router } = await renderRoutes(routes, '/onboarding/diabetes');
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Failed to save progress')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding/diabetes');
  });

  it("starts a partner's patient through the partner's sign-up call and keeps the link through the pages", async () => {
    const create = mockCreatePartnerIntake(({ body }) => {
      expect(body).toEqual({
        profile: { email: 'pat@example.test', firstName: 'Pat', lastName: 'Rivera', phone: '+12025550143' },
      });
      return intake({ partnerId: PARTNER_ID });
    });
    server.use(create);
    const { router } = await renderRoutes(routes, `/onboarding?partner=${PARTNER_ID}`);
    await fillContact();
    expect(await screen.findByRole('heading', { level: 2, name: 'What is your gender?' })).toBeInTheDocument();
    expect(create.calls.map((call) => call.path)).toEqual([`/api/v1/sign-up-patient/${PARTNER_ID}`]);
    expect(router.state.location.search).toBe(`?partner=${PARTNER_ID}`);
  });

  it('sends a visitor without saved answers back to the start', async () => {
    await renderRoutes(routes, '/onboarding/diabetes');
    expect(screen.getByText("Let's start from the beginning")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/onboarding');
  });
});
