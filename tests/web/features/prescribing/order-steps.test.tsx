import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DoctorOrderDetail } from '@contracts/order-review';
import { OrderMedicationStepPage, OrderPatientStepPage, OrderRxStepPage } from '@/features/prescribing';
import { mockMedications, mockStates } from '../../mocks/catalog';
import { failure } from '../../mocks/http';
import { mockDoctorOrder, mockUpdateDoctorOrder, ORDER_ID } from '../../mocks/orders';
import { mockDoctorPatient, mockUpdateDoctorPatient } from '../../mocks/patients';
import { doctorSettings, mockDoctorSettings } from '../../mocks/prescriptions';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderDoctorPage } from '../../support/render-page';
import { doctorOrder, patientDetail } from './fixtures';

setupMswLifecycle();

/** The order (GET) and its updates (PATCH, recorded); `patchReply` replaces the usual echo. */
function orderHandlers(order: DoctorOrderDetail, patchReply?: () => Response, settings = doctorSettings()) {
  const update = mockUpdateDoctorOrder(({ body }) => (patchReply ? patchReply() : ({ ...order, ...body } as DoctorOrderDetail)));
  server.use(mockDoctorOrder(order), update, mockMedications(), mockDoctorSettings(settings));
  return update.bodies;
}

const at = (step: string) => `/orders/${ORDER_ID}/${step}`;

describe('order steps', () => {
  it('shows the order number, patient and a stepper marking the current step', async () => {
    orderHandlers(doctorOrder());
    await renderDoctorPage(<OrderMedicationStepPage />, '/orders/:id/medication', at('medication'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #2051' })).toBeInTheDocument();
    expect(screen.getByText('Patient: Jamie Ortiz (NY)')).toBeInTheDocument();
    const steps = within(screen.getByRole('navigation', { name: 'Order steps' }));
    expect(steps.getByRole('link', { name: /Medication/ })).toHaveAttribute('aria-current', 'step');
    expect(steps.getByRole('link', { name: /Rx information/ })).toHaveAttribute('href', at('rx-information'));
  });

  it('marks the medication done only once the doctor has gone past it (Rx details saved), not before a visit', async () => {
    orderHandlers(doctorOrder());
    await renderDoctorPage(<OrderPatientStepPage />, '/orders/:id/patient', at('patient'));
    const steps = within(await screen.findByRole('navigation', { name: 'Order steps' }));
    expect(steps.getByRole('link', { name: /^Medication/ })).not.toHaveTextContent('(done)');
  });

  it('medication: sends only the field that changed, then opens the rx step', async () => {
    const patches = orderHandlers(doctorOrder());
    await renderDoctorPage(<OrderMedicationStepPage />, '/orders/:id/medication', at('medication'));
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: /Compounded semaglutide/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Semaglutide starter/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Semaglutide maintenance.*\$349\.00 a month/ })).not.toBeChecked();

    await user.click(screen.getByRole('radio', { name: /Semaglutide maintenance/ }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByRole('heading', { name: `Now at ${at('rx-information')}` })).toBeInTheDocument();
    expect(await screen.findByText('Order updated successfully')).toBeInTheDocument();
    expect(patches).toEqual([{ productVariationKey: 'semaglutide-maintenance' }]);
  });

  it('medication: another medication asks for its dose; plan months alone are sent when only they change', async () => {
    const patches = orderHandlers(doctorOrder());
    await renderDoctorPage(<OrderMedicationStepPage />, '/orders/:id/medication', at('medication'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Compounded tirzepatide/ }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Choose a dose')).toBeInTheDocument();
    expect(patches).toEqual([]);

    await user.click(screen.getByRole('radio', { name: /Compounded semaglutide/ }));
    await user.click(screen.getByRole('radio', { name: /Semaglutide starter/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan length' }), '3 months');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: `Now at ${at('rx-information')}` })).toBeInTheDocument();
    expect(patches).toEqual([{ planMonths: 3 }]);
  });

  it('medication: a refused update shows the fallback text and stays on the step', async () => {
    const patches = orderHandlers(doctorOrder(), () => failure(500));
    await renderDoctorPage(<OrderMedicationStepPage />, '/orders/:id/medication', at('medication'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Semaglutide maintenance/ }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Action Failure')).toBeInTheDocument();
    expect(patches).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Order #2051' })).toBeInTheDocument();
  });

  it('rx information: one dose chosen within the range, the usual amounts prefilled, checked before anything is sent', async () => {
    const patches = orderHandlers(doctorOrder({ dose: '0.25 mg to 1 mg weekly' }));
    await renderDoctorPage(<OrderRxStepPage />, '/orders/:id/rx-information', at('rx-information'));
    const user = userEvent.setup();
    const directions = await screen.findByRole('textbox', { name: 'Directions' });
    expect(directions).toHaveValue('');
    // Typing stops at the server's limit.
    expect(directions).toHaveAttribute('maxlength', '1000');
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('4');
    expect(screen.getByRole('textbox', { name: 'Refills' })).toHaveValue('0');
    expect(screen.getByRole('textbox', { name: 'Days supply' })).toHaveValue('28');

    // No dose is chosen for the doctor: a pharmacy fills one, and the range is not one.
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Choose one dose')).toBeInTheDocument();
    expect(screen.getByText('Write the directions for the patient')).toBeInTheDocument();
    expect(patches).toEqual([]);

    await user.click(screen.getByRole('combobox', { name: 'Dose' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['0.25 mg weekly', '0.5 mg weekly', '1 mg weekly']);
    await user.click(screen.getByRole('option', { name: '0.5 mg weekly' }));
    // The directions follow the dose until the doctor writes their own.
    expect(directions).toHaveValue('Inject 0.5 mg under the skin once a week, on the same day each week.');

    await user.clear(screen.getByRole('textbox', { name: 'Quantity' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity' }), '0');
    await user.clear(screen.getByRole('textbox', { name: 'Refills' }));
    await user.type(screen.getByRole('textbox', { name: 'Refills' }), '13');
    await user.clear(screen.getByRole('textbox', { name: 'Days supply' }));
    await user.type(screen.getByRole('textbox', { name: 'Days supply' }), '2.5');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByText('Enter a whole number from 1 to 100')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number from 0 to 12')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number from 1 to 365')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Refills' })).toHaveAttribute('aria-invalid', 'true');
    expect(patches).toEqual([]);

    await user.clear(directions);
    await user.type(directions, 'Inject 0.5 mg weekly.');
    await user.clear(screen.getByRole('textbox', { name: 'Quantity' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity' }), '4');
    await user.clear(screen.getByRole('textbox', { name: 'Refills' }));
    await user.type(screen.getByRole('textbox', { name: 'Refills' }), '2');
    await user.clear(screen.getByRole('textbox', { name: 'Days supply' }));
    await user.type(screen.getByRole('textbox', { name: 'Days supply' }), '28');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByRole('heading', { name: `Now at ${at('review-and-submit')}` })).toBeInTheDocument();
    expect(patches).toEqual([
      { rxInformation: { dose: '0.5 mg', directions: 'Inject 0.5 mg weekly.', quantity: 4, refills: 2, daysSupply: 28 } },
    ]);
  });

  it("rx information: the doctor's own amounts (Settings) prefill what the order has not saved", async () => {
    const settings = doctorSettings({ rxDefaults: { quantity: 8, refills: 2, daysSupply: 56 } });
    const patches = orderHandlers(doctorOrder({ rxInformation: { refills: 1 } }), undefined, settings);
    await renderDoctorPage(<OrderRxStepPage />, '/orders/:id/rx-information', at('rx-information'));
    const quantity = await screen.findByRole('textbox', { name: 'Quantity' });
    await waitFor(() => expect(quantity).toHaveValue('8'));
    expect(screen.getByRole('textbox', { name: 'Refills' })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Days supply' })).toHaveValue('56');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Dose' }));
    await user.click(screen.getByRole('option', { name: '0.5 mg weekly' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: `Now at ${at('review-and-submit')}` })).toBeInTheDocument();
    expect(patches).toEqual([
      {
        rxInformation: {
          dose: '0.5 mg',
          directions: 'Inject 0.5 mg under the skin once a week, on the same day each week.',
          quantity: 8,
          daysSupply: 56,
        },
      },
    ]);
  });

  it('rx information: only the changed fields of saved rx information are sent, and nothing when none changed', async () => {
    const saved = { dose: '0.25 mg', directions: 'Inject 0.25 mg weekly.', quantity: 4, refills: 1, daysSupply: 28 };
    const patches = orderHandlers(doctorOrder({ rxInformation: saved }));
    const { router } = await renderDoctorPage(<OrderRxStepPage />, '/orders/:id/rx-information', at('rx-information'));
    const user = userEvent.setup();
    expect(await screen.findByRole('textbox', { name: 'Directions' })).toHaveValue('Inject 0.25 mg weekly.');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: `Now at ${at('review-and-submit')}` })).toBeInTheDocument();
    expect(patches).toEqual([]);

    await router.navigate(at('rx-information'));
    await user.clear(await screen.findByRole('textbox', { name: 'Refills' }));
    await user.type(screen.getByRole('textbox', { name: 'Refills' }), '3');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: `Now at ${at('review-and-submit')}` })).toBeInTheDocument();
    expect(patches).toEqual([{ rxInformation: { refills: 3 } }]);
  });

  it('patient: prefilled from the record; only changed fields are sent, and nothing when none changed', async () => {
    orderHandlers(doctorOrder());
    const update = mockUpdateDoctorPatient(({ body }) => ({ ...patientDetail(), ...body }));
    const patches = update.bodies;
    server.use(mockStates(), mockDoctorPatient(patientDetail()), update);
    const { router } = await renderDoctorPage(<OrderPatientStepPage />, '/orders/:id/patient', at('patient'));
    const user = userEvent.setup();
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Jamie');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAttribute('maxlength', '100');
    expect(screen.getByRole('textbox', { name: 'Address line 1' })).toHaveAttribute('maxlength', '200');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(212) 555-0111');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1988-04-12');
    await screen.findByRole('option', { name: 'New York' });
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('NY');

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: `Now at ${at('medication')}` })).toBeInTheDocument();
    expect(patches).toEqual([]);

    await router.navigate(at('patient'));
    const city = await screen.findByRole('textbox', { name: 'City' });
    await user.clear(city);
    await user.type(city, 'Brooklyn');
    await user.clear(screen.getByRole('textbox', { name: 'Phone number' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '+1 212 555 0111');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: `Now at ${at('medication')}` })).toBeInTheDocument();
    expect(await screen.findByText('Patient updated successfully')).toBeInTheDocument();
    expect(patches).toEqual([{ city: 'Brooklyn' }]);
  });

  it('patient: a failed update shows the spec text when the server gives none', async () => {
    orderHandlers(doctorOrder());
    server.use(
      mockStates(),
      mockDoctorPatient(patientDetail()),
      mockUpdateDoctorPatient(() => failure(500)),
    );
    await renderDoctorPage(<OrderPatientStepPage />, '/orders/:id/patient', at('patient'));
    const user = userEvent.setup();
    const last = await screen.findByRole('textbox', { name: 'Last name' });
    await user.clear(last);
    await user.type(last, 'Ortiz-Lee');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Failed to update patient. Please try again.')).toBeInTheDocument();
  });
});
