import { act, render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { expect } from 'vitest';
import type { OrderSummary } from '../../../../contracts/orders';
import type { PatientOrderDetail, PatientProfile } from '../../../../contracts/patient';
import { AppProvider } from '../../../../src/app/provider';
import { createAppStore } from '../../../../src/app/store';
import { loggedIn } from '../../../../src/lib/session';
import { patientUser } from '../../support/fixtures';

/**
 * Renders `element` at the route `pattern` (e.g. /patient/orders/:id), opened at `entry`, inside the real providers,
 * with the fixture patient signed in. Other routes are plain headings, so that a link's target can be asserted.
 */
export async function renderPortalPage(element: ReactElement, pattern: string, entry: string = pattern) {
  const { store, persistor } = createAppStore();
  const stubs: RouteObject[] = ['/start', '/orders', '/patient/orders/:id', '/'].map((path) => ({
    path,
    element: <h1>Stub {path}</h1>,
  }));
  const router = createMemoryRouter([{ path: pattern, element }, ...stubs.filter((s) => s.path !== pattern)], {
    initialEntries: [entry],
  });
  store.dispatch(loggedIn({ user: patientUser }));
  const view = render(
    <AppProvider store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  await act(async () => undefined);
  return { ...view, store, router };
}

export const ORDER_ID = '55555555-5555-4555-8555-555555555555';

export function orderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: ORDER_ID,
    number: 1042,
    kind: 'NEW',
    status: 'PENDING_REVIEW',
    approvalStatus: 'PENDING',
    paymentStatus: 'PAID',
    productVariationKey: 'semaglutide-3m',
    productName: 'Semaglutide program',
    dose: '0.25 mg weekly',
    planMonths: 3,
    amountCents: 29_900,
    trackingNumber: null,
    createdAt: '2026-03-10T15:00:00.000Z',
    updatedAt: '2026-03-10T15:00:00.000Z',
    ...overrides,
  };
}

export function orderDetail(overrides: Partial<PatientOrderDetail> = {}): PatientOrderDetail {
  return {
    ...orderSummary(),
    statusLabel: 'Under review',
    nextStep: 'A licensed doctor is reviewing your answers.',
    doctorName: null,
    doctorDenialReason: null,
    consents: [],
    payments: [],
    ...overrides,
  };
}

export const profile: PatientProfile = {
  firstName: 'Pat',
  lastName: 'Rivera',
  email: 'patient@demo.test',
  phoneNumber: '+12025550188',
  address1: '1 Main St',
  address2: 'Apt 4',
  city: 'Austin',
  state: 'TX',
  zipcode: '73301',
  country: 'US',
};

/** The query string of a request, as a plain object. */
export const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
