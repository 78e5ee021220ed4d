import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { IntakePage } from '@/features/intake';
import { AddressStep } from '@/features/intake/components/address-step';
import { ChoiceQuestion } from '@/features/intake/components/choice-question';
import { SuccessScreen } from '@/features/intake/components/success-screen';
import { sessionStarted } from '@/lib/session';
import { mockIntakeCatalog } from '../../mocks/catalog';
import { intake, intakeProfile, merging, mockIntake, mockUpdateIntake } from '../../mocks/intake';
import { checkoutResult } from '../../mocks/payments';
import { renderPage } from '../../support/render';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderAt, saveDraft } from './render';

// Issue 33 items 7, 12 and 15, issue 32 item 3: an intake whose answers, words, counts and prices agree with each other.

setupMswLifecycle();

const OPTIONS = [
  { value: 'hypertension', label: 'High blood pressure' },
  { value: 'sleep_apnea', label: 'Sleep apnea' },
  { value: 'none', label: 'None of these' },
];

function Conditions() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <ChoiceQuestion label="Do you have any of these?" options={OPTIONS} multiple value={value} onChange={(v) => setValue(v as string[])} />
  );
}

describe('"None of these"', () => {
  it('clears the other answers when ticked, and is cleared by ticking another', async () => {
    await renderPage(<Conditions />);
    const user = userEvent.setup();
    const box = (name: string) => screen.getByRole('checkbox', { name });
    await user.click(box('High blood pressure'));
    await user.click(box('Sleep apnea'));
    await user.click(box('None of these'));
    expect(box('None of these')).toBeChecked();
    expect(box('High blood pressure')).not.toBeChecked();
    expect(box('Sleep apnea')).not.toBeChecked();
    await user.click(box('Sleep apnea'));
    expect(box('Sleep apnea')).toBeChecked();
    expect(box('None of these')).not.toBeChecked();
  });
});

describe('the address step', () => {
  it('says beside the ZIP code which state a ZIP of another state is in, and sends nothing until it agrees', async () => {
    const sent: unknown[] = [];
    await renderPage(
      <AddressStep profile={{ state: 'CA' }} stateName="California" saving={false} onBack={() => {}} onSubmit={(v) => sent.push(v)} />,
    );
    const user = userEvent.setup();
    expect(screen.queryByRole('textbox', { name: /Apartment number/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Address line 1' }), '1 Main St');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Los Angeles');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '10001');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This ZIP code is in New York, not California')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveAccessibleDescription('This ZIP code is in New York, not California');
    expect(sent).toEqual([]);
    await user.clear(screen.getByRole('textbox', { name: 'ZIP code' }));
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '90012');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('button', { name: 'Continue' });
    expect(sent).toEqual([{ address1: '1 Main St', address2: '', apartmentNumber: '', city: 'Los Angeles', zipcode: '90012' }]);
  });
});

describe('the step counter', () => {
  it('names the first screen before the questionnaire is known, without a total it cannot know yet', async () => {
    server.use(...mockIntakeCatalog());
    await renderAt(<IntakePage />, '/start');
    expect(await screen.findByText('Step 1: About you')).toBeInTheDocument();
  });

  it('counts every screen the patient goes through, the questions and the photo ID included', async () => {
    // About you, Your body, the medical history questions, the photo ID, Treatment, Address, Consent, Payment.
    server.use(...mockIntakeCatalog(), mockIntake(intake({ profile: intakeProfile, currentStep: 'q:identity' })));
    saveDraft();
    await renderAt(<IntakePage />, '/start');
    expect(await screen.findByText('Step 4 of 8: Identity')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute('aria-valuenow', '50');
  });
});

describe('what the patient pays', () => {
  it('says on the consent step the amount the server will charge, and that it is refunded if the doctor says no', async () => {
    const atConsent = intake({
      profile: { ...intakeProfile, productVariationKey: 'tirz-25', address1: '1 Main St', city: 'Austin', zipcode: '73301' },
      currentStep: 'consent',
    });
    const prices = [{ planId: 'quarterly' as const, amountCents: 80_730, billedTo: 'PATIENT' as const }];
    server.use(...mockIntakeCatalog(), mockIntake(atConsent, undefined, prices), mockUpdateIntake(merging(atConsent), undefined, prices));
    saveDraft({ planId: 'quarterly' });
    await renderAt(<IntakePage />, '/start');
    expect(
      await screen.findByText(
        'You are charged $807.30 once, when you submit your order on the next step. If the doctor decides this treatment is not right for you, it is refunded in full.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Telehealth informed consent' })).toHaveTextContent(
      'what you paid for the treatment is refunded in full',
    );
    expect(screen.getByRole('region', { name: 'Telehealth informed consent' })).not.toHaveTextContent('you will not be charged');
  });

  it('does not ask a patient who is already signed in to sign in to follow the order', async () => {
    const { store } = await renderPage(<SuccessScreen result={{ ...checkoutResult, amountCents: 80_730 }} />);
    expect(screen.getByText('Sign in with your email to follow your order and message your care team.')).toBeInTheDocument();
    act(() => {
      store.dispatch(sessionStarted({ accessToken: 'access-1', refreshToken: 'refresh-1' }));
    });
    expect(screen.getByText('Follow your order and message your care team from your dashboard.')).toBeInTheDocument();
    expect(screen.queryByText(/Sign in with your email/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/');
  });
});
