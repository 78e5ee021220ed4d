import type { DelegateAccess, User } from '@contracts/auth';

export const adminUser: User = {
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Avery',
  lastName: 'Stone',
  email: 'admin@demo.test',
  phoneNumber: '+12025550143',
  role: 'SUPER_ADMIN',
  createdAt: '2026-01-02T03:04:05.000Z',
  desireIncome: null,
  patient: null,
};

export const doctorUser: User = {
  id: '66666666-6666-4666-8666-666666666666',
  firstName: 'Dana',
  lastName: 'Okafor',
  email: 'doctor@demo.test',
  phoneNumber: '+12025550111',
  role: 'DOCTOR',
  createdAt: '2026-01-05T10:00:00.000Z',
  desireIncome: null,
  patient: null,
};

export const patientUser: User = {
  id: '22222222-2222-4222-8222-222222222222',
  firstName: 'Pat',
  lastName: 'Rivera',
  email: 'patient@demo.test',
  phoneNumber: '+12025550188',
  role: 'PATIENT',
  createdAt: '2026-02-03T04:05:06.000Z',
  desireIncome: null,
  patient: { address1: '1 Main St', address2: null, city: 'Austin', state: 'TX', zipcode: '73301', country: 'US' },
};

export const partnerOwner = {
  id: '33333333-3333-4333-8333-333333333333',
  firstName: 'Jordan',
  lastName: 'Lee',
  email: 'partner@demo.test',
  role: 'GYM_OWNER' as const,
};

export const delegateAccess: DelegateAccess = {
  id: '44444444-4444-4444-8444-444444444444',
  status: 'ACTIVE',
  owner: partnerOwner,
  delegate: { id: adminUser.id, firstName: 'Avery', lastName: 'Stone', email: adminUser.email, role: 'SUPER_ADMIN' },
  createdAt: '2026-03-01T00:00:00.000Z',
};

export const tokens = { accessToken: 'access-1', refreshToken: 'refresh-token-0000000000000001' };

export const salesUser: User = {
  id: '13131313-1313-4131-8131-131313131313',
  firstName: 'Sam',
  lastName: 'Sellers',
  email: 'sales@demo.test',
  phoneNumber: '+12025550103',
  role: 'SALES_PERSON',
  createdAt: '2026-01-02T03:04:05.000Z',
  desireIncome: 9_000_000,
  patient: null,
};
