import type { DoctorStatus } from '@contracts/doctors';

// The product's words for the admin's doctors (SPEC §8: 'Error fetching/restoring/creating/updating doctor(s)').

export const DOCTORS_ERROR_TEXT = 'Error fetching doctors';
export const DOCTOR_CREATED_TEXT = 'Doctor created successfully';
export const DOCTOR_CREATE_FAILED_TEXT = 'Error creating doctor';
export const DOCTOR_UPDATED_TEXT = 'Doctor updated successfully';
export const DOCTOR_UPDATE_FAILED_TEXT = 'Error updating doctor';
export const DOCTOR_RESTORED_TEXT = 'Doctor restored successfully';
export const DOCTOR_RESTORE_FAILED_TEXT = 'Error restoring doctor';
export const DOCTOR_DELETED_TEXT = 'Doctor deleted successfully';

export const DOCTOR_STATUS_LABELS: Record<DoctorStatus, string> = { ACTIVE: 'Active', INACTIVE: 'Inactive', DELETED: 'Deleted' };

export const doctorPaths = {
  list: '/doctors',
  doctor: (id: string) => `/doctors/${id}`,
} as const;

export const DOCTOR_PAGE = {
  title: 'Doctor',
  what: 'doctor',
  notFoundText: 'It may have been removed, or the address is mistyped.',
  errorText: DOCTORS_ERROR_TEXT,
  back: { to: doctorPaths.list, label: 'Back to doctors' },
} as const;
