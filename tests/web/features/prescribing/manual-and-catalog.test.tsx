import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ManualPrescriptionPage, MedicationsPage, NewPrescriptionPage } from '@/features/prescribing';
import { mockMedications } from '../../mocks/catalog';
import { apiError, type Call } from '../../mocks/http';
import { mockCreateNewOrder, mockUpdateDoctorOrder, ORDER_ID } from '../../mocks/orders';
import { mockDoctorPatients, PATIENT_ID, recordOf } from '../../mocks/patients';
import { doctorSettings, mockCreatePrescription, mockDoctorSettings, prescription } from '../../mocks/prescriptions';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderDoctorPage } from '../../support/render-page';
import { doctorOrder, patientDetail } from './fixtures';

setupMswLifecycle();

/** The doctor's one patient, Jamie Ortiz, unless the search names someone else. */
const patientList = ({ query: { search } }: Call) => {
  const items = search && !'jamie ortiz'.includes(search.toLowerCase()) ? [] : [recordOf(patientDetail())];
  return { items, total: items.length, page: 1, limit: 8, totalPages: 1 };
};

/** Every call of a manual prescription, recorded in order; `fail` names the call that answers 422. */
function manualHandlers(fail?: 'order' | 'rx' | 'prescription', settings = doctorSettings()) {
  const calls: { call: string; body?: unknown }[] = [];
  const refuse = (message: string) => apiError(422, message, 'BUSINESS_RULE');
  server.use(
    mockDoctorPatients(patientList),
    mockMedications(),
    mockDoctorSettings(settings),
    mockCreateNewOrder(({ body }) => {
      calls.push({ call: 'order', body });
      return fail === 'order' ? refuse('You are not licensed in NY') : doctorOrder();
    }),
    mockUpdateDoctorOrder(({ body }) => {
      calls.push({ call: 'rx', body });
      return fail === 'rx' ? refuse('This order can no longer change') : doctorOrder();
    }),
    mockCreatePrescription(({ body }) => {
      calls.push({ call: 'prescription', body });
      return fail === 'prescription' ? refuse('The intake must be approved first') : prescription();
    }),
  );
  return calls;
}

async function fillManual() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: /Jamie Ortiz/ }));
  await user.click(await screen.findByRole('radio', { name: /Compounded tirzepatide/ }));
  await user.click(screen.getByRole('radio', { name: /Tirzepatide starter/ }));
  // One dose within the starter's range: a pharmacy cannot fill the range.
  await user.click(screen.getByRole('combobox', { name: 'Dose' }));
  await user.click(screen.getByRole('option', { name: '5 mg weekly' }));
  return user;
}

describe('manual prescription', () => {
  it('creates the order, saves the rx information and creates the prescription, then opens sending', async () => {
    const calls = manualHandlers();
    await renderDoctorPage(<ManualPrescriptionPage />, '/manual-prescription');
    const user = await fillManual();
    // The directions follow the chosen dose.
    expect(screen.getByRole('textbox', { name: 'Directions' })).toHaveValue(
      'Inject 5 mg under the skin once a week, on the same day each week.',
    );
    await user.click(screen.getByRole('button', { name: 'Create prescription' }));

    expect(await screen.findByRole('heading', { name: `Now at /send-order-to-rx/${ORDER_ID}` })).toBeInTheDocument();
    expect(calls).toEqual([
      { call: 'order', body: { patientId: PATIENT_ID, productVariationKey: 'tirzepatide-starter', planMonths: 1 } },
      {
        call: 'rx',
        body: {
          rxInformation: {
            dose: '5 mg',
            directions: 'Inject 5 mg under the skin once a week, on the same day each week.',
            quantity: 4,
            refills: 0,
            daysSupply: 28,
          },
        },
      },
      { call: 'prescription', body: { orderId: ORDER_ID } },
    ]);
  });

  it("starts from the doctor's own amounts (Settings)", async () => {
    const calls = manualHandlers(undefined, doctorSettings({ rxDefaults: { quantity: 8, refills: 2, daysSupply: 56 } }));
    await renderDoctorPage(<ManualPrescriptionPage />, '/manual-prescription');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('8'));
    expect(screen.getByRole('textbox', { name: 'Refills' })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: 'Days supply' })).toHaveValue('56');
    const user = await fillManual();
    await user.click(screen.getByRole('button', { name: 'Create prescription' }));
    expect(await screen.findByRole('heading', { name: `Now at /send-order-to-rx/${ORDER_ID}` })).toBeInTheDocument();
    expect(calls[1]).toMatchObject({ call: 'rx', body: { rxInformation: { quantity: 8, refills: 2, daysSupply: 56 } } });
  });

  it('asks for a patient and a dose before calling anything', async () => {
    const calls = manualHandlers();
    await renderDoctorPage(<ManualPrescriptionPage />, '/manual-prescription');
    await screen.findByRole('radio', { name: /Jamie Ortiz/ });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create prescription' }));
    expect(await screen.findByText('Choose a patient')).toBeInTheDocument();
    expect(screen.getByText('Choose a medication, then a dose.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('stops at the first failure with its message, and a retry reuses the order already created', async () => {
    const calls = manualHandlers('rx');
    await renderDoctorPage(<ManualPrescriptionPage />, '/manual-prescription');
    const user = await fillManual();
    await user.click(screen.getByRole('button', { name: 'Create prescription' }));

    const progress = await screen.findByRole('list', { name: 'Progress' });
    expect(await within(progress.parentElement as HTMLElement).findByText(/This order can no longer change/)).toBeInTheDocument();
    const items = within(progress).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Create the orderDone',
      'Save the Rx informationFailed',
      'Create the prescriptionWaiting',
    ]);
    expect(calls.map((c) => c.call)).toEqual(['order', 'rx']);
    expect(screen.getByRole('heading', { level: 1, name: 'Manual Prescription' })).toBeInTheDocument();

    const retried = manualHandlers();
    await user.click(screen.getByRole('button', { name: 'Create prescription' }));
    expect(await screen.findByRole('heading', { name: `Now at /send-order-to-rx/${ORDER_ID}` })).toBeInTheDocument();
    expect(retried.map((c) => c.call)).toEqual(['rx', 'prescription']);
  });

  it('stops before the rx information when the order is refused', async () => {
    const calls = manualHandlers('order');
    await renderDoctorPage(<ManualPrescriptionPage />, '/manual-prescription');
    const user = await fillManual();
    await user.click(screen.getByRole('button', { name: 'Create prescription' }));
    expect(await screen.findByText(/You are not licensed in NY/, { selector: '.MuiAlert-message' })).toBeInTheDocument();
    expect(calls.map((c) => c.call)).toEqual(['order']);
  });
});

describe('new prescription', () => {
  it('finds a patient and links to a new order for them, or for a new patient', async () => {
    const list = mockDoctorPatients(patientList);
    const seen = list.queries;
    server.use(list);
    await renderDoctorPage(<NewPrescriptionPage />, '/new-prescription');
    expect(await screen.findByRole('link', { name: 'Start an order for Jamie Ortiz' })).toHaveAttribute(
      'href',
      `/start-new-order/${PATIENT_ID}`,
    );
    expect(screen.getByRole('link', { name: 'New patient' })).toHaveAttribute('href', '/start-new-order');

    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search your patients' }), 'Zed');
    expect(await screen.findByText('No patients match your search')).toBeInTheDocument();
    expect(seen.at(-1)).toEqual({ page: '1', limit: '10', search: 'Zed' });
  });
});

describe('medications catalog', () => {
  it('lists each medication with its doses and monthly prices', async () => {
    server.use(mockMedications());
    await renderDoctorPage(<MedicationsPage />, '/medications');
    const table = await screen.findByRole('table', { name: 'Compounded tirzepatide doses' });
    const row = within(table).getByText('7.5 mg to 15 mg weekly').closest('tr') as HTMLElement;
    expect(within(row).getByText('$499.00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Compounded semaglutide' })).toBeInTheDocument();
  });
});
