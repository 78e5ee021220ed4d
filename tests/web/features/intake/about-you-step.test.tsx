import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { IntakePage } from '@/features/intake';
import { api, server, setupMswLifecycle } from '../../support/msw';
import { catalogHandlers, intake, INTAKE_ID, PARTNER_ID, profile, questions, TOKEN } from './fixtures';
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

const created = () =>
  HttpResponse.json(
    { data: { intake: intake({ profile, currentStep: 'body' }), questionsList: questions, intakeToken: TOKEN } },
    { status: 201 },
  );

describe('intake: about you', () => {
  it('rejects a phone number that is not a valid US number and creates nothing', async () => {
    const calls: string[] = [];
    server.use(
      ...catalogHandlers,
      http.post(api('/patients/create-patient-temp-form-questionnaire'), () => {
        calls.push('create');
        return created();
      }),
    );
    await renderAt(<IntakePage />, '/start');
    expect(screen.getByRole('heading', { level: 2, name: 'About you' })).toBeInTheDocument();
    await fillAboutYou('12345');
    expect(await screen.findByText('Enter a valid US phone number')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('creates the intake with the phone in E.164, keeps only id and token on the device, and moves on', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...catalogHandlers,
      http.post(api('/patients/create-patient-temp-form-questionnaire'), async ({ request }) => {
        bodies.push(await request.json());
        return created();
      }),
    );
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
    expect(JSON.parse(localStorage.getItem('intake-draft') ?? 'null')).toEqual({ intakeId: INTAKE_ID, intakeToken: TOKEN });
    expect(screen.getByText('Step 2 of 7: Your body')).toBeInTheDocument();
  });

  it("creates the intake through the partner's sign-up call for a partner link", async () => {
    const paths: string[] = [];
    server.use(
      ...catalogHandlers,
      http.post(api('/sign-up-patient/:partnerId'), ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return created();
      }),
    );
    await renderAt(<IntakePage />, '/start', `/start?partner=${PARTNER_ID}`);
    await fillAboutYou('2025550143');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your body' })).toBeInTheDocument();
    expect(paths).toEqual([`/api/v1/sign-up-patient/${PARTNER_ID}`]);
  });

  it("shows the server's message when the partner link is unknown", async () => {
    server.use(
      ...catalogHandlers,
      http.post(api('/sign-up-patient/:partnerId'), () =>
        HttpResponse.json({ message: 'This partner link is not valid', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    await renderAt(<IntakePage />, '/start2', `/start2?partner=${PARTNER_ID}`);
    await fillAboutYou('2025550143');
    expect(await screen.findByRole('alert')).toHaveTextContent('This partner link is not valid');
    expect(screen.getByRole('heading', { level: 2, name: 'About you' })).toBeInTheDocument();
    expect(localStorage.getItem('intake-draft')).toBeNull();
  });
});
