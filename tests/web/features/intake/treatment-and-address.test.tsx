import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IntakePage, LEGACY_STEP_PATHS, OnboardingLayout, OnboardingStartPage, OnboardingStepPage } from '@/features/intake';
import { mockIntakeCatalog, mockProductVariations } from '../../mocks/catalog';
import { failure } from '../../mocks/http';
import { intake, intakeProfile, merging, mockIntake, mockUpdateIntake } from '../../mocks/intake';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderAt, renderRoutes, saveDraft } from './render';

setupMswLifecycle();

describe('intake: treatment and address', () => {
  it('prices each plan for the chosen medication, saves the choice, then saves a 5-digit ZIP address', async () => {
    saveDraft();
    const start = intake({ profile: intakeProfile, bmi: 33.9, currentStep: 'treatment' });
    const patch = mockUpdateIntake(merging(start));
    const bodies = patch.bodies;
    server.use(...mockIntakeCatalog(), mockIntake(start), patch);
    await renderAt(<IntakePage />, '/start');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose a medication')).toBeInTheDocument();
    expect(screen.getByText('Choose a plan')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Semaglutide 0.25 mg/ }));
    // 299.00 a month; 3 months less 10% = 807.30.
    expect(screen.getByText('$807.30')).toBeInTheDocument();
    // The saving in dollars (3 x 299.00 - 807.30), not the discount's percent a second time.
    expect(screen.getByText('Billed every 3 months · You save $89.70')).toBeInTheDocument();
    expect(screen.queryByText(/Save 10%/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Every 3 months/ }));
    expect(screen.getByText('Total: $807.30 for 3 months')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Address' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('intake-draft') ?? '{}').planId).toBe('quarterly');
    await user.type(screen.getByRole('textbox', { name: 'Address line 1' }), '1 Main St');
    expect(screen.queryByRole('textbox', { name: /Apartment/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Address line 2 (optional)' }), '4B');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Austin');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '7330');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter a 5-digit ZIP code')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Consent' })).toBeInTheDocument();
    expect(bodies).toEqual([
      { profile: { productVariationKey: 'sema-025', productId: 'e5e5e5e5-e5e5-4e5e-8e5e-e5e5e5e5e5e5' }, currentStep: 'address' },
      { profile: { address1: '1 Main St', address2: '4B', apartmentNumber: '', city: 'Austin', zipcode: '73301' }, currentStep: 'consent' },
    ]);
  });

  it('says so when the treatments cannot be loaded', async () => {
    saveDraft();
    server.use(
      // The first matching handler answers.
      mockProductVariations(() => failure(500)),
      ...mockIntakeCatalog(),
      mockIntake(intake({ profile: intakeProfile, currentStep: 'treatment' })),
    );
    await renderAt(<IntakePage />, '/start');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the treatments.');
  });
});

describe('legacy onboarding: payment page', () => {
  it('asks for the date of birth and state the legacy pages did not, then the questions they did not ask', async () => {
    saveDraft();
    const legacy = intake({
      profile: {
        firstName: 'Pat',
        lastName: 'Rivera',
        email: 'pat@example.test',
        phone: '+12025550143',
        gender: 'female',
        height: 66,
        weight: 210,
      },
      bmi: 33.9,
    });
    const patch = mockUpdateIntake(merging(legacy));
    const bodies = patch.bodies;
    server.use(...mockIntakeCatalog(), mockIntake(legacy), patch);
    const routes = [
      {
        path: '/onboarding',
        element: <OnboardingLayout />,
        children: [
          { index: true, element: <OnboardingStartPage /> },
          ...LEGACY_STEP_PATHS.map((step) => ({ path: step, element: <OnboardingStepPage step={step} /> })),
        ],
      },
    ];
    await renderRoutes(routes, '/onboarding/payment');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your details' })).toBeInTheDocument();
    // One count across the legacy pages and the steps that finish them.
    expect(screen.getByText('Step 11 of 17: Your details')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Gender' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Date of birth'), '1988-04-12');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'State' }), 'Texas');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Medical history' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Are you pregnant or breastfeeding?' })).not.toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Have you taken a GLP-1 medication before?' })).toBeInTheDocument();
    expect(bodies).toEqual([{ profile: { dateOfBirth: '1988-04-12', gender: 'female', state: 'TX' }, currentStep: 'q:medical-history' }]);
  });
});
