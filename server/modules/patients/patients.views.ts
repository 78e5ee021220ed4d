import type { DoctorPatient, AdminPatient } from '#contracts/patients';
import type { PatientProfile } from '#contracts/patient-profile';
import { postalAddressOf } from '#server/modules/accounts/accounts.views';
import type { PatientRow } from './patients.repository';

/** The patient's own profile: contact and address. */
export const profileView = (r: PatientRow): PatientProfile => ({
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  phoneNumber: r.phone_number,
  ...postalAddressOf(r),
});

/** The patient record (GET /patients/{id}): the profile with identity, birth date and status. */
export const patientRecordView = (r: PatientRow) => ({
  id: r.id,
  userId: r.user_id,
  ...profileView(r),
  dateOfBirth: r.date_of_birth,
  gender: r.gender,
  status: r.status,
  createdAt: r.created_at.toISOString(),
});

/** A patient as staff see them: the record with their partner. */
export const patientView = (r: PatientRow): DoctorPatient => ({ ...patientRecordView(r), partnerName: r.partner_name });

/** A patient as an administrator sees them: with their partner and doctor. */
export const adminPatientView = (r: PatientRow): AdminPatient => ({ ...patientView(r), partnerId: r.partner_id, doctorId: r.doctor_id });
