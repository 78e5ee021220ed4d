import { act, render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { expect } from 'vitest';
import type { User } from '../../../../contracts/auth';
import type { DoctorMedication, DoctorOrderDetail, DoctorPatientDetail } from '../../../../contracts/doctor';
import type { Pharmacy, Prescription } from '../../../../contracts/prescriptions';
import { AppProvider } from '../../../../src/app/provider';
import { createAppStore } from '../../../../src/app/store';
import { loggedIn } from '../../../../src/lib/session';

export const doctorUser: User = {
  id: '66666666-6666-4666-8666-666666666601',
  firstName: 'Dana',
  lastName: 'Whitfield',
  email: 'doctor@demo.test',
  phoneNumber: '+12025550104',
  role: 'DOCTOR',
  createdAt: '2026-01-02T03:04:05.000Z',
  desireIncome: null,
  patient: null,
};

/** Any other path: a heading naming where the app went, so that a navigation can be asserted. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <h1>Now at {pathname + search}</h1>;
}

/**
 * Renders `element` at the route `pattern`, opened at `entry`, inside the real providers (store, SWR, toasts) with
 * the fixture doctor signed in.
 */
export async function renderDoctorPage(element: ReactElement, pattern: string, entry: string = pattern) {
  const { store, persistor } = createAppStore();
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [entry] },
  );
  store.dispatch(loggedIn({ user: doctorUser }));
  const view = render(
    <AppProvider store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  await act(async () => undefined);
  return { ...view, store, router };
}

export const ORDER_ID = '77777777-7777-4777-8777-777777777701';
export const PATIENT_ID = '88888888-8888-4888-8888-888888888801';
export const PRESCRIPTION_ID = '99999999-9999-4999-8999-999999999901';
export const RX_PHARMACY: Pharmacy = { id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaa01', provider: 'RX_PROVIDER', name: 'RX Provider Pharmacy' };
export const DIGITAL_PHARMACY: Pharmacy = { id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaa02', provider: 'DIGITAL_RX', name: 'Digital Rx Pharmacy' };
export const uuid = (n: number) => `bbbbbbbb-bbbb-4bbb-8bbb-${String(n).padStart(12, '0')}`;

export const medications: DoctorMedication[] = [
  {
    productId: 'cccccccc-cccc-4ccc-8ccc-cccccccccc01',
    name: 'Compounded semaglutide',
    medication: 'semaglutide',
    description: 'Weekly injection.',
    variations: [
      { key: 'semaglutide-starter', name: 'Semaglutide starter', dose: '0.25 mg to 1 mg weekly', monthlyPriceCents: 24_900 },
      { key: 'semaglutide-maintenance', name: 'Semaglutide maintenance', dose: '1.7 mg to 2.4 mg weekly', monthlyPriceCents: 34_900 },
    ],
  },
  {
    productId: 'cccccccc-cccc-4ccc-8ccc-cccccccccc02',
    name: 'Compounded tirzepatide',
    medication: 'tirzepatide',
    description: 'Weekly injection.',
    variations: [
      { key: 'tirzepatide-starter', name: 'Tirzepatide starter', dose: '2.5 mg to 5 mg weekly', monthlyPriceCents: 39_900 },
      { key: 'tirzepatide-maintenance', name: 'Tirzepatide maintenance', dose: '7.5 mg to 15 mg weekly', monthlyPriceCents: 49_900 },
    ],
  },
];

export const states = [
  { code: 'CA', name: 'California' },
  { code: 'NY', name: 'New York' },
  { code: 'TX', name: 'Texas' },
];

export function doctorOrder(overrides: Partial<DoctorOrderDetail> = {}): DoctorOrderDetail {
  return {
    id: ORDER_ID,
    number: 2051,
    kind: 'NEW',
    status: 'APPROVED',
    approvalStatus: 'APPROVED',
    paymentStatus: 'PAID',
    productVariationKey: 'semaglutide-starter',
    productName: 'Compounded semaglutide',
    dose: '0.25 mg to 1 mg weekly',
    planMonths: 1,
    amountCents: 24_900,
    trackingNumber: null,
    createdAt: '2026-03-10T15:00:00.000Z',
    updatedAt: '2026-03-10T15:00:00.000Z',
    patientId: PATIENT_ID,
    patientName: 'Jamie Ortiz',
    patientState: 'NY',
    screeningFlags: [],
    bmi: 31.2,
    questionsList: [],
    answers: {},
    doctorApproveQuestionsStatus: 'APPROVED',
    doctorDenialReason: null,
    doctorOverrideReason: null,
    createdByDoctor: true,
    rxInformation: {},
    doctorNote: null,
    prescriptionId: null,
    ...overrides,
  };
}

export function patientDetail(overrides: Partial<DoctorPatientDetail> = {}): DoctorPatientDetail {
  return {
    id: PATIENT_ID,
    userId: 'dddddddd-dddd-4ddd-8ddd-dddddddddd01',
    firstName: 'Jamie',
    lastName: 'Ortiz',
    email: 'jamie@demo.test',
    phoneNumber: '+12125550111',
    dateOfBirth: '1988-04-12',
    gender: 'female',
    address1: '20 W 34th St',
    address2: null,
    city: 'New York',
    state: 'NY',
    zipcode: '10001',
    country: 'US',
    status: 'ACTIVE',
    partnerName: null,
    createdAt: '2026-02-01T10:00:00.000Z',
    bmi: 31.2,
    heightInches: 66,
    weightPounds: 193,
    latestIntake: null,
    orders: [],
    ...overrides,
  };
}

export function prescription(overrides: Partial<Prescription> = {}): Prescription {
  return {
    id: PRESCRIPTION_ID,
    number: 501,
    orderId: ORDER_ID,
    orderNumber: 2051,
    patientId: PATIENT_ID,
    patientName: 'Jamie Ortiz',
    patientState: 'NY',
    productVariationKey: 'semaglutide-starter',
    medication: 'semaglutide',
    dose: '0.25 mg to 1 mg weekly',
    directions: 'Inject 0.25 mg to 1 mg under the skin once a week, on the same day each week.',
    quantity: 4,
    refills: 0,
    daysSupply: 28,
    note: null,
    status: 'CREATED',
    pharmacy: null,
    externalId: null,
    trackingNumber: null,
    failureReason: null,
    sentAt: null,
    statusCheckedAt: null,
    createdAt: '2026-03-11T09:00:00.000Z',
    ...overrides,
  };
}

/** The query string of a request, as a plain object. */
export const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
