import type { ReactElement } from 'react';
import type { DelegateAccess } from '@contracts/auth';
import type { SavedCard } from '@contracts/cards';
import type { DoctorProfile } from '@contracts/doctor';
import { doctorUser } from '../../support/fixtures';
import { renderSignedInPage } from '../../support/render-page';

export const assistant = {
  id: '77777777-7777-4777-8777-777777777777',
  firstName: 'Sam',
  lastName: 'Park',
  email: 'assistant@demo.test',
  role: 'CLIENT_SPECIALIST' as const,
};

/** Renders a page at `path` inside the real providers, with the doctor (or their delegate) signed in. */
export function renderAccountPage(element: ReactElement, path: string, { asDelegate = false }: { asDelegate?: boolean } = {}) {
  return asDelegate
    ? renderSignedInPage(element, path, path, {
        user: { ...doctorUser, ...assistant, phoneNumber: null },
        delegate: { access: access(), token: 'delegate-token' },
      })
    : renderSignedInPage(element, path, path, { user: doctorUser });
}

export const profile: DoctorProfile = {
  id: '88888888-8888-4888-8888-888888888888',
  userId: doctorUser.id,
  firstName: 'Dana',
  lastName: 'Okafor',
  email: 'doctor@demo.test',
  phoneNumber: '+12025550111',
  npi: '1234567893',
  licenseStates: ['CA', 'NY', 'TX'],
  pharmacies: [
    { id: '99999999-9999-4999-8999-999999999991', provider: 'RX_PROVIDER', name: 'RX Provider Pharmacy' },
    { id: '99999999-9999-4999-8999-999999999992', provider: 'DIGITAL_RX', name: 'Digital Rx' },
  ],
};

export function card(overrides: Partial<SavedCard> = {}): SavedCard {
  return {
    id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1',
    brand: 'visa',
    last4: '4242',
    expMonth: 4,
    expYear: 2034,
    isDefault: true,
    createdAt: '2026-02-01T12:00:00.000Z',
    ...overrides,
  };
}

export function access(overrides: Partial<DelegateAccess> = {}): DelegateAccess {
  const { id, firstName, lastName, email, role } = doctorUser;
  return {
    id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb1',
    status: 'ACTIVE',
    owner: { id, firstName, lastName, email, role },
    delegate: assistant,
    createdAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}
