import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IntakePage } from '@/features/intake';
import { mockIntakeCatalog } from '../../mocks/catalog';
import { apiError } from '../../mocks/http';
import { INTAKE_ID, INTAKE_TOKEN, mockCreateIntake, mockCreatePartnerIntake, mockLinkPartner, PARTNER_ID } from '../../mocks/intake';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderAt } from './render';

setupMswLifecycle();

async function fillAboutYou(phone: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Pat');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Rivera');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Pat@Example.test');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), phone);
  await user.type(screen.getByLabelText('Date of birth'), '1988-04-12');
  await user.click(within(screen.getByRole('radiogroup', { name: 'Gender' })).getByRole('radio', { name: 'Female' }));
  await user.selectOptions(await screen.findByRole('combobox', { name: 'State' }), 'Texas');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return user;
}

describe('intake: about you', () => {
  it('rejects a phone number that is not a valid US number and creates nothing', async () => {
    const create = mockCreateIntake();
    server.use(...mockIntakeCatalog(), create);
    await renderAt(<IntakePage />, '/start');
    expect(screen.getByRole('heading', { level: 2, name: 'About you' })).toBeInTheDocument();
    await fillAboutYou('12345');
    expect(await screen.findByText('Enter a valid US phone number')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('aria-invalid', 'true');
    expect(create.calls).toEqual([]);
  });

  it('says in words that a name is too long, and takes no more than the server keeps', async () => {
    const create = mockCreateIntake();
    server.use(...mockIntakeCatalog(), create);
    await renderAt(<IntakePage />, '/start');
    const first = screen.getByRole('textbox', { name: 'First name' });
    expect(first).toHaveAttribute('maxlength', '100');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('maxlength', '254');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('maxlength', '30');
    fireEvent.change(first, { target: { value: 'P'.repeat(101) } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Use at most 100 characters')).toBeInTheDocument();
    expect(screen.queryByText(/Too big|<=/)).not.toBeInTheDocument();
    expect(create.calls).toEqual([]);
  });

  it('creates the intake with the phone in E.164, keeps only id and token on the device, and moves on', async () => {
    const create = mockCreateIntake();
    const bodies = create.bodies;
    server.use(...mockIntakeCatalog(), create);
    await renderAt(<IntakePage />, '/start');
    await fillAboutYou('(202) 555-0143');

    expect(await screen.findByRole('heading', { level: 2, name: 'Your body' })).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        profile: {
          firstName: 'Pat',
          lastName: 'Rivera',
          email: 'pat@example.test',
          phone: '+12025550143',
          dateOfBirth: '1988-04-12',
          gender: 'female',
          state: 'TX',
        },
        currentStep: 'body',
      },
    ]);
    expect(JSON.parse(localStorage.getItem('intake-draft') ?? 'null')).toEqual({ intakeId: INTAKE_ID, intakeToken: INTAKE_TOKEN });
    expect(screen.getByText('Step 2 of 8: Your body')).toBeInTheDocument();
  });

  it("creates the intake through the partner's sign-up call for a partner link, under the partner's name", async () => {
    const create = mockCreatePartnerIntake();
    server.use(
      ...mockIntakeCatalog(),
      mockLinkPartner({ businessName: 'Summit Strength Gym', logoUrl: '/logo.png', coversTreatment: false }),
      create,
    );
    await renderAt(<IntakePage />, '/start', `/start?partner=${PARTNER_ID}`);
    expect(await screen.findByLabelText('In partnership with Summit Strength Gym')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Summit Strength Gym logo' })).toHaveAttribute('src', '/logo.png');
    await fillAboutYou('2025550143');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your body' })).toBeInTheDocument();
    expect(create.calls.map((call) => call.path)).toEqual([`/api/v1/sign-up-patient/${PARTNER_ID}`]);
  });

  it("shows the server's message when the partner link is unknown", async () => {
    server.use(
      ...mockIntakeCatalog(),
      mockLinkPartner(() => apiError(404, 'This partner link is not valid', 'NOT_FOUND')),
      mockCreatePartnerIntake(() => apiError(404, 'This partner link is not valid', 'NOT_FOUND')),
    );
    await renderAt(<IntakePage />, '/start2', `/start2?partner=${PARTNER_ID}`);
    await fillAboutYou('2025550143');
    expect(await screen.findByRole('alert')).toHaveTextContent('This partner link is not valid');
    expect(screen.getByRole('heading', { level: 2, name: 'About you' })).toBeInTheDocument();
    expect(localStorage.getItem('intake-draft')).toBeNull();
  });
});
