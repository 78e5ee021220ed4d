import type { Role } from '@contracts/common';

export const ROLE_LABELS: Record<Role, string> = {
  SUPER_ADMIN: 'Super admin',
  GYM_OWNER: 'Partner',
  SALES_PERSON: 'Sales person',
  DOCTOR: 'Doctor',
  MEDICAL_PROVIDER: 'Medical provider',
  NURSER: 'Nurse',
  CLIENT_SPECIALIST: 'Client specialist',
  CUSTOMER_SUPPORT: 'Customer support',
  PATIENT: 'Patient',
};
