import type { User } from '@contracts/auth';

const USER_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;
const ADDRESS_FIELDS = ['address1', 'address2', 'city', 'state', 'zipcode', 'country'] as const;

type UserField = (typeof USER_FIELDS)[number];
type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The patient profile of SPEC §3: any subset may be sent. */
export type ProfileUpdate = Partial<Record<UserField | AddressField, string | null>>;

const isFilled = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/** Merges only the non-empty provided fields; address fields go only into the patient sub-record. */
export function mergeProfile(user: User, update: ProfileUpdate): User {
  const next: User = { ...user };
  for (const field of USER_FIELDS) {
    const value = update[field];
    if (isFilled(value)) next[field] = value;
  }
  const address = ADDRESS_FIELDS.filter((f) => isFilled(update[f]));
  // Only a patient has the sub-record: other users have no address to update.
  if (address.length > 0 && (user.patient || user.role === 'PATIENT')) {
    const patient = {
      address1: null,
      address2: null,
      city: null,
      state: null,
      zipcode: null,
      country: null,
      ...(user.patient ?? {}),
    };
    for (const field of address) patient[field] = update[field] as string;
    next.patient = patient;
  }
  return next;
}
