import type { DelegateAccess } from '@contracts/auth';
import type { CreateDelegateAccessBody } from '@contracts/delegate-access';
import type { DoctorProfile, UpdateDoctorProfileBody } from '@contracts/doctors';
import type { AccountConnectBody, PartnerProfile, UpdatePartnerProfileBody } from '@contracts/partner-profile';
import { doctorUser } from '../support/fixtures';
import { mockApi, type Answer, type Call } from './http';

// A doctor's own account: the profile and the delegate accesses they give.

export const doctorProfile: DoctorProfile = {
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

/** The doctor's assistant, who has access by default. */
export const assistant = {
  id: '77777777-7777-4777-8777-777777777777',
  firstName: 'Sam',
  lastName: 'Park',
  email: 'assistant@demo.test',
  role: 'CLIENT_SPECIALIST' as const,
};

export const nurse = {
  id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  firstName: 'Nia',
  lastName: 'Cole',
  email: 'nurse@demo.test',
  role: 'NURSER' as const,
};

/** An access the doctor gave (to the assistant by default). */
export function ownedAccess(overrides: Partial<DelegateAccess> = {}): DelegateAccess {
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

/** GET /doctors/profile. */
export const mockProfile = (answer: Answer<DoctorProfile> = doctorProfile) => mockApi('get', '/doctors/profile', answer);

/** PATCH /doctors/profile: by default the profile with the fields sent. */
export const mockUpdateProfile = (
  answer: Answer<DoctorProfile, UpdateDoctorProfileBody> = ({ body }) => ({ ...doctorProfile, ...body }) as DoctorProfile,
) => mockApi('patch', '/doctors/profile', answer, { message: 'Profile updated successfully' });

/** GET /doctors/delegate-access/owned. */
export const mockOwnedAccesses = (answer: Answer<{ delegateAccesses: DelegateAccess[] }> = { delegateAccesses: [ownedAccess()] }) =>
  mockApi('get', '/doctors/delegate-access/owned', answer);

/** POST /doctors/delegate-access. */
export const mockCreateDelegateAccess = (answer: Answer<DelegateAccess, CreateDelegateAccessBody>) =>
  mockApi('post', '/doctors/delegate-access', answer, { status: 201, message: 'Delegate access created successfully' });

/** DELETE /doctors/delegate-access/{id}. */
export const mockRevokeDelegateAccess = (answer: Answer<null> = null) =>
  mockApi('delete', '/doctors/delegate-access/:id', answer, { message: 'Delegate access revoked successfully' });

/**
 * The three delegate-access calls over one in-memory list: giving access adds `created` first, revoking leaves the
 * entry INACTIVE. Records every write, in order.
 */
export function delegateAccessStore(
  initial: DelegateAccess[] = [ownedAccess()],
  created = ownedAccess({ id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb2', delegate: nurse, createdAt: '2026-04-01T09:00:00.000Z' }),
) {
  let accesses = [...initial];
  const writes: { method: string; path: string; body?: unknown }[] = [];
  const handlers = [
    mockOwnedAccesses(() => ({ delegateAccesses: accesses })),
    mockCreateDelegateAccess(({ body }) => {
      writes.push({ method: 'POST', path: '/doctors/delegate-access', body });
      accesses = [created, ...accesses];
      return created;
    }),
    mockRevokeDelegateAccess(({ params }) => {
      writes.push({ method: 'DELETE', path: `/doctors/delegate-access/${params.id}` });
      accesses = accesses.map((a) => (a.id === params.id ? { ...a, status: 'INACTIVE' as const } : a));
      return null;
    }),
  ];
  return { handlers, writes };
}

// A partner's own account: the business profile, the payout account and the delegate accesses it gives.

export const partnerProfile: PartnerProfile = {
  id: '44444444-4444-4444-8444-444444444444',
  userId: '45454545-4545-4545-8545-454545454545',
  businessName: 'Summit Strength Gym',
  firstName: 'Parker',
  lastName: 'Reyes',
  email: 'partner@demo.test',
  phoneNumber: '+12025550102',
  logoUrl: null,
  commissionRateBps: 1000,
  payoutAccount: { status: 'NOT_CONNECTED', connectedAt: null },
  createdAt: '2026-01-05T09:00:00.000Z',
};

/** GET /gym-owner. */
export const mockPartnerProfile = (answer: Answer<PartnerProfile> = partnerProfile) => mockApi('get', '/gym-owner', answer);

/** PUT /gym-owner: by default the profile with the fields sent. */
export const mockUpdatePartnerProfile = (
  answer: Answer<PartnerProfile, UpdatePartnerProfileBody> = ({ body }) => ({ ...partnerProfile, ...body }) as PartnerProfile,
) => mockApi('put', '/gym-owner', answer, { message: 'Profile updated successfully' });

type PayoutAccountReply = { status: PartnerProfile['payoutAccount']['status']; connectedAt: string | null; onboardingUrl: string | null };

/** POST /gym-owner/account-connect: the sandbox's answer by default (connected at once). */
export const mockConnectPayoutAccount = (
  answer: Answer<PayoutAccountReply, AccountConnectBody> = {
    status: 'ACTIVE',
    connectedAt: '2026-04-02T10:00:00.000Z',
    onboardingUrl: null,
  },
) => mockApi('post', '/gym-owner/account-connect', answer, { message: 'Payout account connected successfully' });

/** An access the partner gave. */
export const partnerAccess = (overrides: Partial<DelegateAccess> = {}): DelegateAccess =>
  ownedAccess({
    id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbc1',
    owner: { id: partnerProfile.userId, firstName: 'Parker', lastName: 'Reyes', email: 'partner@demo.test', role: 'GYM_OWNER' },
    delegate: nurse,
    ...overrides,
  });

/**
 * The partner's three delegate-access calls over one in-memory list: giving access adds `created` first, revoking
 * removes the entry (partners do not see revoked accesses). Records every write, in order.
 */
export function partnerDelegateAccessStore(
  initial: DelegateAccess[] = [partnerAccess()],
  created = partnerAccess({ id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbc2', delegate: assistant }),
) {
  let accesses = [...initial];
  const writes: { method: string; path: string; body?: unknown }[] = [];
  const handlers = [
    mockApi('get', '/gym-owner/delegate-access/owned', () => ({ delegateAccesses: accesses })),
    mockApi(
      'post',
      '/gym-owner/delegate-access',
      ({ body }: Call<CreateDelegateAccessBody>) => {
        writes.push({ method: 'POST', path: '/gym-owner/delegate-access', body });
        accesses = [created, ...accesses];
        return created;
      },
      { status: 201, message: 'Delegate access created successfully' },
    ),
    mockApi(
      'delete',
      '/gym-owner/delegate-access/:id',
      ({ params }) => {
        writes.push({ method: 'DELETE', path: `/gym-owner/delegate-access/${params.id}` });
        accesses = accesses.filter((a) => a.id !== params.id);
        return null;
      },
      { message: 'Delegate access revoked successfully' },
    ),
  ];
  return { handlers, writes };
}
