import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StartNewOrderPage, StartOrderForPatientPage } from '@/features/prescribing';
import { mockProfile } from '../../mocks/accounts';
import { mockStates } from '../../mocks/catalog';
import { apiError, failure } from '../../mocks/http';
import { doctorOrderSummary, mockCreateNewOrder, ORDER_ID } from '../../mocks/orders';
import { mockDoctorPatient, PATIENT_ID } from '../../mocks/patients';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderDoctorPage } from '../../support/render-page';
import { doctorOrder, patientDetail } from './fixtures';

setupMswLifecycle();

function handlers(reply?: () => Response) {
  const create = mockCreateNewOrder(() => (reply ? reply() : doctorOrder()));
  server.use(mockStates(), mockProfile(), create);
  return create.bodies;
}

const box = (name: string) => screen.getByRole('textbox', { name });

async function fillNewPatient(user: UserEvent) {
  await user.type(box('First name'), 'Morgan');
  await user.type(box('Last name'), 'Hale');
  await user.type(box('Email'), ' Morgan.Hale@Example.com ');
  await user.type(box('Phone number'), '(212) 555-0199');
  await user.type(screen.getByLabelText('Date of birth'), '1990-06-15');
  await user.type(box('Address line 1'), '5 Park Ave');
  await user.type(box('City'), 'New York');
  await user.selectOptions(await screen.findByRole('combobox', { name: 'State' }), 'New York');
  await user.type(box('ZIP code'), '10016');
}

describe('start a new order for a new patient', () => {
  it('offers only the states the doctor is licensed in, and says so', async () => {
    handlers();
    await renderDoctorPage(<StartNewOrderPage />, '/start-new-order');
    const state = await screen.findByRole('combobox', { name: 'State' });
    await waitFor(() =>
      expect([...state.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
        'Choose a state',
        'California',
        'New York',
        'Texas',
      ]),
    );
    expect(state).toHaveAccessibleDescription('The states where you are licensed to prescribe');
  });

  it('sends the new patient, says so and opens the medication step', async () => {
    const posts = handlers();
    await renderDoctorPage(<StartNewOrderPage />, '/start-new-order');
    expect(screen.getByRole('heading', { level: 1, name: 'Start New Order' })).toBeInTheDocument();
    const user = userEvent.setup();
    await fillNewPatient(user);
    await user.click(screen.getByRole('button', { name: 'Create order' }));

    expect(await screen.findByRole('heading', { name: `Now at /orders/${ORDER_ID}/medication` })).toBeInTheDocument();
    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
    expect(posts).toEqual([
      {
        patient: {
          firstName: 'Morgan',
          lastName: 'Hale',
          email: 'morgan.hale@example.com',
          phoneNumber: '+12125550199',
          dateOfBirth: '1990-06-15',
          address1: '5 Park Ave',
          city: 'New York',
          state: 'NY',
          zipcode: '10016',
        },
      },
    ]);
  });

  it('checks the fields before sending anything', async () => {
    const posts = handlers();
    await renderDoctorPage(<StartNewOrderPage />, '/start-new-order');
    const user = userEvent.setup();
    await user.type(box('Phone number'), '555-01');
    await user.type(box('ZIP code'), '1001');
    await user.click(screen.getByRole('button', { name: 'Create order' }));

    expect(await screen.findByText('Enter the first name')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid US phone number')).toBeInTheDocument();
    expect(screen.getByText('Enter a 5-digit ZIP code')).toBeInTheDocument();
    expect(screen.getByText("Choose the patient's state")).toBeInTheDocument();
    expect(box('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
  });

  it("shows the server's reason when the order is refused, and stays on the form", async () => {
    handlers(() => apiError(422, 'You are not licensed in NY', 'BUSINESS_RULE', [{ path: 'patient.state', message: 'Not licensed here' }]));
    await renderDoctorPage(<StartNewOrderPage />, '/start-new-order');
    const user = userEvent.setup();
    await fillNewPatient(user);
    await user.click(screen.getByRole('button', { name: 'Create order' }));

    expect(await screen.findByText('You are not licensed in NY')).toBeInTheDocument();
    expect(screen.getByText('Not licensed here')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Start New Order' })).toBeInTheDocument();
  });

  it('falls back to the product text when the server gives no message', async () => {
    handlers(() => failure(500));
    await renderDoctorPage(<StartNewOrderPage />, '/start-new-order');
    const user = userEvent.setup();
    await fillNewPatient(user);
    await user.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByText('Failed to create order. Please try again.')).toBeInTheDocument();
  });
});

describe('start a new order for an existing patient', () => {
  it('shows the patient, then starts the order and opens the patient step', async () => {
    const posts = handlers();
    server.use(mockDoctorPatient(patientDetail()));
    await renderDoctorPage(<StartOrderForPatientPage />, '/start-new-order/:id', `/start-new-order/${PATIENT_ID}`);

    expect(await screen.findByText('jamie@demo.test')).toBeInTheDocument();
    expect(screen.getByText('Apr 12, 1988')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start order' }));

    expect(await screen.findByRole('heading', { name: `Now at /orders/${ORDER_ID}/patient` })).toBeInTheDocument();
    expect(posts).toEqual([{ patientId: PATIENT_ID }]);
  });

  it('warns about an open order before the click, and starts another only once the doctor says it is separate', async () => {
    const create = mockCreateNewOrder(doctorOrder());
    server.use(
      mockStates(),
      create,
      mockDoctorPatient(patientDetail({ orders: [doctorOrderSummary({ number: 17, status: 'APPROVED' })] })),
    );
    await renderDoctorPage(<StartOrderForPatientPage />, '/start-new-order/:id', `/start-new-order/${PATIENT_ID}`);

    expect(await screen.findByText(/This patient already has an open order \(#17\)/)).toBeInTheDocument();
    const start = screen.getByRole('button', { name: 'Start order' });
    expect(start).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Start a separate order anyway' }));
    await user.click(start);

    expect(await screen.findByRole('heading', { name: `Now at /orders/${ORDER_ID}/patient` })).toBeInTheDocument();
    expect(create.bodies).toEqual([{ patientId: PATIENT_ID, confirmOpenOrder: true }]);
    expect(create.calls[0].headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it("shows the server's open-order warning and sends the same attempt's key again only for the same request", async () => {
    let calls = 0;
    const create = mockCreateNewOrder(() => {
      calls += 1;
      return calls === 1
        ? apiError(
            409,
            'This patient already has an open order of Semaglutide (#18). Start a new one only if this is a separate prescription.',
            'OPEN_ORDER_EXISTS',
          )
        : doctorOrder();
    });
    server.use(mockStates(), create, mockDoctorPatient(patientDetail()));
    await renderDoctorPage(<StartOrderForPatientPage />, '/start-new-order/:id', `/start-new-order/${PATIENT_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start order' }));

    expect(await screen.findByText(/open order of Semaglutide \(#18\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start order' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Start a separate order anyway' }));
    await user.click(screen.getByRole('button', { name: 'Start order' }));

    expect(await screen.findByRole('heading', { name: `Now at /orders/${ORDER_ID}/patient` })).toBeInTheDocument();
    expect(create.bodies).toEqual([{ patientId: PATIENT_ID }, { patientId: PATIENT_ID, confirmOpenOrder: true }]);
    const [first, second] = create.calls.map((c) => c.headers.get('idempotency-key'));
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it('says the patient cannot be found when the server answers 404', async () => {
    server.use(mockDoctorPatient(() => apiError(404, 'Not found', 'NOT_FOUND')));
    await renderDoctorPage(<StartOrderForPatientPage />, '/start-new-order/:id', `/start-new-order/${PATIENT_ID}`);
    expect(await screen.findByText('We could not find this patient')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Start order' })).not.toBeInTheDocument());
  });
});
