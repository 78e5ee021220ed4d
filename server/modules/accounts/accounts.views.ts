import type { AdminDoctor, DoctorProfile } from '#contracts/doctors';
import type { DelegateAccess, User } from '#contracts/auth';
import type { Pharmacy } from '#contracts/prescriptions';
import type { PatientRow, UserRow } from '#server/platform/db/schema';
import type { findDoctor } from './accounts.repository';
import type { DelegateAccessRow } from './delegate-access.repository';
import type { AdminDoctorRow } from './doctors-admin.repository';

export type PostalAddress = Pick<PatientRow, 'address1' | 'address2' | 'city' | 'state' | 'zipcode' | 'country'>;

/** A patient's postal address, as their account, their record and their pharmacy see it. */
export const postalAddressOf = (r: PostalAddress): PostalAddress => ({
  address1: r.address1,
  address2: r.address2,
  city: r.city,
  state: r.state,
  zipcode: r.zipcode,
  country: r.country,
});

export const userView = (row: UserRow, patient?: PostalAddress | null): User => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phoneNumber: row.phone_number,
  role: row.role,
  createdAt: row.created_at.toISOString(),
  desireIncome: row.desire_income,
  patient: patient ? postalAddressOf(patient) : null,
});

export const delegateAccessView = (row: DelegateAccessRow): DelegateAccess => ({
  id: row.id,
  status: row.status,
  createdAt: row.created_at.toISOString(),
  owner: { id: row.owner_id, firstName: row.owner_first_name, lastName: row.owner_last_name, email: row.owner_email, role: row.owner_role },
  delegate: {
    id: row.delegate_id,
    firstName: row.delegate_first_name,
    lastName: row.delegate_last_name,
    email: row.delegate_email,
    role: row.delegate_role,
  },
});

type PersonRow = { id: string; user_id: string; first_name: string; last_name: string; email: string; phone_number: string | null };

/** What a doctor's, a sales person's record shows first: its id, then its account's id, name and contact. */
export const personView = (row: PersonRow) => ({
  id: row.id,
  userId: row.user_id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phoneNumber: row.phone_number,
});

/** A partner's or a sales person's payout account (Stripe Connect): its status and when it was connected. */
export const payoutAccountView = <S>(row: { payout_account_status: S; payout_connected_at: Date | null }) => ({
  status: row.payout_account_status,
  connectedAt: row.payout_connected_at?.toISOString() ?? null,
});

type DoctorRow = NonNullable<Awaited<ReturnType<typeof findDoctor>>>;

export const doctorProfileView = (row: DoctorRow, pharmacies: Pharmacy[]): DoctorProfile => ({
  ...personView(row),
  npi: row.npi,
  licenseStates: row.license_states,
  pharmacies,
});

/** A doctor as the administrator sees them; a license is expired after its expiry day (UTC). */
export const adminDoctorView = (row: AdminDoctorRow): AdminDoctor => {
  const today = new Date().toISOString().slice(0, 10);
  const expiries = row.license_expiries ?? {};
  return {
    ...personView(row),
    role: row.role,
    npi: row.npi,
    status: row.deleted_at ? 'DELETED' : row.status,
    licenses: row.license_states.map((state) => {
      const expiresOn = expiries[state] ?? null;
      return { state, expiresOn, expired: expiresOn !== null && expiresOn < today };
    }),
    autoBilling: row.auto_billing,
    createdAt: row.created_at.toISOString(),
    deletedAt: row.deleted_at ? row.deleted_at.toISOString() : null,
  };
};
