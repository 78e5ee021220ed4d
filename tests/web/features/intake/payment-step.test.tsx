import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IntakePage } from '@/features/intake';
import { mockIntakeCatalog } from '../../mocks/catalog';
import { apiError, failure, networkError } from '../../mocks/http';
import { intake, INTAKE_ID, INTAKE_TOKEN, intakeProfile, intakeTokensOf, merging, mockIntake, mockUpdateIntake } from '../../mocks/intake';
import { checkoutResult, DECLINED_CARD, mockCheckout } from '../../mocks/payments';
import { authenticationAnswers, last4Of, tokenizedCards } from '../../mocks/sandbox-tokenizer';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderAt, saveDraft } from './render';

setupMswLifecycle();

const atConsent = intake({
  profile: { ...intakeProfile, productVariationKey: 'tirz-25', address1: '1 Main St', city: 'Austin', zipcode: '73301' },
  bmi: 33.9,
  currentStep: 'consent',
});

async function toPayment() {
  saveDraft({ planId: 'quarterly' });
  const user = userEvent.setup();
  await renderAt(<IntakePage />, '/start', '/start', [{ path: '/sign-in', element: <h1>Sign in page</h1> }]);
  expect(await screen.findByRole('heading', { level: 2, name: 'Consent' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Telehealth informed consent' })).toHaveTextContent('Version telehealth-consent-2026-12');
  expect(screen.getByRole('region', { name: 'Privacy notice' })).toHaveTextContent('Version privacy-notice-2026-01');
  await user.type(screen.getByRole('textbox', { name: 'Type your full name to sign' }), 'pat  rivera');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Please confirm that you agree to continue')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'I have read and agree to the telehealth consent and privacy notice' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Payment' })).toBeInTheDocument();
  return user;
}

async function pay(user: UserEvent, card: string, { password = 'a-long-password' } = {}) {
  const number = await screen.findByRole('textbox', { name: 'Card number' });
  await user.clear(number);
  await user.type(number, card);
  for (const [label, value] of [
    ['Expiry month', '12'],
    ['Expiry year', '2034'],
    ['CVC', '123'],
  ]) {
    const field = screen.getByRole('textbox', { name: label });
    await user.clear(field);
    await user.type(field, value);
  }
  const pw = screen.getByLabelText('Create a password');
  await user.clear(pw);
  await user.type(pw, password);
  await user.click(screen.getByRole('button', { name: 'Pay and submit' }));
}

describe('intake: consent and payment', () => {
  it('pays with the signed consent, shows the success toast and screen, and forgets the draft', async () => {
    const checkout = mockCheckout();
    const bodies = checkout.bodies;
    server.use(...mockIntakeCatalog(), mockIntake(atConsent), mockUpdateIntake(merging(atConsent)), checkout);
    const user = await toPayment();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    // 399.00 x 3 months less 10%.
    expect(within(summary).getByText('$1,077.30')).toBeInTheDocument();
    expect(await screen.findByText(/4242 4242 4242 4242 is accepted and 4000 0000 0000 0002 is declined/)).toBeInTheDocument();

    await pay(user, '4242 4242 4242 4242', { password: 'short' });
    expect(await screen.findByText('Password must be at least 10 characters')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await pay(user, '4242 4242 4242 4242');
    expect(await screen.findByText('Your form was submitted successfully!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your order is under review' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(localStorage.getItem('intake-draft')).toBeNull();
    expect(intakeTokensOf(checkout)).toEqual([INTAKE_TOKEN]);
    expect(bodies).toEqual([
      {
        intakeId: INTAKE_ID,
        planId: 'quarterly',
        productVariationKey: 'tirz-25',
        password: 'a-long-password',
        consent: {
          signedName: 'pat rivera',
          telehealthVersion: 'telehealth-consent-2026-12',
          privacyVersion: 'privacy-notice-2026-01',
          agreed: true,
        },
        // The card went to the sandbox tokenizer; our API gets its payment method id only.
        payment: { paymentMethodId: expect.stringMatching(/^pm_test_4242_/) },
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
  });

  it('shows a decline in the payment step, keeps the form, and a new card is a new attempt', async () => {
    const checkout = mockCheckout(({ body }) =>
      last4Of(body.payment) === DECLINED_CARD.slice(-4) ? apiError(402, 'Your card was declined.', 'CARD_DECLINED') : checkoutResult,
    );
    const bodies = checkout.bodies;
    server.use(...mockIntakeCatalog(), mockIntake(atConsent), mockUpdateIntake(merging(atConsent)), checkout);
    const user = await toPayment();
    await pay(user, '4000 0000 0000 0002');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('heading', { level: 2, name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4000 0000 0000 0002');
    expect(localStorage.getItem('intake-draft')).not.toBeNull();

    await pay(user, '4242 4242 4242 4242');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your order is under review' })).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1].idempotencyKey).not.toBe(bodies[0].idempotencyKey);
    expect(tokenizedCards.slice(-2)).toEqual(['4000000000000002', '4242424242424242']);
    expect(JSON.stringify(bodies)).not.toMatch(/4242424242424242|4000000000000002|"cvc"/);
  });

  it('asks the patient to confirm with their bank (3-D Secure) and pays once they did', async () => {
    const checkout = mockCheckout(() =>
      authenticationAnswers.at(-1) === 'confirm'
        ? checkoutResult
        : Response.json(
            {
              message: 'Confirm this payment with your bank.',
              code: 'AUTHENTICATION_REQUIRED',
              nextAction: { type: 'authenticate', clientSecret: 'sandbox_pi_1_secret_x' },
            },
            { status: 402 },
          ),
    );
    server.use(...mockIntakeCatalog(), mockIntake(atConsent), mockUpdateIntake(merging(atConsent)), checkout);
    const user = await toPayment();
    await pay(user, '4000 0025 0000 3155');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this payment with your bank' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your order is under review' })).toBeInTheDocument();
    expect(checkout.bodies).toHaveLength(2);
    expect(checkout.bodies[1]).toEqual(checkout.bodies[0]);
  });

  it('says nothing was charged when the patient cancels the confirmation, and keeps the form', async () => {
    authenticationAnswers.length = 0;
    const checkout = mockCheckout(() =>
      Response.json(
        {
          message: 'Confirm this payment with your bank.',
          code: 'AUTHENTICATION_REQUIRED',
          nextAction: { type: 'authenticate', clientSecret: 'sandbox_pi_2_secret_x' },
        },
        { status: 402 },
      ),
    );
    server.use(...mockIntakeCatalog(), mockIntake(atConsent), mockUpdateIntake(merging(atConsent)), checkout);
    const user = await toPayment();
    await pay(user, '4000 0025 0000 3155');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm this payment with your bank' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment canceled: your bank did not confirm it. Nothing was charged.');
    expect(screen.getByRole('heading', { level: 2, name: 'Payment' })).toBeInTheDocument();
    expect(checkout.bodies).toHaveLength(1);
    expect(authenticationAnswers).toEqual(['cancel']);
  });

  it("retries the same attempt with the same key after a network error, and falls back to 'Failed to submit form'", async () => {
    // The client sends a write that got no answer once more by itself (api-client.ts); the patient's click, a third.
    const keys: string[] = [];
    const checkout = mockCheckout(({ body }) => {
      keys.push(body.idempotencyKey);
      return keys.length === 1 ? networkError() : failure(500);
    });
    server.use(...mockIntakeCatalog(), mockIntake(atConsent), mockUpdateIntake(merging(atConsent)), checkout);
    const user = await toPayment();
    await pay(user, '4242 4242 4242 4242');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit form');
    expect(keys).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Pay and submit' }));
    await vi.waitFor(() => expect(keys).toHaveLength(3));
    expect(new Set(keys).size).toBe(1);
  });

  it("takes no card when the patient's partner covers the treatment, and shows the partner's price from consent to receipt", async () => {
    const partner = { businessName: 'Summit Strength Gym', logoUrl: null, coversTreatment: true };
    // The server prices the plans at the partner's own $187.50 a month, not the list price.
    const prices = [
      { planId: 'monthly' as const, amountCents: 18_750, billedTo: 'PARTNER' as const },
      { planId: 'quarterly' as const, amountCents: 56_250, billedTo: 'PARTNER' as const },
    ];
    const checkout = mockCheckout({ ...checkoutResult, billedTo: 'PARTNER', amountCents: 56_250 });
    server.use(
      ...mockIntakeCatalog(),
      mockIntake(atConsent, partner, prices),
      mockUpdateIntake(merging(atConsent), partner, prices),
      checkout,
    );
    saveDraft({ planId: 'quarterly' });
    const user = userEvent.setup();
    await renderAt(<IntakePage />, '/start');
    expect(await screen.findByText('Summit Strength Gym pays for your treatment ($562.50): you will not be charged.')).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'Type your full name to sign' }), 'Pat Rivera');
    await user.click(screen.getByRole('checkbox', { name: 'I have read and agree to the telehealth consent and privacy notice' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your treatment is covered' })).toBeInTheDocument();
    expect(screen.getByText(/Summit Strength Gym pays for your treatment: you will not be charged/)).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('$0.00')).toBeInTheDocument();
    expect(within(summary).getByText('Summit Strength Gym pays for your treatment ($562.50).')).toBeInTheDocument();
    expect(within(summary).getByText(/3 months at \$187\.50\/mo/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Create a password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your order is under review' })).toBeInTheDocument();
    expect(screen.getByText(/is paid for by Summit Strength Gym \(\$562\.50\): you were not charged/)).toBeInTheDocument();
    expect(screen.getByText('Sign in with your email to follow your order and message your care team.')).toBeInTheDocument();
    expect(checkout.bodies).toEqual([expect.not.objectContaining({ payment: expect.anything() })]);
    expect(checkout.bodies[0]).toMatchObject({ password: 'a-long-password', planId: 'quarterly' });
  });

  it('refuses a signature that does not match the name given', async () => {
    server.use(...mockIntakeCatalog(), mockIntake(atConsent));
    saveDraft({ planId: 'quarterly' });
    await renderAt(<IntakePage />, '/start');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'I have read and agree to the telehealth consent and privacy notice' }));
    await user.type(screen.getByRole('textbox', { name: 'Type your full name to sign' }), 'Someone Else');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Type your name as you entered it: Pat Rivera')).toBeInTheDocument();
  });
});
