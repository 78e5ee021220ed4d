import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONSENT_VERSIONS } from '@contracts/onboarding';
import { IntakePage } from '@/features/intake';
import { mockIntakeCatalog } from '../../mocks/catalog';
import { apiError, failure } from '../../mocks/http';
import { intake, INTAKE_ID, INTAKE_TOKEN, intakeProfile, intakeTokensOf, mockIntake, mockQuestionnaireByPhone } from '../../mocks/intake';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderAt, saveDraft } from './render';

setupMswLifecycle();

describe('intake: resuming from the draft on this device', () => {
  it('loads the saved intake with its token and resumes at its current step, pre-filled', async () => {
    saveDraft();
    const get = mockIntake(intake({ profile: intakeProfile, bmi: 33.9, currentStep: 'body' }));
    server.use(...mockIntakeCatalog(), get);
    await renderAt(<IntakePage />, '/single-link');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your body' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Height (feet)' })).toHaveValue('5');
    expect(screen.getByRole('textbox', { name: 'Height (inches)' })).toHaveValue('6');
    expect(screen.getByRole('textbox', { name: 'Weight (lb)' })).toHaveValue('210');
    // The server's BMI after saving is the one shown.
    expect(screen.getByRole('status')).toHaveTextContent('Your BMI: 33.9');
    expect({ calls: get.calls.length, token: intakeTokensOf(get)[0] }).toEqual({ calls: 1, token: INTAKE_TOKEN });
  });

  it('resumes on Payment with the consent the server kept, and Back shows it signed', async () => {
    saveDraft({ planId: 'quarterly' });
    const profile = { ...intakeProfile, productVariationKey: 'tirz-25', address1: '1 Main St', city: 'Austin', zipcode: '73301' };
    const versions = { telehealthVersion: CONSENT_VERSIONS.TELEHEALTH, privacyVersion: CONSENT_VERSIONS.PRIVACY };
    const consent = { signedName: 'Pat Rivera', ...versions, signedAt: '2026-03-01T10:05:00.000Z' };
    server.use(...mockIntakeCatalog(), mockIntake(intake({ profile, bmi: 33.9, currentStep: 'payment', consent })));
    await renderAt(<IntakePage />, '/start');
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Consent' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I have read and agree/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Type your full name to sign' })).toHaveValue('Pat Rivera');
  });

  it("shows 'Failed to get questions' when the intake cannot be loaded, and starting again forgets the draft", async () => {
    saveDraft();
    server.use(
      ...mockIntakeCatalog(),
      mockIntake(() => failure(500)),
    );
    await renderAt(<IntakePage />, '/start');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get questions');
    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'About you' })).toBeInTheDocument();
    expect(localStorage.getItem('intake-draft')).toBeNull();
  });

  it("shows the server's message when the saved intake is gone", async () => {
    saveDraft();
    server.use(
      ...mockIntakeCatalog(),
      mockIntake(() => apiError(404, 'Intake not found', 'NOT_FOUND')),
    );
    await renderAt(<IntakePage />, '/start3');
    expect(await screen.findByRole('alert')).toHaveTextContent('Intake not found');
    expect(screen.queryByText('Failed to get questions')).not.toBeInTheDocument();
  });

  it('ignores a malformed draft and starts fresh', async () => {
    localStorage.setItem('intake-draft', '{"intakeId":');
    server.use(...mockIntakeCatalog());
    await renderAt(<IntakePage />, '/start');
    expect(screen.getByRole('heading', { level: 2, name: 'About you' })).toBeInTheDocument();
  });
});

describe('intake: continuing on another device', () => {
  it('finds the intake by phone and texted code, keeps its new token, and resumes at its step', async () => {
    const lookup = mockQuestionnaireByPhone(({ query: { code } }) =>
      code
        ? {
            codeSent: false,
            renewalToken: 'fresh-token-0123456789',
            intake: intake({ profile: intakeProfile, bmi: 33.9, currentStep: 'body' }),
            questionsList: [],
          }
        : { codeSent: true, maskedPhone: '•••-•••-0143' },
    );
    server.use(...mockIntakeCatalog(), lookup);
    await renderAt(<IntakePage />, '/start');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Started on another device? Pick up where you left off' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '(202) 555-0143');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/•••-•••-0143/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your body' })).toBeInTheDocument();
    expect(lookup.calls.map(({ params, query }) => `${params.phone} ${query.code ?? '-'}`)).toEqual([
      '+12025550143 -',
      '+12025550143 123456',
    ]);
    expect(JSON.parse(localStorage.getItem('intake-draft') ?? '{}')).toEqual({
      intakeId: INTAKE_ID,
      intakeToken: 'fresh-token-0123456789',
    });
  });

  it("shows the server's message for a wrong code", async () => {
    server.use(
      ...mockIntakeCatalog(),
      mockQuestionnaireByPhone(({ query: { code } }) =>
        code
          ? apiError(401, 'The code is incorrect or has expired. Request a new one.', 'OTP_INVALID')
          : { codeSent: true, maskedPhone: '•••-•••-0143' },
      ),
    );
    await renderAt(<IntakePage />, '/start');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Started on another device? Pick up where you left off' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '2025550143');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is incorrect or has expired. Request a new one.');
  });

  it('goes back to the new intake from the phone screen, asking nothing', async () => {
    const lookup = mockQuestionnaireByPhone(() => ({ codeSent: true, maskedPhone: '•••-•••-0143' }));
    server.use(...mockIntakeCatalog(), lookup);
    await renderAt(<IntakePage />, '/start');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Started on another device? Pick up where you left off' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Continue where you left off' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'About you' })).toBeInTheDocument();
    expect(lookup.calls).toEqual([]);
  });
});
