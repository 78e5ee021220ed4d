import type { DelegateAccess, User } from '../../../contracts/auth';
import type { UserRow } from '../../platform/db/schema';
import type { DelegateAccessJoined } from './auth.repository';

type Address = {
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  country: string | null;
};

export function userView(row: UserRow, patient?: Address | null): User {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    role: row.role,
    createdAt: row.created_at.toISOString(),
    desireIncome: row.desire_income,
    patient: patient
      ? {
          address1: patient.address1,
          address2: patient.address2,
          city: patient.city,
          state: patient.state,
          zipcode: patient.zipcode,
          country: patient.country,
        }
      : null,
  };
}

export function delegateAccessView(row: DelegateAccessJoined): DelegateAccess {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    owner: {
      id: row.owner_id,
      firstName: row.owner_first_name,
      lastName: row.owner_last_name,
      email: row.owner_email,
      role: row.owner_role,
    },
    delegate: {
      id: row.delegate_id,
      firstName: row.delegate_first_name,
      lastName: row.delegate_last_name,
      email: row.delegate_email,
      role: row.delegate_role,
    },
  };
}
