import type {
  AdminPartnerPatient,
  AtRiskPartner,
  DoctorChoice,
  GymOwner,
  GymOwnerDetail,
  LeaderboardEntry,
  PatchGymOwnerBody,
  ReassignPatientsBody,
} from '@contracts/partners';
import { mockApi, type Answer } from './http';
import { PATIENT_ID } from './ids';

// The administrator's partners: the list and detail, their doctor, their patients, the leaderboard and the at-risk list.

export const PARTNER_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_PARTNER_ID = '22222222-2222-4222-8222-222222222222';
export const DOCTOR_ID = '33333333-3333-4333-8333-333333333333';

/** A partner as the admin's list shows it. */
export function gymOwner(overrides: Partial<GymOwner> = {}): GymOwner {
  return {
    id: PARTNER_ID,
    userId: '44444444-4444-4444-8444-444444444444',
    businessName: 'Harbor Fitness Club',
    firstName: 'Harper',
    lastName: 'Quinn',
    email: 'harbor@demo.test',
    phoneNumber: '+12025550140',
    commissionRateBps: 1000,
    billingMode: 'PATIENT_PAID',
    autoBilling: false,
    doctor: null,
    patientCount: 2,
    createdAt: '2026-01-04T10:00:00.000Z',
    ...overrides,
  };
}

/** A partner as its detail page shows it. */
export const gymOwnerDetail = (overrides: Partial<GymOwnerDetail> = {}): GymOwnerDetail => ({
  ...gymOwner(),
  payoutAccountStatus: 'NOT_CONNECTED',
  unassignedPatientCount: 2,
  orderCount: 2,
  unpaidInvoiceCount: 0,
  payoutBalance: { earnedCents: 0, paidOutCents: 0, owedCents: 0 },
  ...overrides,
});

export const doctorChoice = (overrides: Partial<DoctorChoice> = {}): DoctorChoice => ({
  id: DOCTOR_ID,
  name: 'Dana Whitfield',
  email: 'doctor@demo.test',
  licenseStates: ['CA', 'NY'],
  ...overrides,
});

export const partnerPatient = (overrides: Partial<AdminPartnerPatient> = {}): AdminPartnerPatient => ({
  id: PATIENT_ID,
  userId: '55555555-5555-4555-8555-555555555555',
  firstName: 'Morgan',
  lastName: 'Blake',
  email: 'morgan.blake@demo.test',
  phoneNumber: null,
  address1: null,
  address2: null,
  city: 'Springfield',
  state: 'CA',
  zipcode: null,
  country: 'US',
  dateOfBirth: null,
  gender: null,
  status: 'ACTIVE',
  createdAt: '2026-02-01T10:00:00.000Z',
  partnerName: 'Harbor Fitness Club',
  doctorName: null,
  ...overrides,
});

type Page<T> = { items: T[]; total: number; page: number; limit: number; totalPages: number };
const pageWith = <T>(items: T[]): Page<T> => ({ items, total: items.length, page: 1, limit: 10, totalPages: 1 });

/** GET /super-admin/gym-owners. */
export const mockGymOwners = (answer: Answer<Page<GymOwner>> = pageWith([gymOwner()])) => mockApi('get', '/super-admin/gym-owners', answer);

/** GET /super-admin/gym-owners/{id}; it matches /gym-owners/doctor-choices too: `server.use` mockDoctorChoices before it. */
export const mockGymOwner = (answer: Answer<GymOwnerDetail> = gymOwnerDetail()) => mockApi('get', '/super-admin/gym-owners/:id', answer);

/** PATCH /super-admin/gym-owners/{id}: by default the partner with the fields sent. */
export const mockUpdateGymOwner = (
  answer: Answer<GymOwnerDetail, PatchGymOwnerBody> = ({ body }) =>
    gymOwnerDetail({ ...body, phoneNumber: body.phoneNumber === undefined ? '+12025550140' : body.phoneNumber }),
) => mockApi('patch', '/super-admin/gym-owners/:id', answer, { message: 'Gym owner updated successfully' });

/** PATCH /super-admin/gym-owners/{id}/assign-doctor: by default the partner with that doctor. */
export const mockAssignDoctor = (
  answer: Answer<GymOwnerDetail, { doctorId: string | null }> = ({ body }) =>
    gymOwnerDetail({ doctor: body.doctorId ? { id: body.doctorId, name: 'Dana Whitfield' } : null }),
) => mockApi('patch', '/super-admin/gym-owners/:id/assign-doctor', answer, { message: 'Doctor assigned successfully' });

/** DELETE /super-admin/gym-owners/{id}. */
export const mockDeleteGymOwner = (answer: Answer<null> = null) =>
  mockApi('delete', '/super-admin/gym-owners/:id', answer, { message: 'Gym owner deleted successfully' });

/** GET /super-admin/gym-owners/doctor-choices. */
export const mockDoctorChoices = (answer: Answer<{ doctors: DoctorChoice[] }> = { doctors: [doctorChoice()] }) =>
  mockApi('get', '/super-admin/gym-owners/doctor-choices', answer);

/** GET /super-admin/gym-owner/{id}/unassigned-patients. */
export const mockPartnerPatients = (answer: Answer<Page<AdminPartnerPatient>> = pageWith([partnerPatient()])) =>
  mockApi('get', '/super-admin/gym-owner/:id/unassigned-patients', answer);

/** POST /super-admin/gym-owner/reassign-patients: by default every patient sent moved, with one order each. */
export const mockReassignPatients = (
  answer: Answer<{ toGymOwnerId: string; patients: number; orders: number }, ReassignPatientsBody> = ({ body }) => ({
    toGymOwnerId: body.toGymOwnerId,
    patients: body.patientIds.length,
    orders: body.patientIds.length,
  }),
) => mockApi('post', '/super-admin/gym-owner/reassign-patients', answer, { message: '1 patient reassigned successfully' });

export const leaderboardEntry = (overrides: Partial<LeaderboardEntry> = {}): LeaderboardEntry => ({
  rank: 1,
  gymOwnerId: PARTNER_ID,
  businessName: 'Summit Strength Gym',
  ownerName: 'Parker Reyes',
  paidOrders: 7,
  revenueCents: 209_300,
  ...overrides,
});

type Board = {
  startDate: string;
  endDate: string;
  rankBy: 'paidOrders' | 'revenue';
  partners: LeaderboardEntry[];
  totals: { paidOrders: number; revenueCents: number };
};

/** GET /super-admin/partner-leaderboard: by default two partners over the period asked. */
export const mockLeaderboard = (
  answer: Answer<Board> = ({ query }) => ({
    startDate: query.startDate,
    endDate: query.endDate,
    rankBy: query.rankBy as Board['rankBy'],
    partners: [
      leaderboardEntry(),
      leaderboardEntry({
        rank: 2,
        gymOwnerId: OTHER_PARTNER_ID,
        businessName: 'Harbor Fitness Club',
        ownerName: 'Harper Quinn',
        paidOrders: 2,
        revenueCents: 59_800,
      }),
    ],
    totals: { paidOrders: 9, revenueCents: 269_100 },
  }),
) => mockApi('get', '/super-admin/partner-leaderboard', answer);

export const atRiskPartner = (overrides: Partial<AtRiskPartner> = {}): AtRiskPartner => ({
  gymOwnerId: OTHER_PARTNER_ID,
  businessName: 'Harbor Fitness Club',
  ownerName: 'Harper Quinn',
  email: 'harbor@demo.test',
  lastOrderAt: '2026-02-10T10:00:00.000Z',
  recentOrders: 0,
  previousOrders: 2,
  failedInvoices: 0,
  reasons: ['NO_RECENT_ORDERS', 'VOLUME_DROP'],
  ...overrides,
});

/** GET /super-admin/partner-at-risk. */
export const mockPartnersAtRisk = (
  answer: Answer<{ days: number; partners: AtRiskPartner[] }> = ({ query }) => ({ days: Number(query.days), partners: [atRiskPartner()] }),
) => mockApi('get', '/super-admin/partner-at-risk', answer);
