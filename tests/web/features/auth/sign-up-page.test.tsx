import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SignUpPage } from '@/features/auth';
import { mockSignUpPatient, mockSignUpSalesPerson } from '../../mocks/auth';
import { apiError } from '../../mocks/http';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderPage } from '../../support/render';

setupMswLifecycle();

async function fill(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

const person = {
  'First name': 'Pat',
  'Last name': 'Rivera',
  Email: 'pat@example.test',
  Password: 'a-long-password',
};

describe('sign-up pages', () => {
  it('rejects a phone number that is not a valid US number, without calling the server', async () => {
    await renderPage(<SignUpPage variant="patient" />, { path: '/sign-up' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign up' })).toBeInTheDocument();
    await fill({ ...person, 'Phone number': '12345' });
    expect(await screen.findByText('Enter a valid US phone number')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('validates names and the password length', async () => {
    await renderPage(<SignUpPage variant="patient" />, { path: '/sign-up' });
    await fill({ Password: 'short' });
    expect(await screen.findByText('Password must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getAllByText('Required')).toHaveLength(2);
  });

  it('signs a patient up and continues into the code step', async () => {
    const signUp = mockSignUpPatient();
    const bodies = signUp.bodies;
    server.use(signUp);
    await renderPage(<SignUpPage variant="patient" />, { path: '/sign-up' });
    await fill({ ...person, 'Phone number': '(202) 555-0143' });

    expect(await screen.findByRole('textbox', { name: 'Verification code' })).toBeInTheDocument();
    expect(bodies).toEqual([
      { firstName: 'Pat', lastName: 'Rivera', email: 'pat@example.test', password: 'a-long-password', phoneNumber: '+12025550143' },
    ]);
  });

  it('signs a sales person up with the desired income as a whole number', async () => {
    const signUp = mockSignUpSalesPerson();
    const bodies = signUp.bodies;
    server.use(signUp);
    await renderPage(<SignUpPage variant="sales" />, { path: '/sign-up' });
    await fill({ ...person, 'Phone number': '2025550143', 'Desired yearly income (USD, optional)': '85000' });

    expect(await screen.findByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        firstName: 'Pat',
        lastName: 'Rivera',
        email: 'pat@example.test',
        password: 'a-long-password',
        phoneNumber: '+12025550143',
        desireIncome: 85000,
      },
    ]);
  });

  it("shows the server's message when the account cannot be created", async () => {
    // The server never says an e-mail is taken (it answers 201 and writes to the owner); a limit is what refuses.
    const limit = 'Too many sign-ups from your network. Wait 15 minutes and try again.';
    server.use(mockSignUpPatient(() => apiError(429, limit, 'RATE_LIMITED')));
    await renderPage(<SignUpPage variant="patient" />, { path: '/sign-up' });
    await fill({ ...person, 'Phone number': '2025550143' });
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
  });
});
