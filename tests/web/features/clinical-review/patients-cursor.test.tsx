import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PatientsPage } from '@/features/clinical-review';
import { doctorPatient, keysetDoctorPatients } from '../../mocks/patients';
import { mockPatientTreatmentPlan } from '../../mocks/treatment-plans';
import { queriesOf, server, setupMswLifecycle } from '../../support/msw';
import { renderDoctorPage } from '../../support/render-page';
import { uuid } from './fixtures';

setupMswLifecycle();
beforeEach(() => server.use(mockPatientTreatmentPlan(null)));

const nthPatient = (n: number) =>
  doctorPatient({ id: uuid(n), firstName: 'Patient', lastName: `Number ${n}`, email: `p${n}@demo.test`, partnerName: null });

describe("the doctor's patients, paged by the server's cursor", () => {
  it('asks for each next page right after the last patient shown, and starts again by number after a search', async () => {
    const seen = queriesOf(keysetDoctorPatients(45, nthPatient));
    await renderDoctorPage(<PatientsPage />, '/patients');
    expect(await screen.findByRole('link', { name: 'Patient Number 1' })).toBeInTheDocument();
    expect(seen[0]).toEqual({ page: '1', limit: '10', sort: 'name:asc' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('link', { name: 'Patient Number 11' })).toBeInTheDocument();
    expect(seen.at(-1)).toEqual({ page: '2', limit: '10', sort: 'name:asc', after: 'cursor-after-10' });
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('link', { name: 'Patient Number 21' })).toBeInTheDocument();
    expect(seen.at(-1)).toEqual({ page: '3', limit: '10', sort: 'name:asc', after: 'cursor-after-20' });
    expect(screen.getByText('21–30 of 45')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search patients' }), 'jordan');
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: '1', limit: '10', sort: 'name:asc', search: 'jordan' }));
  });

  it('says "more than 1,000" past the count\'s cap and goes on while a reply gives a cursor', async () => {
    const seen = queriesOf(keysetDoctorPatients(1500, nthPatient));
    await renderDoctorPage(<PatientsPage />, '/patients');
    await screen.findByRole('link', { name: 'Patient Number 1' });
    expect(screen.getByText('1–10 of more than 1,000')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('link', { name: 'Patient Number 11' })).toBeInTheDocument();
    expect(seen.at(-1)).toEqual({ page: '2', limit: '10', sort: 'name:asc', after: 'cursor-after-10' });
    expect(screen.getByText('11–20 of more than 1,000')).toBeInTheDocument();
  });
});
